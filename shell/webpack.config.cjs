// The shell: the host container. Remotes are not listed here; the hosting page gives their
// manifest URLs at run time, so one shell build serves any customer and any mix of remote builds.
const path = require('node:path');
const { createWebpackConfig } = require('@portal/tooling/create-webpack-config.cjs');
const { BootPreloadPlugin } = require('@portal/tooling/boot-preload-plugin.cjs');

const base = createWebpackConfig({
  dir: __dirname,
  runtimePlugins: [require.resolve('@portal/shared/federation/runtime-plugins.ts')],
  // The server renderer the portal server calls (issue 20); only the Node build has it.
  serverExposes: { './ssr': './src/ssr/render-page.tsx' },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // react-slick's polyfill and debounce dependencies replaced by what the browser already has.
  config.resolve.alias = {
    ...config.resolve.alias,
    'resize-observer-polyfill$': path.join(__dirname, 'src/vendor-shims/resize-observer.cjs'),
    'lodash.debounce$': path.join(__dirname, 'src/vendor-shims/debounce.cjs'),
  };
  if (config.mode === 'production' && !env?.server) config.plugins.push(new BootPreloadPlugin());
  return config;
};
