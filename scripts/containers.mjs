// The five containers and the ports their static servers use in the default run.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folder and default port of each container. */
export const CONTAINERS = ['shell', 'mfe-procedures', 'mfe-blog', 'mfe-contact', 'mfe-template'].map((folder) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return { folder, port: pkg.config.port, dir: path.join(ROOT, folder) };
});

/**
 * The project's pinned Node 24 (devDependency `node`). The portal server needs it (type stripping,
 * node:sqlite) even when a script was started by an older system Node.
 */
export const NODE = existsSync(path.join(ROOT, 'node_modules/node/bin/node')) ? path.join(ROOT, 'node_modules/node/bin/node') : process.execPath;

export const REMOTES = CONTAINERS.filter((c) => c.folder !== 'shell');
