// What the build plugins need to know of webpack's chunk graph under Module Federation: which
// modules are shared ones and which chunks a module's async block loads.

/** The federation plugin's module for a shared package this container provides (its own copy). */
const isProvidedShared = (module) => module.constructor.name === 'ProvideSharedModule';

/** The module standing for a shared package this container uses (its fallback is its own copy). */
const isConsumedShared = (module) => module.constructor.name === 'ConsumeSharedModule';

/** The chunks loaded for one async block (a dynamic import or a shared module's factory). */
function blockChunks(chunkGraph, block) {
  return chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
}

/** The JavaScript files of a chunk. */
function jsFiles(chunk) {
  return [...chunk.files].filter((file) => file.endsWith('.js'));
}

module.exports = { isProvidedShared, isConsumedShared, blockChunks, jsFiles };
