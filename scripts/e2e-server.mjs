#!/usr/bin/env node
// The site the browser tests run against: the built containers on ports offset by E2E_PORT_OFFSET,
// a fresh SQLite database, the remote variants of e2e/variants.json each on its own port, and a
// registry whose customer 2 (santalucia.localhost) gets the v2 build of mfe-template (one page
// more than the main build). The shell and the server are the same for every customer.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, localRegistry } from './containers.mjs';
import { startPortal } from './portal-processes.mjs';
import { VARIANTS, VARIANTS_DIR, buildVariants } from './e2e-variants.mjs';

// Ports and the scratch folder follow E2E_PORT_OFFSET (e2e/support/ports.ts), so runs can coexist.
const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const tmp = path.join(ROOT, `e2e/.tmp-${E2E_OFFSET}`);
const variantUrl = (name) => `http://localhost:${VARIANTS[name].port + E2E_OFFSET}/mf-manifest.json`;

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

/**
 * Runs `work` while holding the e2e build lock: the browser tests start one site per worker at
 * once, and only one of them may build what is missing (the others then find it built). A lock
 * left by a run that was killed is taken over after ten minutes.
 */
function withBuildLock(work) {
  const lock = path.join(ROOT, 'e2e/.build-lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age = 0;
      try { age = Date.now() - statSync(lock).mtimeMs; } catch { continue; }
      if (age > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 500);
    }
  }
  // A failed build exits the process from inside `work`; the lock goes with it.
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', release);
  try {
    work();
  } finally {
    process.removeListener('exit', release);
    release();
  }
}

withBuildLock(() => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs'), '--missing'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  buildVariants();
});

// The browser tests edit this file (canary, rollback, a build the shell refuses) and put it back.
const registryFile = path.join(tmp, 'remotes.json');
writeFileSync(registryFile, JSON.stringify({ default: localRegistry(E2E_OFFSET), customers: { 2: { template: variantUrl('template-v2') } } }, null, 2));

const { stop, api } = await startPortal({
  portOffset: E2E_OFFSET,
  extraStatic: Object.entries(VARIANTS).map(([name, { port }]) => ({ dir: path.join(VARIANTS_DIR, name, 'dist'), port: port + E2E_OFFSET })),
  env: {
    DATABASE_URL: `sqlite:${path.join(tmp, 'portal.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    // Every e-mail the site sends is an .eml file here (e2e/tests/booking-email.spec.ts reads them).
    MAIL_DIR: path.join(tmp, 'mail'),
    REMOTES_FILE: registryFile,
    CUSTOMER_HOSTS: 'santalucia.localhost=2',
    WRITE_RATE_LIMIT: '10000',
    // A machine client for tests that act as the city's staff through the corporate API.
    ADMIN_TOKENS: 'e2e-admin-token-0123456789abcdef',
    CERT_CHECK_RATE_LIMIT: '10000',
    // Every browser of the run comes from one address: a citizen's pages (/seguimiento, /pagos)
    // look their request up on each view, so the look-up budget is a run's, not a citizen's
    // (its limit is tested in api/test/abuse-limits.test.ts).
    LOOKUP_RATE_LIMIT: '10000',
    // Mi carpeta's national identity provider: the browser test that signs in through it starts it
    // on this port (e2e/support/identity-provider.ts); discovery waits until the first sign-in.
    OIDC_ISSUER: `http://127.0.0.1:${8026 + E2E_OFFSET}`,
    OIDC_CLIENT_ID: 'portal-e2e',
    OIDC_CLIENT_SECRET: 'portal-e2e-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    // The browser tests' databases are thrown away: nothing to back up.
    BACKUP_EVERY_HOURS: '0',
    // A scheduled news post goes public within a second of its time (e2e/tests/post-scheduling.spec.ts).
    SCHEDULED_PUBLISH_EVERY_MS: '1000',
  },
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
