// The containers of the portal and their ports. A container is a workspace with a webpack config;
// its federation name is its package name without 'mfe-' (mfe-blog → blog), and its port is written once,
// in its package.json (`config.port`): the dev server, the static server, the default registry and
// the browser tests all read it from here.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** The container in folder `dir`, described by its package.json. */
function containerAt(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const port = pkg.config?.port;
  if (!Number.isInteger(port)) throw new Error(`${path.join(dir, 'package.json')} needs "config": { "port": <number> }`);
  return { folder: path.relative(ROOT, dir), name: pkg.name.replace(/^mfe-/, ''), port, dir: path.resolve(dir) };
}

/** Every container, the shell first, in the order of the root package.json's workspaces. */
const CONTAINERS = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .workspaces.filter((folder) => fs.existsSync(path.join(ROOT, folder, 'webpack.config.cjs')))
  .map((folder) => containerAt(path.join(ROOT, folder)));

/** The remotes (every container but the shell). */
const REMOTES = CONTAINERS.filter((container) => container.name !== 'shell');

/** Registry entries (name → manifest URL) of every remote served from localhost, ports moved by `offset`. */
function localRegistry(offset = 0) {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port + offset}/mf-manifest.json`]));
}

module.exports = { ROOT, CONTAINERS, REMOTES, containerAt, localRegistry };
