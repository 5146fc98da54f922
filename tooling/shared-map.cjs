// The one shared map every container's webpack config uses. Every entry is a singleton so the page
// holds one React, one jotai store and one styled-components sheet whatever mix of remote builds an
// operator deploys. requiredVersion comes from @portal/shared's package.json, the single place
// where these versions are declared: the copy the container resolves, so a container built against
// a newer @portal/shared requires that version (the shell refuses it, clearly, when it provides less).
//
// The router, axios and i18next are singletons too, but as part of @portal/shared: containers
// import them only through it (the lint config forbids direct imports), so they are not separate
// keys. A federated module keeps every export, because the host cannot know what a remote will
// use; inside @portal/shared the build keeps only what the package re-exports or calls, which
// drops react-router's data routers and most of react-i18next from the first visit.
const path = require('node:path');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'jotai',
  'styled-components',
];

// Sub-path imports are separate share keys in Module Federation; without these, each container
// would bundle its own JSX runtime and React DOM client.
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom', 'jotai/utils': 'jotai' };

/** The package.json of the @portal/shared a container in `dir` builds against. */
function sharedPackage(dir) {
  return require(require.resolve('@portal/shared/package.json', { paths: [path.resolve(dir)] }));
}

/** The Module Federation `shared` option of the container in `dir`: the singletons and @portal/shared itself. */
function sharedMap(dir) {
  const pkg = sharedPackage(dir);
  const map = {};
  for (const name of SINGLETON_PACKAGES) {
    map[name] = { singleton: true, requiredVersion: pkg.dependencies[name] };
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    map[subpath] = { singleton: true, requiredVersion: pkg.dependencies[owner] };
  }
  map['@portal/shared'] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
  return map;
}

module.exports = { sharedMap, sharedPackage, SINGLETON_PACKAGES };
