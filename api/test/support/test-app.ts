// Builds a seeded app for a test file, on SQLite (a file in the test's temporary folder, so the
// real reader/writer split runs) or on PostgreSQL (a schema of its own, dropped afterwards, so
// parallel runs never collide).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config, type DatabaseSetting } from '../../src/config.ts';
import { createDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { repositoryManifests, startFixtureRemotes } from './fixture-remotes.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export const postgresAvailable = await postgresReachable();
if (!postgresAvailable) {
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is required when CI=true but ${postgresUrl} is unreachable`);
  console.log(`# notice: PostgreSQL at ${postgresUrl} is unreachable; PostgreSQL tests are skipped`);
}

export type DbKind = 'sqlite' | 'postgres';

/** Runs one statement on the test database with a connection of its own (a schema made or dropped). */
export async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dir: string;
  kind: DbKind;
  /** the database as the app was given it (with PostgreSQL, the test's own schema) */
  database: DatabaseSetting;
  close(): Promise<void>;
}

export const indexHtml = '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="portal-boot" content="">'
  + '<style nonce="__CSP_NONCE__">body{margin:0}</style></head><body><div id="root"></div>'
  + '<script src="/main.1a2b3c4d5e.js"></script></body></html>';

/** The remotes every test app's registry points at: real HTTP on loopback (fixture-remotes.ts). */
export const remotes = await startFixtureRemotes();
remotes.serve('blog-v2', repositoryManifests().blog);

export const defaultRegistry = {
  default: {
    procedures: remotes.manifestUrl('procedures'),
    blog: remotes.manifestUrl('blog'),
    contact: remotes.manifestUrl('contact'),
    template: remotes.manifestUrl('template'),
  },
  customers: { '2': { blog: remotes.manifestUrl('blog-v2') } },
};

export interface TestContextOptions {
  /** runs after the shell build folder is written and before the app is built (start-up state) */
  prepareShell?: (shellDist: string) => void;
  /** the app's clock (sessions, lockouts, the audit log); the real one by default */
  now?: () => Date;
  /** told about each error of a pooled connection that no query was waiting for (PostgreSQL) */
  onConnectionError?: (error: Error) => void;
}

/** A seeded app in a temporary folder (shell build, media, registry). */
export async function createTestContext(kind: DbKind, env: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'));
  const shellDist = path.join(dir, 'shell');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(path.join(shellDist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(shellDist, 'main.1a2b3c4d5e.js'), 'console.log("shell");\n');
  fs.writeFileSync(path.join(shellDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  options.prepareShell?.(shellDist);
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: kind === 'sqlite' ? `sqlite:${path.join(dir, 'portal.db')}` : postgresUrl,
    SHELL_DIST: shellDist,
    MEDIA_DIR: path.join(dir, 'media'),
    REMOTES_FILE: path.join(dir, 'remotes.json'),
    WRITE_RATE_LIMIT: '100000',
    ADMIN_TOKENS: 'test-admin-token-0123456789',
    // Messages a test queues are written here, never into the developer's api/data/outbox.
    MAIL_DIR: path.join(dir, 'mail'),
    // A test takes its backups itself (backups.test.ts); none on the app's own schedule.
    BACKUP_EVERY_HOURS: '0',
    ...env,
  });
  if (kind === 'postgres') {
    // Extensions are per database: installed by a migration into a test's own schema, they would
    // vanish (with every function using them) when that test drops its schema while others run.
    await onPostgres('create extension if not exists unaccent schema public').catch(() => {});
    await onPostgres(`create schema ${schema}`);
  }
  const setting = config.database.kind === 'postgres' ? { ...config.database, schema } : config.database;
  const db = createDatabase(setting, { onConnectionError: options.onConnectionError });
  await migrateToLatest(db);
  await seedDemo(db, config.mediaDir);
  const app = await buildApp({ config, db, logger: false, ...(options.now ? { now: options.now } : {}) });
  await app.ready();
  return {
    app, db, config, dir, kind, database: setting,
    async close() {
      await app.close();
      await db.destroy();
      if (kind === 'postgres') await onPostgres(`drop schema ${schema} cascade`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the same suite against SQLite and PostgreSQL (skipped with a notice when unreachable). */
export function describeEachDatabase(title: string, suite: (context: () => TestContext) => void, env: Record<string, string> = {}, options: TestContextOptions = {}): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const skip = kind === 'postgres' && !postgresAvailable ? 'PostgreSQL unreachable' : false;
    describe(`${title} [${kind}]`, { skip }, () => {
      let context: TestContext | undefined;
      before(async () => { context = await createTestContext(kind, env, options); });
      after(async () => { await context?.close(); });
      suite(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}

/** Cookie and header of a valid CSRF pair. */
export function csrfHeaders(token = 'csrf-test-token-abcdefghijklmnopqrstuvwxyz'): Record<string, string> {
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

export const adminToken = 'test-admin-token-0123456789';

/** Replaces a test app's registry file the way the registry tool does (new file, then rename). */
export function writeRegistry(context: TestContext, registry: unknown): void {
  const temporary = `${context.config.remotesFile}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(registry));
  fs.renameSync(temporary, context.config.remotesFile);
}
