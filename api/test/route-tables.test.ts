import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import { RouteTables } from '../src/registry/route-tables.ts';
import { fixtureManifest, startFixtureRemotes } from './support/fixture-remotes.ts';
import { eventually } from './support/eventually.ts';

// RouteTables reads remotes' manifests over real HTTP (a loopback server); only the clock is the
// test's, so "ten seconds later" needs no waiting.
const remotes = await startFixtureRemotes();
after(() => remotes.close());

const title = { es: 'Página' };
const news = (extra: object[] = []) =>
  fixtureManifest('news', { routeTableVersion: 1, routes: [{ path: '/news', module: './News', title }, ...extra], widgets: [] }, ['./News', './Story']);

let clock = 0;
let warnings: string[] = [];
const tables = () => new RouteTables({ log: { warn: (message) => warnings.push(message), info: () => {} }, now: () => clock });
const paths = (routes: { path: string }[]) => routes.map((route) => route.path);

beforeEach(() => {
  clock = 1_000_000;
  warnings = [];
  remotes.requests.length = 0;
  remotes.serve('news', news());
});

test('a table is read once, then served from memory while it is fresh', async () => {
  const routeTables = tables();
  const registry = { news: remotes.manifestUrl('news') };
  assert.deepEqual(paths((await routeTables.forRegistry(registry, 'http://portal')).routes), ['/news']);
  clock += 5_000;
  await routeTables.forRegistry(registry, 'http://portal');
  assert.equal(remotes.requests.length, 1);
});

// A table read once, then the remote deploys a build with one page more.
async function readThenDeployAPage() {
  const routeTables = tables();
  const registry = { news: remotes.manifestUrl('news') };
  await routeTables.forRegistry(registry, 'http://portal');
  remotes.serve('news', news([{ path: '/news/:id', module: './Story', title }]));
  return { routeTables, registry };
}

test('a remote deployed alone is picked up without a restart: a stale table is revalidated', async () => {
  const { routeTables, registry } = await readThenDeployAPage();
  clock += 11_000;
  // The stale table answers at once; the revalidation it starts brings the new page for a later request.
  assert.deepEqual(paths((await routeTables.forRegistry(registry, 'http://portal')).routes), ['/news']);
  await eventually(async () => assert.deepEqual(paths((await routeTables.forRegistry(registry, 'http://portal')).routes), ['/news', '/news/:id']));
});

test('before answering 404, a table more than two seconds old is read again and the request waits for it', async () => {
  const { routeTables, registry } = await readThenDeployAPage();
  clock += 2_500;
  const fresh = await routeTables.forRegistry(registry, 'http://portal', { before404: true });
  assert.deepEqual(paths(fresh.routes), ['/news', '/news/:id']);
});

test('an unchanged manifest costs a 304, not a new download', async () => {
  const routeTables = tables();
  const registry = { news: remotes.manifestUrl('news') };
  await routeTables.forRegistry(registry, 'http://portal');
  clock += 2_500;
  const again = await routeTables.forRegistry(registry, 'http://portal', { before404: true });
  assert.deepEqual(paths(again.routes), ['/news']);
  assert.equal(remotes.requests.length, 2);
});

test('a remote that stops answering keeps its last table; one never read is unknown', async () => {
  const routeTables = tables();
  await routeTables.forRegistry({ news: remotes.manifestUrl('news') }, 'http://portal');
  remotes.serve('news', 503);
  clock += 11_000;
  const stale = await routeTables.forRegistry({ news: remotes.manifestUrl('news'), gone: remotes.manifestUrl('gone') }, 'http://portal', { before404: true });
  assert.deepEqual(paths(stale.routes), ['/news']);
  assert.deepEqual(stale.unknown, ['gone']);
  assert.ok(warnings.some((message) => message.includes('respondió 503; se usa la última tabla leída')), warnings.join('\n'));
  assert.ok(warnings.some((message) => message.includes('gone/mf-manifest.json respondió 404')), warnings.join('\n'));
});

test('a remote that failed is asked again after five seconds, not on every page', async () => {
  const routeTables = tables();
  const registry = { gone: remotes.manifestUrl('gone') };
  await routeTables.forRegistry(registry, 'http://portal');
  await routeTables.forRegistry(registry, 'http://portal');
  assert.equal(remotes.requests.length, 1);
  clock += 5_000;
  remotes.serve('gone', news());
  assert.deepEqual(paths((await routeTables.forRegistry(registry, 'http://portal')).routes), ['/news']);
});

test('a route whose module the build does not expose is left out, and said so once', async () => {
  remotes.serve('news', news([{ path: '/missing', module: './Missing', title }]));
  const routeTables = tables();
  const registry = { news: remotes.manifestUrl('news') };
  assert.deepEqual(paths((await routeTables.forRegistry(registry, 'http://portal')).routes), ['/news']);
  clock += 11_000;
  await routeTables.forRegistry(registry, 'http://portal');
  assert.deepEqual(warnings, [`route table of ${remotes.manifestUrl('news')}: la ruta /missing usa ./Missing, que el manifiesto no expone`]);
});

test('a path two remotes claim stays with the first of the registry', async () => {
  remotes.serve('other', fixtureManifest('other', { routeTableVersion: 1, routes: [{ path: '/NEWS/', module: './Other', title }], widgets: [] }, ['./Other']));
  const merged = await tables().forRegistry({ news: remotes.manifestUrl('news'), other: remotes.manifestUrl('other') }, 'http://portal');
  assert.deepEqual(merged.routes.map((route) => `${route.remote} ${route.path}`), ['news /news']);
  assert.deepEqual(warnings, ['route conflict: /NEWS/ lo declaran news y other; se queda con news']);
});

test('a registry URL relative to the site is read from the site itself', async () => {
  const merged = await tables().forRegistry({ news: '/news/mf-manifest.json' }, remotes.origin);
  assert.deepEqual(paths(merged.routes), ['/news']);
});
