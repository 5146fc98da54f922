// Starts the real entry point (src/server.ts) as a child process on a free port, for tests that
// need real listening servers: several instances, signals, start-up failures.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output(): string;
  /** resolves with the exit code once the process has exited */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One HTTP request to a local port, optionally from another loopback address (its own rate-limit key). */
export function request(port: number, method: string, url: string, options: { body?: object; raw?: string; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, method, path: url, localAddress: options.from, agent: false,
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...options.headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The arguments that run src/server.ts and announce over IPC when it listens (announce-listening.ts). */
export const SERVER_ARGS = [
  '--disable-warning=ExperimentalWarning',
  '--import', path.resolve(import.meta.dirname, 'announce-listening.ts'),
  path.resolve(import.meta.dirname, '../../src/server.ts'),
];

/** Spawns src/server.ts: stdout and stderr piped, and the IPC channel its announcement comes on. */
export function spawnServer(env: Record<string, string>): ChildProcess {
  // No e-mail is delivered (nor written into the developer's api/data/outbox) unless a test asks for it.
  return spawn(process.execPath, SERVER_ARGS, { env: { MAIL_WORKER: 'off', BACKUP_EVERY_HOURS: '0', ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
}

/**
 * Resolves once `child` listens (its announcement), or rejects with `output()` when it exits first
 * or has not listened within `withinMs`.
 */
export function listening(child: ChildProcess, output: () => string, withinMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done(new Error(`server not listening within ${withinMs} ms: ${output()}`));
    }, withinMs);
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'listening' in message) done();
    };
    const onExit = (code: number | null) => done(new Error(`server exited with ${code}: ${output()}`));
    function done(error?: Error) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts src/server.ts with env (on env.PORT, else a free port) and waits until it listens and /readyz answers 200 (or throws with its output). */
export async function startServer(env: Record<string, string>, readyWithinMs = 30_000): Promise<ServerProcess> {
  // A port of the caller's (an instance started again where its balancer looks for it), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawnServer({ HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await listening(child, () => output, readyWithinMs);
  // It listens only once migrated and seeded: ready at once.
  const ready = await request(port, 'GET', '/readyz');
  if (ready.status !== 200) {
    child.kill('SIGKILL');
    throw new Error(`server listening but not ready (${ready.status} ${ready.body}): ${output}`);
  }
  return {
    port, child, exited, output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
