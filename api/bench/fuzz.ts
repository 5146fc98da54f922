// npm run fuzz -w api [-- --count 10000 --seed 1 --write ../docs/fuzz-figures.md]
// Starts the real server (src/server.ts) on SQLite and on PostgreSQL (a schema of its own), sends
// each `count` random and near-valid requests for every route, and prints the answers by status
// class. Exits 1 when any answer is 5xx or missing. PostgreSQL is skipped when unreachable.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from '../test/support/server-process.ts';
import { fuzz } from './fuzz-requests.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' }, write: { type: 'string' } } });
/** One line per database for --write: the figures as the README and docs quote them. */
const figures: string[] = [];
const count = Number(values.count);
const seed = Number(values.seed);
const adminToken = 'fuzz-admin-token-0123456789';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function run(kind: 'sqlite' | 'postgres'): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><html><head><meta name="portal-boot" content=""></head><body></body></html>');
  const schema = `fuzz_${randomBytes(5).toString('hex')}`;
  let databaseUrl = `sqlite:${path.join(dir, 'portal.db')}`;
  let client: pg.Client | null = null;
  if (kind === 'postgres') {
    client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
    } catch {
      console.log(`postgres: skipped (${postgresUrl} unreachable)`);
      return true;
    }
    await client.query(`create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const server = await startServer({
    DATABASE_URL: databaseUrl, SHELL_DIST: path.join(dir, 'shell'), MEDIA_DIR: path.join(dir, 'media'),
    ADMIN_TOKENS: adminToken, WRITE_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn',
  });
  try {
    const started = Date.now();
    const result = await fuzz(server.port, { count, seed, adminToken });
    const fivexx = result.byClass['5xx'] ?? 0;
    const missing = result.byClass['no answer'] ?? 0;
    const classes = Object.entries(result.byClass).sort().map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(`${kind}: ${result.sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}): ${classes}; 5xx: ${fivexx}`);
    figures.push(`| ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${result.sent.toLocaleString('en')} | ${seed} | ${classes} | **${fivexx}** | ${missing} |`);
    for (const failure of result.failures) console.log(`  ${failure}`);
    return fivexx === 0 && missing === 0;
  } finally {
    await server.stop();
    if (client) {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sqliteClean = await run('sqlite');
const postgresClean = await run('postgres');
if (values.write) {
  fs.writeFileSync(values.write, [
    '# Fuzz figures',
    '',
    `Written by \`npm run fuzz -w api -- --count ${count} --seed ${seed} --write …\` on ${new Date().toISOString().slice(0, 10)}: random and`,
    'near-valid requests for every route (public, staff and corporate calls with an admin token),',
    'against a real server process on each database. Any 5xx or missing answer fails the run.',
    '',
    '| database | requests | seed | answers by class | 5xx | no answer |',
    '|---|---|---|---|---|---|',
    ...figures,
    '',
  ].join('\n'));
  console.log(`figures written to ${values.write}`);
}
process.exit(sqliteClean && postgresClean ? 0 : 1);
