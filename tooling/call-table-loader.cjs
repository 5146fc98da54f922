// The table of calls (@portal/contract, contract/src/calls/*-calls.ts) names each call's schemas for
// the server and the types. A browser bundle needs only a call's method and path: this loader drops
// the schema names (and the reference page's summary) from the entries it builds, so a container
// carries a few bytes per call it makes. The types still come from the source as written.
const SERVER_ONLY = /,\s*(?:request|response|error|query|summary):\s*'(?:[^'\\]|\\.)*'/g;

/** @this {{ resourcePath: string }} */
function callTableLoader(source) {
  return source.replace(SERVER_ONLY, '');
}

/** The rule that applies the loader to the table's files, before TypeScript. */
function callTableRule() {
  return { test: /[\\/]contract[\\/]src[\\/]calls[\\/][a-z-]+-calls\.ts$/, enforce: 'pre', use: { loader: __filename } };
}

module.exports = callTableLoader;
module.exports.callTableRule = callTableRule;
