// Emits shared-chunks.json: the JS files of a build that hold shared singletons, i.e. the chunks of
// every provided shared module and of every consumer's fallback, with whatever they pull in (the
// router and axios inside @portal/shared). The federation manifest lists only the chunk holding
// each shared module itself, so a size report reading it would count a singleton's dependencies as
// the container's own code. scripts/size-report.mjs reads this file instead.
const { sources } = require('webpack');
const { blockChunks, isConsumedShared, isProvidedShared, jsFiles } = require('./chunk-graph.cjs');

const PLUGIN = 'SharedChunksPlugin';
const FILE = 'shared-chunks.json';

/** Chunk files reachable from the shared modules' async blocks. */
function sharedFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  for (const module of compilation.modules) {
    if (!isProvidedShared(module) && !isConsumedShared(module)) continue;
    for (const block of module.blocks) {
      for (const chunk of blockChunks(chunkGraph, block)) jsFiles(chunk).forEach((file) => files.add(file));
    }
  }
  return [...files].sort();
}

class SharedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ files: sharedFiles(compilation) }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { SharedChunksPlugin };
