const path = require('node:path');

/**
 * The TypeScript rule of every build (browser and Node). Type errors are `npm run typecheck`'s
 * job; the build only strips types.
 */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
    exclude: /node_modules/,
  };
}

module.exports = { typescriptRule };
