// Starts the composed site: the portal server and one static server per remote (plus any extra
// static folders, e.g. a second build of a remote). Used by `npm start` and the browser tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODE, REMOTES, ROOT, localRegistry } from './containers.mjs';
import { serveStatic } from './serve-static.mjs';

/**
 * @param {object} o
 * @param {number} [o.portOffset] added to every default port (the browser tests use 100)
 * @param {Record<string,string>} [o.env] extra environment for the portal server
 * @param {{dir: string, port: number}[]} [o.extraStatic]
 * @returns {Promise<{ apiPort: number, stop: () => void, api: import('node:child_process').ChildProcess }>}
 */
export async function startPortal({ portOffset = 0, env = {}, extraStatic = [] } = {}) {
  const servers = [];
  for (const remote of REMOTES) {
    servers.push(await serveStatic(path.join(remote.dir, 'dist'), remote.port + portOffset));
  }
  for (const extra of extraStatic) servers.push(await serveStatic(extra.dir, extra.port));
  const apiPort = Number(env.PORT ?? process.env.PORT ?? 8000 + portOffset);
  // telemetry.ts first: tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, nothing otherwise.
  const api = spawn(NODE, ['--import', './src/telemetry.ts', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, ...env, PORT: String(apiPort) },
  });
  const stop = () => {
    api.kill('SIGTERM');
    for (const s of servers) s.close();
  };
  api.on('exit', () => {
    for (const s of servers) s.close();
  });
  return { apiPort, stop, api };
}

/**
 * Writes the default registry of a development checkout (every remote from its own port on
 * localhost) when the registry file does not exist yet; an existing file is the operator's and is
 * left alone. Ports come from each remote's package.json, so none is written twice.
 */
export function ensureLocalRegistry(file = path.join(ROOT, 'api/config/remotes.json')) {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ default: localRegistry(), customers: {} }, null, 2)}\n`);
  console.log(`Registro de remotos creado: ${path.relative(ROOT, file)}`);
}
