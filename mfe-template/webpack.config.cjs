// mfe-template: the 'template' remote. Its pages are listed in src/routes.json, one exposed module
// per page, so visiting one demo page downloads that page's chunk (and the components it shares),
// never all of them.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

module.exports = createWebpackConfig({ dir: __dirname });
