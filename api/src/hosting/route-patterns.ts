// The page routes of spec section 2. A page path outside this list still gets the hosting page
// (the shell shows its 404 page) but with status 404, so crawlers and tests see the truth.
const exact = [
  '/', '/procedures', '/contact', '/privacy-policy', '/terms-use', '/coming-soon', '/digital-agency',
  '/creative-agency', '/personal-portfolio', '/home-startup', '/corporate-agency', '/blog-grid',
  '/service-one', '/service-two', '/project-grid-one', '/project-grid-two', '/project-grid-three',
  '/project-width-one', '/project-width-two', '/about-us', '/our-office', '/our-clients', '/team',
  '/case-study', '/testimonials', '/pricing-table', '/typography',
];

const withParam = [
  'blog-details', 'category', 'archive', 'author', 'post', 'service-details', 'project-details',
  'team-details', 'case-details',
];

const exactSet = new Set(exact);
const paramPattern = new RegExp(`^/(?:${withParam.join('|')})/[^/]+$`);
// Dynamic pages: /page{menu path}, the menu path itself starting with '/'.
const dynamicPage = /^\/page\/[^?#]+$/;

/** True when a path (no query) is a page route of the spec. '/404' is a known page that answers 404. */
export function isKnownPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const normalized = trimmed === '' ? '/' : trimmed;
  return exactSet.has(normalized) || paramPattern.test(normalized) || dynamicPage.test(normalized);
}
