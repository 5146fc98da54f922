// The one shared map every container's webpack config uses. Every entry is a singleton so the page
// holds one React, one jotai store and one styled-components sheet whatever mix of remote builds an
// operator deploys. requiredVersion comes from @portal/shared's package.json, the single place
// where these versions are declared.
//
// The router, axios and i18next are singletons too, but as part of @portal/shared: containers
// import them only through it (the lint config forbids direct imports), so they are not separate
// keys. A federated module keeps every export, because the host cannot know what a remote will
// use; inside @portal/shared the build keeps only what the package re-exports or calls, which
// drops react-router's data routers and most of react-i18next from the first visit.
const pkg = require('../../package.json');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'jotai',
  'styled-components',
];

// Sub-path imports are separate share keys in Module Federation; without these, each container
// would bundle its own JSX runtime and React DOM client.
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom', 'jotai/utils': 'jotai' };

/** The Module Federation `shared` option: the singletons and @portal/shared itself. */
function sharedMap() {
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

module.exports = { sharedMap, SINGLETON_PACKAGES };
