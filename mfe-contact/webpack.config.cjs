// mfe-contact: the 'contact' remote. Its pages (and widgets) are listed in src/routes.json; the build
// exposes them from there.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

module.exports = createWebpackConfig({ dir: __dirname });
