// The Node target of a container (issue 20): the same source built as a commonjs federation
// container for the portal server's renderer, published beside the browser build in dist/server/.
// The portal server loads the shell's from its own disk; the shell's renderer loads each remote's
// from the remote's origin over HTTP (`<manifest folder>/server/remoteEntry.js`), through
// @module-federation/node's runtime plugin, which fetches and runs the entry and its chunks.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const { sharedMap } = require('./shared-map.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { callTableRule } = require('./call-table-loader.cjs');
const { pictureRule } = require('./picture-rule.cjs');

/**
 * @param {object} o
 * @param {string} o.dir the container's folder
 * @param {string} o.name its federation name
 * @param {boolean} o.production
 * @param {string} o.outDir the browser build's folder; the server build goes to its server/
 * @param {Record<string, string>} o.exposes what the container exposes on the server
 */
function serverWebpackConfig({ dir, name, production, outDir, exposes }) {
  return {
    mode: production ? 'production' : 'development',
    target: 'async-node',
    // The container entry is all a server build needs: the browser's main entry mounts React on a DOM.
    entry: {},
    context: dir,
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      // Hashed: a redeployed remote's chunks never collide with the ones a running server holds.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescriptRule(dir), callTableRule(), pictureRule({ emit: false })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedMap(dir),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new DefinePlugin({
        'process.env.PORTAL_BUILD_STAMP': JSON.stringify(process.env.PORTAL_BUILD_STAMP ?? ''),
      }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { serverWebpackConfig };
