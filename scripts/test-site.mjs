// Starts the composed site the way the browser tests do (scripts/e2e-server.mjs: built containers,
// fresh database, ports moved by `offset`), for the measuring scripts (lighthouse, ssr-bench).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { NODE, ROOT } from './containers.mjs';

/**
 * Starts the site and resolves once it answers. `env` is added to the server's environment
 * (SSR=off, say). `stop()` ends it and resolves when it has exited.
 */
export async function startTestSite({ offset, env = {} }) {
  const base = `http://localhost:${8000 + offset}`;
  const site = spawn(NODE, [path.join(ROOT, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, ...env, E2E_PORT_OFFSET: String(offset) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => site.once('exit', resolve));
  const stop = async () => {
    site.kill('SIGTERM');
    await exited;
  };
  process.once('exit', () => site.kill('SIGTERM'));
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/config/site/`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`the site did not start at ${base}`);
}
