// The five containers and the ports their static servers use in the default run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folder and default port of each container. */
export const CONTAINERS = ['shell', 'mfe-procedures', 'mfe-blog', 'mfe-contact', 'mfe-template'].map((folder) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return { folder, port: pkg.config.port, dir: path.join(ROOT, folder) };
});

export const REMOTES = CONTAINERS.filter((c) => c.folder !== 'shell');
