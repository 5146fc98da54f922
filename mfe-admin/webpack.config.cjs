// mfe-admin: the 'admin' remote, the staff console. Its one page (/admin/* with sub-routes inside)
// is listed in src/routes.json; the build exposes it from there.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  // The rich-text editor of posts and pages (src/rich-text/RichTextField.tsx) loads these on demand.
  onDemandLibraries: { 'rich-text-editor': ['@tiptap/', 'prosemirror-', 'linkifyjs', 'orderedmap', 'rope-sequence', 'w3c-keyname'] },
});
