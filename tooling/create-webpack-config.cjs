// Builds a container's webpack config: every container (the shell and each remote) differs only
// by its folder, so that is nearly all its own webpack.config.cjs says. Its federation name and port
// come from its package.json (containers.cjs); a remote's exposes from its route table
// (src/routes.json), which the build also publishes in mf-manifest.json (`metaData.portal`).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { containerAt } = require('./containers.cjs');
const { readContainerRoutes } = require('./container-routes.cjs');
const { sharedMap } = require('./shared-map.cjs');
const { SharedChunksPlugin } = require('./shared-chunks-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { serverWebpackConfig } = require('./server-webpack-config.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { callTableRule } = require('./call-table-loader.cjs');
const { pictureRule } = require('./picture-rule.cjs');

/**
 * @param {object} o
 * @param {string} o.dir the container's folder (__dirname of its config)
 * @param {string[]} [o.runtimePlugins] federation runtime plugins (host only)
 * @param {Record<string, string>} [o.serverExposes] modules only the Node build exposes (the shell's renderer)
 * @param {Record<string, string[]>} [o.onDemandLibraries] per chunk name, the packages (name prefixes
 *   under node_modules) its lazy import pulls in: they go into one async chunk `<name>-libs`, which
 *   scripts/size-report.mjs measures against the chunk's own budget (`onDemandChunksGzipKB`)
 *
 * `webpack --env server` builds the container's Node target instead (server-webpack-config.cjs).
 */
function createWebpackConfig({ dir, runtimePlugins = [], serverExposes = {}, onDemandLibraries = {} }) {
  // name: the federation name, also the global name of the remote entry; port: the dev server's.
  const { name, port } = containerAt(dir);
  const isHost = name === 'shell';
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Read per build, so a dev server restarted after an edit of the table picks it up.
    const { published, exposes } = readContainerRoutes(dir, { remote: !isHost });
    const outDir = process.env.PORTAL_DIST_DIR ? path.resolve(dir, process.env.PORTAL_DIST_DIR) : path.join(dir, 'dist');
    if (env?.server) return serverWebpackConfig({ dir, name, production, outDir, exposes: { ...exposes, ...serverExposes } });
    return {
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      context: dir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes load their chunks from wherever their manifest says they live.
        publicPath: 'auto',
        // The federation runtime renders this template without a chunk, so entries carry no hash;
        // the page asks for them with ?hash (html-webpack-plugin) and chunks are content-named.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          'use-sync-external-store/shim$': require.resolve('./use-sync-external-store-shim.cjs'),
          'use-sync-external-store/shim/index.js$': require.resolve('./use-sync-external-store-shim.cjs'),
        },
      },
      module: {
        rules: [
          typescriptRule(dir),
          callTableRule(),
          { test: /\.svg$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
          pictureRule({ emit: true }),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedMap(dir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          // The route table travels inside the manifest, so a route and the module it names are
          // deployed together: the portal server reads both in one request.
          manifest: {
            additionalData: ({ stats }) => {
              stats.metaData.portal = published;
              return stats;
            },
          },
          dts: false,
          // The federation runtime ships once, with the shell; remotes use it instead of carrying
          // their own copy (about 27 KB gzip each). A remote run alone (development) keeps its own.
          // `target: 'web'` drops the runtime's Node loading code, which a browser never runs.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            optimization: { target: 'web' },
          },
        }),
        // Which files are shared singletons, for the size report (budgets.json).
        new SharedChunksPlugin(),
        // Startup files compiled off the main thread (issue 20's blocking time).
        ...(production ? [new CompileHintsPlugin({ host: isHost })] : []),
        // A visible stamp lets an operator (and the tests) tell two builds of one remote apart.
        new DefinePlugin({ 'process.env.PORTAL_BUILD_STAMP': JSON.stringify(process.env.PORTAL_BUILD_STAMP ?? '') }),
        // Each container has a page of its own: the shell's is the hosting page the server fills in;
        // a remote's runs it alone (standalone) for its team's development.
        new HtmlWebpackPlugin({
          // The shell's page is its own (the server fills it in); every remote's standalone page is this one.
          template: isHost ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
          title: `${name} (standalone)`,
          inject: 'body',
          scriptLoading: 'defer',
          hash: production,
          // Absolute, so a page opened at a nested URL (/post/…, /blog-grid/) still finds its scripts.
          publicPath: '/',
        }),
      ],
      optimization: { moduleIds: 'deterministic', ...onDemandSplit(onDemandLibraries) },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: true,
        client: { overlay: false },
        // A remote run alone talks to the portal server for its data.
        proxy: [{ context: ['/api', '/djstatic', '/djmedia'], target: 'http://localhost:8000' }],
      },
      stats: 'errors-warnings',
    };
  };
}

/** splitChunks groups giving each on-demand chunk's libraries a chunk of their own, by name. */
function onDemandSplit(onDemandLibraries) {
  const entries = Object.entries(onDemandLibraries);
  if (entries.length === 0) return {};
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const cacheGroups = Object.fromEntries(entries.map(([chunk, packages]) => [`${chunk}-libs`, {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(escape).join('|')})`),
    name: `${chunk}-libs`,
    chunks: 'async',
    enforce: true,
    priority: 20,
  }]));
  return { splitChunks: { cacheGroups } };
}

module.exports = { createWebpackConfig };
