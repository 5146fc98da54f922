// The real entry point: migrates and seeds an empty database, serves, and exits cleanly on SIGTERM.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { defaultRegistry, indexHtml, postgresAvailable, postgresUrl } from './support/test-app.ts';
import { freePort, listening, spawnServer } from './support/server-process.ts';

test('server.ts seeds an empty database, draws the media, serves the site and stops on SIGTERM', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
  const port = await freePort();
  const child = spawnServer({
    PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`, SHELL_DIST: path.join(dir, 'shell'),
    REMOTES_FILE: path.join(dir, 'remotes.json'), MEDIA_DIR: path.join(dir, 'media'), LOG_LEVEL: 'warn',
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  try {
    await listening(child, () => output);
    const site = await fetch(`http://127.0.0.1:${port}/api/config/site/`);
    assert.equal(((await site.json()) as { res: number }).res, 1);
    const page = await fetch(`http://127.0.0.1:${port}/procedures`);
    assert.equal(page.status, 200);
    assert.ok(fs.existsSync(path.join(dir, 'media', 'logos', 'sanrafael.svg')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    assert.equal(await exited, 0, output);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a DATABASE_URL naming a missing database stops the start with one clear line, no stack', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, async () => {
  const url = new URL(postgresUrl);
  url.pathname = `/nope_${Date.now()}`;
  url.password = 'secreto';
  const child = spawnServer({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 1, output);
  assert.match(output, /^Portal cannot start: .*database "nope_\d+" does not exist \(DATABASE_URL postgres:\/\/postgres:\*\*\*@/m);
  assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
  assert.doesNotMatch(output, /migration\s+failed|secreto/);
});
