/** The page head title: the product name followed by the page title (spec section 2). */
export function pageTitle(productName: string | undefined, title: string): string {
  const product = productName?.trim() || 'Portal Ciudadano';
  return title ? `${product} | ${title}` : product;
}
