// npm run staff -w api: the real command against a real SQLite file (add, list, disable, enable,
// reset, role, link, unlock, --password-stdin), and what it leaves behind: accounts that sign in
// (or no longer do), closed sessions, audit rows.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import type { FastifyInstance } from 'fastify';
import { login, staffPost } from './support/staff.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-staff-cli-'));
const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`, MEDIA_DIR: path.join(dir, 'media'), REMOTES_FILE: path.join(dir, 'remotes.json') };

function staff(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/staff/staff-cli-main.ts', ...args], { cwd: apiDir, env, input: input ?? '', encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let db: Db;
let app: FastifyInstance;

before(() => {
  // The first command prepares a fresh database (migrations, demo content), as the server would.
  assert.equal(staff(['list']).code, 0);
});

after(async () => {
  await app?.close();
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function openApp(): Promise<FastifyInstance> {
  if (app) return app;
  const config = loadConfig({ DATABASE_URL: env.DATABASE_URL, MEDIA_DIR: env.MEDIA_DIR, REMOTES_FILE: env.REMOTES_FILE, WRITE_RATE_LIMIT: '100000' });
  db = createDatabase(config.database);
  app = await buildApp({ config, db, logger: false });
  return app;
}

test('add prints exactly one line, the generated password, and that password signs in', async () => {
  const result = staff(['add', 'Maria.Lopez@SanRafael.example', '--role', 'clerk']);
  assert.equal(result.code, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines.length, 1);
  const match = /^password: (\S{20})$/.exec(lines[0]!);
  assert.ok(match, result.stdout);
  const signedIn = await login(await openApp(), 'maria.lopez@sanrafael.example', match[1]!);
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  assert.equal(signedIn.json().data.role, 'clerk');
});

test('--password-stdin reads the password and prints none; a short one is refused', async () => {
  const short = staff(['add', 'short@sanrafael.example', '--role', 'editor', '--password-stdin'], 'corta\n');
  assert.equal(short.code, 1);
  assert.match(short.stderr, /at least 12 characters/);
  const result = staff(['add', 'editor@sanrafael.example', '--role', 'editor', '--password-stdin'], 'una clave larga y propia\n');
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, '');
  assert.equal((await login(await openApp(), 'editor@sanrafael.example', 'una clave larga y propia')).statusCode, 200);
});

test('wrong input is refused with a reason: a bad role, a bad e-mail, an existing account, an unknown command', () => {
  assert.match(staff(['add', 'x@sanrafael.example', '--role', 'jefe']).stderr, /role must be one of admin, editor, clerk/);
  assert.match(staff(['add', 'no-es-correo', '--role', 'clerk']).stderr, /valid e-mail/);
  const again = staff(['add', 'maria.lopez@sanrafael.example', '--role', 'admin']);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /exists already/);
  assert.equal(staff(['frobnicate']).code, 2);
});

test('list shows every account with its role and state', () => {
  const result = staff(['list']);
  assert.equal(result.code, 0);
  assert.deepEqual(result.stdout.trim().split('\n').map((line) => line.split('\t').slice(0, 3)), [
    ['editor@sanrafael.example', 'editor', 'active'],
    ['maria.lopez@sanrafael.example', 'clerk', 'active'],
  ]);
});

test('disable closes the open sessions and refuses sign-in; enable lets the account back', async () => {
  const application = await openApp();
  const session = await login(application, 'editor@sanrafael.example', 'una clave larga y propia');
  const cookie = session.cookies.find((item) => item.name === 'portal_staff')!;
  assert.equal(staff(['disable', 'editor@sanrafael.example']).code, 0);
  assert.equal((await application.inject({ url: '/api/v2/staff/me/', headers: { cookie: `portal_staff=${cookie.value}` } })).statusCode, 401);
  assert.equal((await login(application, 'editor@sanrafael.example', 'una clave larga y propia')).statusCode, 403);
  assert.match(staff(['list']).stdout, /editor@sanrafael\.example\teditor\tdisabled/);
  assert.equal(staff(['enable', 'editor@sanrafael.example']).code, 0);
  assert.equal((await login(application, 'editor@sanrafael.example', 'una clave larga y propia')).statusCode, 200);
});

test('reset prints a new password: the old one stops working, the new one works; role changes the role', async () => {
  const application = await openApp();
  const result = staff(['reset', 'editor@sanrafael.example']);
  assert.equal(result.code, 0, result.stderr);
  const password = /^password: (\S+)\n$/.exec(result.stdout)?.[1];
  assert.ok(password);
  assert.equal((await login(application, 'editor@sanrafael.example', 'una clave larga y propia', '10.1.1.1')).statusCode, 401);
  assert.equal((await login(application, 'editor@sanrafael.example', password, '10.1.1.2')).statusCode, 200);
  assert.equal(staff(['role', 'editor@sanrafael.example', 'admin']).code, 0);
  assert.equal((await login(application, 'editor@sanrafael.example', password, '10.1.1.3')).json().data.role, 'admin');
  assert.equal(staff(['reset', 'nadie@sanrafael.example']).code, 1);
});

test('every change the command made is in the audit log as cli', async () => {
  await openApp();
  const rows = await db.selectFrom('audit_log').select(['actor', 'call_name']).where('actor', '=', 'cli').orderBy('id').execute();
  assert.deepEqual(rows.map((row) => row.call_name), ['staff/add', 'staff/add', 'staff/disable', 'staff/enable', 'staff/reset', 'staff/role']);
});

test('link prints a one-time link with which the account chooses a new password; unlock lifts the locks', async () => {
  const application = await openApp();
  const result = staff(['link', 'maria.lopez@sanrafael.example']);
  assert.equal(result.code, 0, result.stderr);
  const token = /^link: \/admin\/link#([A-Za-z0-9_-]{43})\n$/.exec(result.stdout)?.[1];
  assert.ok(token, result.stdout);
  const done = await staffPost(application, 'link/complete', { token, password: 'la clave que eligió María' });
  assert.equal(done.statusCode, 200, done.body);

  for (let i = 0; i < 6; i += 1) await login(application, 'maria.lopez@sanrafael.example', `mal-${i}`, '10.2.2.2');
  assert.equal((await login(application, 'maria.lopez@sanrafael.example', 'la clave que eligió María', '10.2.2.2')).statusCode, 429);
  assert.equal(staff(['unlock', 'maria.lopez@sanrafael.example']).code, 0);
  assert.equal((await login(application, 'maria.lopez@sanrafael.example', 'la clave que eligió María', '10.2.2.2')).statusCode, 200);
  const rows = await db.selectFrom('audit_log').select(['actor', 'call_name', 'changes']).where('actor', '=', 'cli').orderBy('id', 'desc').limit(2).execute();
  assert.deepEqual(rows.map((row) => row.call_name), ['staff/unlock', 'staff/resetPassword']);
  assert.deepEqual(JSON.parse(rows[0]!.changes!), [{ field: 'locked_addresses', before: '1', after: '0' }]);
});
