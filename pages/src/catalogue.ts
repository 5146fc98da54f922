// The typed catalogue of pages one container links to and another owns. A link to another
// container's page is written `pages.certificateValidation.href({ number, registerId })`, never as
// a literal path (the lint rule portal/no-foreign-page-path refuses one), so a page that moves is
// changed here and its owner's src/routes.json, and the typecheck finds every caller whose values
// no longer fit. A unit test keeps each entry's pattern equal to a route of its owner's table.
//
// One export per page, reached as `pages.<name>` (index.ts: `export * as pages`): a bundle keeps
// only the pages its container links to. No dependencies: the containers bundle this file.
import { page } from './page-link.ts';

export const home = /*#__PURE__*/ page('shell', '/');
export const procedures = /*#__PURE__*/ page('procedures', '/procedures', { q: 'q' });
export const procedure = /*#__PURE__*/ page('procedures', '/:shortname/corporate/procedure/preview/:id');
export const booking = /*#__PURE__*/ page('procedures', '/citas/nueva', { procedure: 'tramite' });
export const appointment = /*#__PURE__*/ page('procedures', '/citas/:code');
export const startRequest = /*#__PURE__*/ page('procedures', '/solicitudes/nueva', { procedure: 'tramite' });
export const tracking = /*#__PURE__*/ page('procedures', '/seguimiento', { code: 'codigo' });
export const payments = /*#__PURE__*/ page('procedures', '/pagos', { code: 'codigo' });
export const receiptCheck = /*#__PURE__*/ page('procedures', '/recibos', { number: 'numero' });
export const holidays = /*#__PURE__*/ page('procedures', '/feriados');
export const siteSearch = /*#__PURE__*/ page('procedures', '/buscar', { q: 'q', page: 'pagina' });
export const certificateCheck = /*#__PURE__*/ page('procedures', '/certificate/validation');
export const certificateValidation = /*#__PURE__*/ page('procedures', '/certificate/validation/:number', { registerId: 'register_id' });
export const news = /*#__PURE__*/ page('blog', '/blog-grid/');
export const newsStory = /*#__PURE__*/ page('blog', '/blog-details/:id');
export const newsStoryBySlug = /*#__PURE__*/ page('blog', '/post/:slug', { id: 'id' });
export const cityPage = /*#__PURE__*/ page('blog', '/page/*', { id: 'id' });
export const contact = /*#__PURE__*/ page('contact', '/contact');
export const help = /*#__PURE__*/ page('template', '/ayuda');
export const accessibility = /*#__PURE__*/ page('template', '/accesibilidad');
export const privacyPolicy = /*#__PURE__*/ page('template', '/privacy-policy');
export const termsOfUse = /*#__PURE__*/ page('template', '/terms-use');
export const staffConsole = /*#__PURE__*/ page('admin', '/admin/*');
