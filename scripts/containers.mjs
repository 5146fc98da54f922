// The containers and their ports (@portal/tooling/containers.cjs reads them from each package.json),
// and the Node the portal server runs on.
import { existsSync } from 'node:fs';
import path from 'node:path';
import containers from '@portal/tooling/containers.cjs';

export const { ROOT, CONTAINERS, REMOTES, localRegistry } = containers;

/**
 * The project's pinned Node 24 (devDependency `node`). The portal server needs it (type stripping,
 * node:sqlite) even when a script was started by an older system Node.
 */
export const NODE = existsSync(path.join(ROOT, 'node_modules/node/bin/node')) ? path.join(ROOT, 'node_modules/node/bin/node') : process.execPath;
