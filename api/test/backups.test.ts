// Backups that are known to restore: a copy of the live database (SQLite's online backup API,
// pg_dump for PostgreSQL), checked before it gets its final name, restored into a fresh database
// on which a new server serves the same pages; the newest BACKUP_KEEP kept; and the schedule taken
// by one instance of several.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DatabaseSetting } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { takeBackup } from '../src/modules/backups/backup.ts';
import { listBackups } from '../src/modules/backups/backup-files.ts';
import { restoreBackup } from '../src/modules/backups/restore.ts';
import { csrfHeaders, describeEachDatabase, onPostgres, postgresUrl, type TestContext } from './support/test-app.ts';

const message = { customer_id: '1', kind: 'contact', name: 'Vecina Respaldada', email: 'respaldo@example.com', phone: '04125551234', message: 'Antes de la copia.' };

/** What a visitor gets from the site: the catalogue, the news list and the sitemap. */
async function pagesOf(app: FastifyInstance): Promise<string[]> {
  const catalogue = await app.inject({ url: '/djstatic/sanrafael/procedures.json' });
  const news = await app.inject({ method: 'POST', url: '/api/v2/blog/post/', headers: csrfHeaders(), payload: { customer_id: '1' } });
  const sitemap = await app.inject({ url: '/sitemap.xml' });
  for (const answer of [catalogue, news, sitemap]) assert.equal(answer.statusCode, 200, answer.body.slice(0, 200));
  return [catalogue.body, news.body, sitemap.body];
}

/** An empty database to restore into: a new SQLite file, or a new PostgreSQL database. */
async function freshTarget(ctx: TestContext): Promise<{ target: DatabaseSetting; drop(): Promise<void> }> {
  if (ctx.database.kind === 'sqlite') return { target: { kind: 'sqlite', file: path.join(ctx.dir, `restored-${randomBytes(3).toString('hex')}.db`) }, drop: async () => {} };
  const name = `restore_${randomBytes(5).toString('hex')}`;
  await onPostgres(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { target: { kind: 'postgres', url: url.toString(), schema: ctx.database.schema }, drop: () => onPostgres(`drop database if exists ${name} with (force)`) };
}

describeEachDatabase('backups', (ctx) => {
  test('a backup of the live database restores into a fresh one, on which the site serves the same pages and the same messages', async () => {
    const sent = await ctx().app.inject({ method: 'POST', url: '/api/v2/contact/', headers: csrfHeaders(), payload: message });
    assert.equal(sent.statusCode, 201, sent.body);
    const dir = path.join(ctx().dir, 'backups');
    const taken = await takeBackup(ctx().database, { dir, keep: 3 }, new Date());
    assert.equal(path.dirname(taken.file), dir);
    assert.ok(taken.bytes > 10_000, `${taken.bytes} bytes`);
    assert.deepEqual(fs.readdirSync(dir), [path.basename(taken.file)], 'no partial file is left behind');

    const { target, drop } = await freshTarget(ctx());
    const db = createDatabase(target);
    let restored: FastifyInstance | undefined;
    try {
      await restoreBackup(taken.file, target);
      restored = await buildApp({ config: { ...ctx().config, database: target }, db, logger: false });
      await restored.ready();
      assert.deepEqual(await pagesOf(restored), await pagesOf(ctx().app));
      const kept = await db.selectFrom('contact_messages').select(['name', 'message']).where('email', '=', message.email).execute();
      assert.deepEqual(kept.map((row) => ({ ...row })), [{ name: message.name, message: message.message }]);
      // Restoring never writes over a database that holds a portal.
      await assert.rejects(restoreBackup(taken.file, target), /ya existe|ya contiene un portal/);
    } finally {
      await restored?.close();
      await db.destroy();
      await drop();
    }
  });

  test('only the newest BACKUP_KEEP backups are kept; a file that is not a backup is refused', async () => {
    const dir = path.join(ctx().dir, 'kept');
    const start = Date.parse('2026-12-01T03:00:00Z');
    for (let day = 0; day < 4; day += 1) await takeBackup(ctx().database, { dir, keep: 2 }, new Date(start + day * 86_400_000));
    assert.deepEqual(listBackups(dir).map((backup) => backup.takenAt.toISOString()), ['2026-12-03T03:00:00.000Z', '2026-12-04T03:00:00.000Z']);
    const bogus = path.join(dir, `portal-2026-12-05T03-00-00-000Z.${ctx().kind === 'sqlite' ? 'sqlite' : 'pgdump'}`);
    fs.writeFileSync(bogus, 'not a database');
    const { target, drop } = await freshTarget(ctx());
    try {
      await assert.rejects(restoreBackup(bogus, target));
    } finally {
      await drop();
    }
  });
});
