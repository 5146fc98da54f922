#!/usr/bin/env node
// npm run bench:peak [-- --visitors 1000 --seconds 60]
// Peak day: many visitors at once over two portal instances (one PostgreSQL schema, one Redis
// prefix, the built shell and remotes), browsing home, the catalogue, a procedure page, the news
// and the site search, with 2 % writes (a contact message). The same mix, with the same bytes, is
// then asked of two plain static servers on the same machine: the physical limit a portal page
// cannot beat. Prints throughput, p50/p95/p99 per kind and errors for both, and writes the table
// into docs/performance.md (section "peak").
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { NODE, REMOTES, ROOT } from './containers.mjs';
import { writeFiguresSection } from './performance-doc.mjs';
import { serveStatic } from './serve-static.mjs';

const { values } = parseArgs({ options: { visitors: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '60' }, warmup: { type: 'string', default: '10' } } });
const visitors = Number(values.visitors);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// What Chromium sends: each page comes in the encoding a browser would get.
const ENCODINGS = 'gzip, deflate, br, zstd';
// Any well-formed token works for the double submit when the cookie and the header agree.
const CSRF = randomBytes(32).toString('base64url');

/** @typedef {{ kind: string, method: 'GET' | 'POST', path: string, weight: number, body?: string }} Target */

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The portal server (api/src/server.ts) on a free port, once /readyz answers 200. */
async function startServer(env, withinMs) {
  const port = await freePort();
  const child = spawn(NODE, ['--disable-warning=ExperimentalWarning', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, MAIL_WORKER: 'off', BACKUP_EVERY_HOURS: '0', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + withinMs; Date.now() < deadline && child.exitCode === null; ) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the portal server did not get ready on port ${port}`);
}

/** 98 % reads spread over five pages, 2 % contact messages. */
/** @returns {Target[]} */
function mix(procedurePath) {
  const body = JSON.stringify({ customer_id: 1, name: 'Visitante de carga', email: 'carga@example.org', phone: '0414-1234567', message: 'Mensaje de prueba de carga.' });
  return [
    { kind: 'home', method: 'GET', path: '/', weight: 30 },
    { kind: 'catalogue', method: 'GET', path: '/procedures', weight: 20 },
    { kind: 'procedure', method: 'GET', path: procedurePath, weight: 20 },
    { kind: 'news', method: 'GET', path: '/blog-grid/', weight: 18 },
    { kind: 'search', method: 'GET', path: '/buscar?q=licencia', weight: 10 },
    { kind: 'write', method: 'POST', path: '/api/v2/contact/', weight: 2, body },
  ];
}

/** A deterministic sequence of targets (the same for both runs), 100 long, by weight. */
function schedule(targets) {
  const list = targets.flatMap((target) => Array.from({ length: target.weight }, () => target));
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** `visitors` loops, spread evenly over the ports, each asking its next target as soon as the last answered. */
async function load(label, ports, targets, durationS, record) {
  const pools = ports.map((port) => new Pool(`http://127.0.0.1:${port}`, { connections: Math.ceil(visitors / ports.length), pipelining: 1 }));
  const sequence = schedule(targets);
  const times = new Map();
  const errors = new Map();
  const firstError = new Map();
  const end = Date.now() + durationS * 1000;
  let total = 0;
  const visitor = async (index) => {
    const pool = pools[index % pools.length];
    for (let step = index; Date.now() < end; step++) {
      const target = sequence[step % sequence.length];
      const started = performance.now();
      let ok = false;
      try {
        const answer = await pool.request({
          method: target.method, path: target.path, body: target.body,
          headers: target.method === 'POST'
            ? { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF }
            : { 'accept-encoding': ENCODINGS, accept: 'text/html' },
        });
        await answer.body.dump({ limit: Infinity });
        ok = answer.statusCode < 400;
        if (!ok && !firstError.has(target.kind)) firstError.set(target.kind, `HTTP ${answer.statusCode}`);
      } catch (error) {
        if (!firstError.has(target.kind)) firstError.set(target.kind, String(error));
      }
      if (!record) continue;
      total++;
      if (ok) (times.get(target.kind) ?? times.set(target.kind, []).get(target.kind)).push(performance.now() - started);
      else errors.set(target.kind, (errors.get(target.kind) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, i) => visitor(i)));
  await Promise.all(pools.map((pool) => pool.close()));
  for (const [kind, message] of firstError) console.log(`  ${label} · ${kind}: first error ${message}`);
  const kinds = targets.map(({ kind }) => {
    const sorted = (times.get(kind) ?? []).sort((a, b) => a - b);
    return { kind, count: sorted.length, errors: errors.get(kind) ?? 0, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  });
  const reads = kinds.filter((k) => k.kind !== 'write').reduce((sum, k) => sum + k.count, 0);
  return { label, reqPerSec: total / durationS, readsPerSec: reads / durationS, errors: kinds.reduce((sum, k) => sum + k.errors, 0), kinds };
}

/** Two plain static servers answering each target with the portal's own bytes and headers. */
async function startStaticServers(answers) {
  const file = path.join(os.tmpdir(), `peak-static-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  const children = [];
  const ports = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'peak-static-server.mjs'), file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => child.stdout.once('data', () => resolve()));
    children.push(child);
    ports.push(port);
  }
  return { ports, stop: () => { for (const child of children) child.kill(); fs.rmSync(file, { force: true }); } };
}

async function main() {
  // The built site: shell and remotes as `npm start` serves them.
  for (const dir of ['shell', ...REMOTES.map((r) => r.folder)]) {
    if (!fs.existsSync(path.join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run npm run build first`);
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-peak-'));
  const remoteServers = [];
  const registry = {};
  for (const remote of REMOTES) {
    const port = await freePort();
    remoteServers.push(await serveStatic(path.join(remote.dir, 'dist'), port));
    registry[remote.name] = `http://localhost:${port}/mf-manifest.json`;
  }
  fs.writeFileSync(path.join(scratch, 'remotes.json'), JSON.stringify({ default: registry }));
  const schema = `peak_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `${schema}:`,
    SHELL_DIST: path.join(ROOT, 'shell/dist'), REMOTES_FILE: path.join(scratch, 'remotes.json'), MEDIA_DIR: path.join(scratch, 'media'),
    // One address sends every visitor's writes here; the limit per client is not what is measured.
    WRITE_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn',
  };
  let servers = [];
  let statics;
  try {
    servers = [await startServer(env, 120_000)];
    servers.push(await startServer(env, 120_000));
    const ports = servers.map((s) => s.port);
    // The first renders after a start may leave the page to the browser (its remote still loading).
    let procedurePath;
    for (let attempt = 0; attempt < 20 && !procedurePath; attempt++) {
      const catalogue = await (await fetch(`http://127.0.0.1:${ports[0]}/procedures`)).text();
      procedurePath = /href="(\/[a-z0-9-]+\/corporate\/procedure\/preview\/\d+)"/.exec(catalogue)?.[1];
      if (!procedurePath) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!procedurePath) throw new Error('no procedure page link on /procedures');
    const targets = mix(procedurePath);
    const load1 = os.loadavg()[0].toFixed(1);
    console.log(`peak bench: ${visitors} visitors, ${seconds} s (after ${warmupSeconds} s of warm-up), two instances; load average ${load1}`);
    await load('portal', ports, targets, warmupSeconds, false);
    const portal = await load('portal', ports, targets, seconds, true);

    // The static servers answer with the very bytes the portal gave (and 201 to a write).
    const answers = {};
    for (const target of targets) {
      const answer = await new Pool(`http://127.0.0.1:${ports[0]}`).request({ method: 'GET', path: target.kind === 'write' ? '/' : target.path, headers: { 'accept-encoding': ENCODINGS, accept: 'text/html' } });
      const body = Buffer.from(await answer.body.arrayBuffer());
      const keep = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'];
      const headers = Object.fromEntries(keep.flatMap((name) => (answer.headers[name] ? [[name, String(answer.headers[name])]] : [])));
      answers[`${target.method} ${target.path}`] = target.kind === 'write'
        ? { status: 201, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"res":1,"data":{"id":1,"reference":"C-2026-000001"},"message":"ok"}').toString('base64') }
        : { status: answer.statusCode, headers, body: body.toString('base64') };
    }
    for (const server of servers) await server.stop();
    servers = [];
    statics = await startStaticServers(answers);
    await load('static', statics.ports, targets, warmupSeconds, false);
    const limit = await load('static', statics.ports, targets, seconds, true);
    report([portal, limit], load1);
  } finally {
    statics?.stop();
    for (const server of servers) await server.stop();
    for (const server of remoteServers) server.close();
    await client.query(`drop schema ${schema} cascade`).catch(() => {});
    await client.end();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function report([portal, limit], loadAverage) {
  const ms = (n) => `${n.toFixed(0)} ms`;
  const rows = [portal, limit].flatMap((run) => run.kinds.map((k) => `| ${run.label} | ${k.kind} | ${(k.count / seconds).toFixed(0)} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${k.errors} |`));
  const readP99 = Math.max(...portal.kinds.filter((k) => k.kind !== 'write').map((k) => k.p99));
  const ratio = (portal.readsPerSec / limit.readsPerSec) * 100;
  const markdown = [
    `### Peak day (\`npm run bench:peak\`)`,
    '',
    `${visitors} concurrent visitors for ${seconds} s over two portal instances (PostgreSQL, Redis), 98 % page reads and 2 % contact messages; then the same mix from two static servers holding the portal's own answers (the machine's limit). One load generator on the same 2-core machine; load average at start ${loadAverage}.`,
    '',
    '| server | kind | req/s | p50 | p95 | p99 | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Pages: portal ${portal.readsPerSec.toFixed(0)} req/s against static ${limit.readsPerSec.toFixed(0)} req/s (**${ratio.toFixed(0)} %**, goal ≥ 80 %); slowest page p99 ${ms(readP99)} (goal < 100 ms); errors ${portal.errors} (goal 0).`,
  ].join('\n');
  console.log(`\n${markdown}\n`);
  writeFiguresSection('peak', markdown);
}

await main();
process.exit(0);
