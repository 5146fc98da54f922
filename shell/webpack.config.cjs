// The shell: the host container. Remotes are not listed here; the hosting page gives their
// manifest URLs at run time, so one shell build serves any customer and any mix of remote builds.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  port: 8010,
  runtimePlugins: [require.resolve('@portal/shared/federation/runtime-plugins.ts')],
});
