// The bench runs the catalogue's search code in Node, which cannot load @portal/shared (React
// components, extensionless imports). The search code needs one thing from it, the display locale:
// the page's default, es-VE.
export const displayLocale = () => 'es-VE';
