// @portal/ui: presentational parts more than one container shows. Build-time: each container
// compiles the parts it imports into its own bundle (no federation singleton), so a part is
// changed here once and reaches each container with its next build. Texts: a caller's label
// comes translated by the caller; the parts' own words are in src/i18n (registered on import).
export * from './Pagination';
export * from './pagination-items';
export * from './SocialLinks';
export * from './SocialIcon';
export * from './SiteSearchBox';
export * from './field-styles';
