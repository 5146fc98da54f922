// mfe-admin: the 'admin' remote, the staff console. Its one page (/admin/* with sub-routes inside)
// is listed in src/routes.json; the build exposes it from there.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  // The rich-text editor of posts and pages (src/rich-text/RichTextField.tsx) loads these on demand
  // (use-sync-external-store and fast-equals are @tiptap/react's own: left out, webpack split them
  // into a chunk of their own once the editor's chunk grew, counted with the console's main code).
  onDemandLibraries: {
    'rich-text-editor': ['@tiptap/', 'prosemirror-', 'linkifyjs', 'orderedmap', 'rope-sequence', 'w3c-keyname', 'use-sync-external-store', 'fast-equals'],
  },
});
