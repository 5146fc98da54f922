import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

test('without settings the server listens on 8000 with the SQLite file and customer 1', () => {
  const config = loadConfig({});
  assert.equal(config.port, 8000);
  assert.deepEqual(config.database, { kind: 'sqlite', file: path.join(repoRoot, 'api/data/portal.db') });
  assert.equal(config.customerId, '1');
  assert.equal(config.remotesFile, path.join(repoRoot, 'api/config/remotes.json'));
  assert.equal(config.shellDist, path.join(repoRoot, 'shell/dist'));
  assert.equal(config.mediaDir, path.join(repoRoot, 'api/media'));
});

test('a postgres:// DATABASE_URL selects PostgreSQL', () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
  assert.equal(config.database.kind, 'postgres');
});

test('CUSTOMER_HOSTS maps host names to customer ids', () => {
  const config = loadConfig({ CUSTOMER_HOSTS: 'sanmiguel.localhost=2, Other.Example=3' });
  assert.deepEqual({ ...config.customerHosts }, { 'sanmiguel.localhost': '2', 'other.example': '3' });
});

test('invalid settings stop the start with a clear message', () => {
  assert.throws(() => loadConfig({ PORT: 'eighty' }), ConfigError);
  assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), ConfigError);
  assert.throws(() => loadConfig({ CORS_ORIGINS: 'not a url' }), ConfigError);
  assert.throws(() => loadConfig({ ADMIN_TOKENS: 'short' }), ConfigError);
  assert.throws(() => loadConfig({ CUSTOMER_HOSTS: 'nohost' }), ConfigError);
});

test('the config cannot be changed after loading', () => {
  const config = loadConfig({});
  assert.throws(() => { (config as { port: number }).port = 1; }, TypeError);
});
