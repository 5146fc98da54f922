#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then runs the portal server on :8000 (hosting
// page, API, media, the shell's files) and each remote from its own port, as separate
// deployments would be. Ctrl+C stops everything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT } from './containers.mjs';
import { ensureLocalRegistry, startPortal } from './portal-processes.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs'), '--missing'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!process.env.REMOTES_FILE) ensureLocalRegistry();
const { apiPort, stop, api } = await startPortal();
console.log(`Remotes: ${REMOTES.map((r) => `${r.folder} :${r.port}`).join(', ')}`);
console.log(`Portal: http://localhost:${apiPort}`);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
