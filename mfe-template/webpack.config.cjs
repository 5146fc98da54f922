// mfe-template: the 'template' remote. Its pages are listed in src/routes.json, one exposed module
// per page, so visiting one demo page downloads that page's chunk (and the components it shares),
// never all of them.
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');

const base = createWebpackConfig({ dir: __dirname });

module.exports = (env, argv) => {
  const config = base(env, argv);
  // @portal/ui's pagination serves both full-width project pages: one small chunk of its own
  // instead of a copy in each page's chunk (webpack copies shared modules under 20 KB by default).
  if (!env?.server) {
    config.optimization.splitChunks = {
      cacheGroups: { portalUi: { test: /[\\/]ui[\\/]src[\\/]/, name: 'portal-ui', chunks: 'async', minSize: 0, enforce: true } },
    };
  }
  return config;
};
