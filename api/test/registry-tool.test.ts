import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, test, type TestContext } from 'node:test';
import { runRegistryTool } from '../src/registry/registry-cli.ts';
import { fixtureManifest, repositoryManifests, startFixtureRemotes } from './support/fixture-remotes.ts';

// The operator's tool against real HTTP remotes (a loopback server) and a registry file on disk.
const remotes = await startFixtureRemotes();
after(() => remotes.close());

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-registry-tool-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'remotes.json');
const shell = path.join(dir, 'shell-manifest.json');
const defaults = Object.fromEntries(['procedures', 'blog', 'contact', 'template'].map((name) => [name, remotes.manifestUrl(name)]));
const shared = (version: string) => [{ name: '@portal/shared', version, requiredVersion: `^${version}`, singleton: true }];

// A build of the blog: its repository table, a module it forgot to expose, or a newer shared.
const blog = repositoryManifests().blog;
remotes.serve('blog-good', { ...blog, shared: shared('1.0.0') });
remotes.serve('blog-missing-module', { ...blog, exposes: blog.exposes.filter((expose) => expose.path !== './PostDetailPage') });
remotes.serve('blog-newer-shared', { ...blog, shared: shared('1.1.0') });

function run(t: TestContext, ...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  t.mock.method(console, 'log', (line: string) => lines.push(line));
  t.mock.method(console, 'error', (line: string) => lines.push(line));
  return runRegistryTool([...args, '--file', file, '--shell', shell]).then((code) => ({ code, output: lines.join('\n') }));
}

beforeEach(() => {
  fs.writeFileSync(shell, JSON.stringify(fixtureManifest('shell', null, [], shared('1.0.0'))));
  fs.writeFileSync(file, `${JSON.stringify({ default: defaults, customers: { '2': { template: remotes.manifestUrl('template') } } }, null, 2)}\n`);
});

test('check passes a registry whose builds all answer and fit, plain-URL overrides included', async (t) => {
  const { code, output } = await run(t, 'check');
  assert.equal(code, 0, output);
  assert.match(output, /✔ default · blog · .* \(7 páginas\)/);
  assert.match(output, /✔ customers\.2 · template/);
  assert.match(output, /Todo correcto: 5 compilaciones\./);
});

test('check names each build that cannot be served and why, and fails', async (t) => {
  fs.writeFileSync(file, JSON.stringify({ default: { ...defaults, contact: remotes.manifestUrl('gone') }, customers: { '2': { blog: remotes.manifestUrl('blog-missing-module') } } }));
  const { code, output } = await run(t, 'check');
  assert.equal(code, 1);
  assert.match(output, /✘ default · contact · .*gone\/mf-manifest\.json\n\s+- .*respondió 404/);
  assert.match(output, /✘ customers\.2 · blog[^\n]*\n\s+- la ruta \/post\/:slug usa \.\/PostDetailPage, que el manifiesto no expone/);
  assert.match(output, /2 problema\(s\)/);
});

test('set refuses a build whose manifest lacks a module its routes name, and leaves the file as it was', async (t) => {
  const before = fs.readFileSync(file, 'utf8');
  const { code, output } = await run(t, 'set', '2', 'blog', remotes.manifestUrl('blog-missing-module'));
  assert.equal(code, 1);
  assert.match(output, /que el manifiesto no expone/);
  assert.match(output, /No se cambió el registro: la compilación de «blog» no se puede servir\./);
  assert.equal(fs.readFileSync(file, 'utf8'), before);
});

test('set refuses a build made against a newer @portal/shared than the shell provides', async (t) => {
  const { code, output } = await run(t, 'set', '2', 'blog', remotes.manifestUrl('blog-newer-shared'));
  assert.equal(code, 1);
  assert.match(output, /«blog» necesita @portal\/shared \^1\.1\.0 y el shell ofrece 1\.0\.0/);
  // Once the shell provides it, the same build is accepted.
  fs.writeFileSync(shell, JSON.stringify(fixtureManifest('shell', null, [], shared('1.1.0'))));
  assert.equal((await run(t, 'set', '2', 'blog', remotes.manifestUrl('blog-newer-shared'))).code, 0);
});

test('set refuses a build registered under another remote\'s name', async (t) => {
  const { code, output } = await run(t, 'set', '2', 'blog', remotes.manifestUrl('template'));
  assert.equal(code, 1);
  assert.match(output, /el manifiesto es del remoto «template», no de «blog»/);
  assert.match(output, /páginas más que declaran dos remotos/);
});

test('set writes a good build, a canary with its percent, and unset rolls the customer back', async (t) => {
  assert.equal((await run(t, 'set', '2', 'blog', remotes.manifestUrl('blog-good'), '--percent', '50')).code, 0);
  assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')).customers['2'].blog, { url: remotes.manifestUrl('blog-good'), percent: 50 });
  const rollback = await run(t, 'unset', '2', 'blog');
  assert.equal(rollback.code, 0);
  assert.match(rollback.output, /vuelven a «blog» por defecto/);
  assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')).customers['2'], { template: remotes.manifestUrl('template') });
  assert.deepEqual(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')), [], 'no temporary file left behind');
});

test('set on a registry that does not exist yet creates it', async (t) => {
  fs.rmSync(file);
  assert.equal((await run(t, 'set', 'default', 'blog', remotes.manifestUrl('blog-good'))).code, 0);
  assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), { default: { blog: remotes.manifestUrl('blog-good') }, customers: {} });
});

test('wrong use is explained in Spanish with exit code 2', async (t) => {
  for (const args of [['set', 'default', 'blog', remotes.manifestUrl('blog-good'), '--percent', '50'], ['set', '2', 'blog', remotes.manifestUrl('blog-good'), '--percent', '0'], ['frobnicate'], ['set', '2']]) {
    const { code, output } = await run(t, ...args);
    assert.equal(code, 2, args.join(' '));
    assert.ok(/canario|--percent|Uso:/.test(output), output);
  }
});
