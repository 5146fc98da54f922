// Writes <link rel="preload"> tags for every script the shell needs before its first render into
// the hosting page's <head>. Without them the browser learns of each chunk only when the one before
// it has run: main.js, then the bootstrap chunk, then each shared singleton it consumes, then the
// singletons those consume (react-dom needs react, @portal/shared needs jotai), one round trip each
// on a slow phone.
//
// The build knows that set exactly: the chunks of the entry's `import('./bootstrap')`, plus, for
// every shared module those chunks consume, the chunks of the shell's own copy (the shell registers
// first, so its copy is the one the federation runtime loads), followed transitively. Lazy chunks
// inside the bootstrap (a page's slider) are left to load when needed.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { blockChunks, isConsumedShared, isProvidedShared, jsFiles } = require('./chunk-graph.cjs');

const PLUGIN = 'BootPreloadPlugin';

/** The JS files the shell loads before its first render, in load order, main.js excluded. */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (isProvidedShared(module)) provided.set(module._name, module);
  }
  const files = [];
  const seen = new Set();
  function addChunk(chunk) {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    files.push(...jsFiles(chunk));
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsumedShared(module)) continue;
      // The runtime may take either the provided copy or the consumer's fallback (webpack can emit
      // the same code under both); both are the shell's own files, so both are announced.
      const blocks = [...module.blocks, ...(provided.get(module.options.shareKey)?.blocks ?? [])];
      for (const block of blocks) blockChunks(chunkGraph, block).forEach(addChunk);
    }
  }
  const entry = compilation.entrypoints.get('main');
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      // The entry module's own dynamic import is the bootstrap; deeper imports are lazy pages.
      const root = module.rootModule ?? module;
      for (const block of root.blocks) blockChunks(chunkGraph, block).forEach(addChunk);
    }
  }
  return files.filter((file) => !entry.getFiles().includes(file));
}

class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin, bootFiles };
