#!/usr/bin/env node
// The site the browser tests run against: the built containers on ports offset by 100, a fresh
// SQLite database, and a registry whose customer 2 (santalucia.localhost) gets a second build of
// mfe-template stamped 'v2' from its own port. The shell is not rebuilt for it.
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './containers.mjs';
import { remoteUrls, startPortal } from './portal-processes.mjs';

// Ports and the scratch folder follow E2E_PORT_OFFSET (e2e/support/ports.ts), so runs can coexist.
const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const tmp = path.join(ROOT, `e2e/.tmp-${E2E_OFFSET}`);
const templateV2 = path.join(ROOT, 'mfe-template/dist-v2');
const V2_PORT = 8024 + E2E_OFFSET;

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs'), '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The v2 build is rebuilt whenever it is older than the main one: a v2 left from before a change
// to the shared libraries would test a mix of builds no operator would deploy.
const builtAt = (dir) => (existsSync(path.join(dir, 'mf-manifest.json')) ? statSync(path.join(dir, 'mf-manifest.json')).mtimeMs : 0);
if (builtAt(templateV2) < builtAt(path.join(ROOT, 'mfe-template/dist'))) {
  const v2 = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, 'mfe-template'),
    stdio: 'inherit',
    env: { ...process.env, PORTAL_BUILD_STAMP: 'v2', PORTAL_DIST_DIR: 'dist-v2' },
  });
  if (v2.status !== 0) process.exit(v2.status ?? 1);
}

const registryFile = path.join(tmp, 'remotes.json');
writeFileSync(
  registryFile,
  JSON.stringify({ default: remoteUrls(E2E_OFFSET), customers: { 2: { template: `http://localhost:${V2_PORT}/mf-manifest.json` } } }, null, 2),
);

const { stop, api } = await startPortal({
  portOffset: E2E_OFFSET,
  extraStatic: [{ dir: templateV2, port: V2_PORT }],
  env: {
    DATABASE_URL: `sqlite:${path.join(tmp, 'portal.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    REMOTES_FILE: registryFile,
    CUSTOMER_HOSTS: 'santalucia.localhost=2',
    WRITE_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  },
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
