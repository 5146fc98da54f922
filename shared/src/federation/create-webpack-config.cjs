// Builds a container's webpack config: every container (the shell and each remote) differs only
// by name, exposes and port, so that is all its own webpack.config.cjs says.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { sharedMap } = require('./shared-map.cjs');
const { SharedChunksPlugin } = require('./shared-chunks-plugin.cjs');

/**
 * @param {object} o
 * @param {string} o.name federation name (also the global name of the remote entry)
 * @param {string} o.dir the container's folder (__dirname of its config)
 * @param {number} o.port dev-server port
 * @param {Record<string,string>} [o.exposes] remote modules
 * @param {string[]} [o.runtimePlugins] federation runtime plugins (host only)
 */
function createWebpackConfig({ name, dir, port, exposes = {}, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = name === 'shell';
    const outDir = process.env.PORTAL_DIST_DIR ? path.resolve(dir, process.env.PORTAL_DIST_DIR) : path.join(dir, 'dist');
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
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // Type errors are `npm run typecheck`'s job; the build only strips types.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
            exclude: /node_modules/,
          },
          { test: /\.svg$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedMap(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
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
      optimization: { moduleIds: 'deterministic' },
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

module.exports = { createWebpackConfig };
