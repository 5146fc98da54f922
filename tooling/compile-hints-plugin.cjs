// Marks the scripts a page runs as soon as they arrive with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+, https://v8.dev/blog/explicit-compile-hints). V8
// then compiles every function of such a file eagerly, on the background thread that streams it,
// instead of lazily on the main thread the first time each function is called. On a first visit
// that lazy compilation was a large part of a phone's long tasks (issue 20: React's renderer, the
// federation runtime, a remote's page); other engines read the line as a comment.
//
// Only startup files carry it, since eager compilation of code that never runs costs memory and
// background CPU: the shell's main.js and boot files (the ones BootPreloadPlugin announces), and a
// remote's remoteEntry.js and exposed pages, which run as soon as they load. Chunks those load
// later (a dialog, a slider) stay lazy, and so does a remote's standalone page.
const { Compilation, sources } = require('webpack');
const { blockChunks, jsFiles } = require('./chunk-graph.cjs');
const { bootFiles } = require('./boot-preload-plugin.cjs');

const PLUGIN = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

/** The JS files that run as soon as they load; `host`: the shell, whose `main` entry is the page's. */
function startupFiles(compilation, { host }) {
  const files = new Set(host ? [...compilation.entrypoints.get('main').getFiles(), ...bootFiles(compilation)] : []);
  for (const module of compilation.modules) {
    // The federation container entry: each exposed module is one async block of it.
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) jsFiles(chunk).forEach((file) => files.add(file));
    for (const block of module.blocks) {
      for (const chunk of blockChunks(compilation.chunkGraph, block)) jsFiles(chunk).forEach((file) => files.add(file));
    }
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

class CompileHintsPlugin {
  /** @param {{ host: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minification (which would drop the comment), before content hashes are computed.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        for (const file of startupFiles(compilation, this.options)) {
          if (compilation.getAsset(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, startupFiles, HINT };
