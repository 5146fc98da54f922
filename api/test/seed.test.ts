import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest, migrationNames } from '../src/db/migrate.ts';
import { describeEachDatabase } from './support/test-app.ts';
import { clearContent, isEmpty, seedDemo } from '../src/db/seed.ts';

test('large mode seeds the requested number of procedures for customer 1, and a reseed replaces the content', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
  try {
    await migrateToLatest(db);
    assert.equal(await isEmpty(db), true);
    await seedDemo(db, dir, { procedures: 1200 });
    const count = async () => Number((await db.selectFrom('procedures').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', '1').executeTakeFirstOrThrow()).n);
    assert.equal(await count(), 1200);
    await clearContent(db);
    assert.equal(await isEmpty(db), true);
    await seedDemo(db, dir);
    assert.equal(await count(), 44);
    assert.ok(fs.readFileSync(path.join(dir, 'banners', 'sanrafael-1.svg'), 'utf8').startsWith('<?xml'));
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('migrations run twice without error (the second run has nothing to do)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrate-'));
  const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
  try {
    assert.deepEqual(await migrateToLatest(db), migrationNames);
    await seedDemo(db, dir);
    const customers = await db.selectFrom('customers').select(['id', 'name']).orderBy('id').execute();
    assert.ok(customers.length > 0);
    assert.deepEqual(await migrateToLatest(db), []);
    // Nothing was dropped or recreated: the seeded content is still there.
    assert.deepEqual(await db.selectFrom('customers').select(['id', 'name']).orderBy('id').execute(), customers);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describeEachDatabase('a second migration run on a migrated, seeded database', (ctx) => {
  test('runs no migration and keeps the content', async () => {
    const before = await ctx().db.selectFrom('procedures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.deepEqual(await migrateToLatest(ctx().db), []);
    const after = await ctx().db.selectFrom('procedures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
    assert.ok(Number(after.n) > 0);
  });
});
