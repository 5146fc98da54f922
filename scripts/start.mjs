#!/usr/bin/env node
// `npm start`: builds whatever is not built yet, then runs the portal server on :8000 (hosting
// page, API, media, the shell's files) and each remote from its own port, as separate
// deployments would be. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT } from './containers.mjs';
import { serveStatic } from './serve-static.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs'), '--missing'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = [];
for (const remote of REMOTES) {
  servers.push(await serveStatic(path.join(remote.dir, 'dist'), remote.port));
}

const api = spawn(process.execPath, ['src/server.ts'], { cwd: path.join(ROOT, 'api'), stdio: 'inherit', env: process.env });
const port = process.env.PORT ?? '8000';
console.log(`Remotes: ${REMOTES.map((r) => `${r.folder} :${r.port}`).join(', ')}`);
console.log(`Portal: http://localhost:${port}`);

function stop() {
  api.kill('SIGTERM');
  for (const s of servers) s.close();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  for (const s of servers) s.close();
  process.exit(code ?? 0);
});
