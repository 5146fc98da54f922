// npm run bench -w api [-- --procedures N --seconds S --connections C]
// Loopback benchmark with autocannon: procedures.json and the post list against a static file
// of the very same bytes served by the same server, each without Accept-Encoding, with brotli and
// with gzip. Prints bytes on the wire, req/s, p99 and the ratio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed.ts';

const { values } = parseArgs({
  options: {
    procedures: { type: 'string', default: '44' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const shellDist = path.join(dir, 'shell');
fs.mkdirSync(shellDist);
fs.writeFileSync(path.join(shellDist, 'index.html'), '<meta name="portal-boot" content="">');
// The bench measures API reads only: no page, so no remote.
fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ default: {} }));
const config = loadConfig({
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
  SHELL_DIST: shellDist,
  MEDIA_DIR: path.join(dir, 'media'),
  REMOTES_FILE: path.join(dir, 'remotes.json'),
  LOG_LEVEL: 'silent',
});
const db = createDatabase(config.database);
await migrateToLatest(db);
await seedDemo(db, config.mediaDir, { procedures: Number(values.procedures) });
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

interface Target { title: string; method: 'GET' | 'POST'; path: string; body?: string }
type Encoding = 'identity' | 'br' | 'gzip';

function headersFor(target: Target, encoding: Encoding): Record<string, string> {
  return {
    ...(target.body ? { 'content-type': 'application/json' } : {}),
    ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }),
  };
}

/** Bytes of the body as sent (compressed when asked), checked to be in the asked encoding. */
async function wireBytes(target: Target, encoding: Encoding): Promise<number> {
  const response = await app.inject({ method: target.method, url: target.path, payload: target.body, headers: headersFor(target, encoding) });
  const sent = response.headers['content-encoding'] ?? 'identity';
  if (sent !== encoding) throw new Error(`${target.path} answered ${sent} to ${encoding}`);
  return response.rawPayload.length;
}

async function fetchBody(target: Target): Promise<string> {
  const response = await fetch(base + target.path, {
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
  return response.text();
}

async function run(target: Target, encoding: Encoding, duration = seconds) {
  const result = await autocannon({
    url: base + target.path,
    method: target.method,
    body: target.body,
    headers: headersFor(target, encoding),
    connections,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { reqs: result.requests.average, p99: result.latency.p99 };
}

const pairs: [Target, string][] = [
  [{ title: 'procedures.json', method: 'GET', path: '/djstatic/sanrafael/procedures.json' }, 'bench-procedures.json'],
  [{ title: 'post list (POST /api/v2/blog/post/)', method: 'POST', path: '/api/v2/blog/post/', body: '{"customer_id":"1","page":0}' }, 'bench-posts.json'],
];

console.log(`Bench: ${values.procedures} procedures, ${connections} connections, ${seconds} s per run, Node ${process.version}, ${os.cpus().length} CPUs`);
const rows: string[] = [];
try {
  for (const [target, staticName] of pairs) {
    const bytes = await fetchBody(target);
    fs.writeFileSync(path.join(shellDist, staticName), bytes);
    const staticTarget: Target = { title: `static ${staticName}`, method: 'GET', path: `/${staticName}` };
    for (const encoding of ['identity', 'br', 'gzip'] as const) {
      const size = await wireBytes(target, encoding);
      await run(target, encoding, 1); // warm-up (and the one compression), discarded
      await run(staticTarget, encoding, 1);
      const api = await run(target, encoding);
      const file = await run(staticTarget, encoding);
      const ratio = api.reqs / file.reqs;
      rows.push(`| ${target.title} | ${encoding} | ${size} B | ${Math.round(api.reqs)} req/s, p99 ${api.p99} ms | ${Math.round(file.reqs)} req/s, p99 ${file.p99} ms | ${(ratio * 100).toFixed(0)}% |`);
    }
  }
  console.log('\n| endpoint | encoding | bytes sent | endpoint | static file, same bytes | ratio |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
