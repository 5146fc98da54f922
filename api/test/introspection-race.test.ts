// Several sites (or tests) share one PostgreSQL database, each in a schema of its own. One of them
// dropping its schema must never stop another from starting: the migrations ask which tables exist,
// and that question once read every schema and failed on one dropped meanwhile.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import pg from 'pg';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { onPostgres, postgresAvailable, postgresUrl } from './support/test-app.ts';

test('a server starts and reads its own tables while other schemas of its database are made and dropped', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onPostgres(`create schema ${schema}`);
  const db = createDatabase({ kind: 'postgres', url: postgresUrl, schema });
  const churn = new pg.Client({ connectionString: postgresUrl });
  await churn.connect();
  let churning = true;
  let dropped = 0;
  // Another site coming and going: a schema with a serial column, made and dropped over and over.
  const other = (async () => {
    while (churning) {
      const name = `t_churn_${randomBytes(4).toString('hex')}`;
      await churn.query(`create schema ${name}; create table ${name}.rows (id serial primary key, label text)`);
      await churn.query(`drop schema ${name} cascade`);
      dropped += 1;
    }
  })();
  try {
    await migrateToLatest(db);
    const deadline = Date.now() + 3000;
    let reads = 0;
    while (Date.now() < deadline) {
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      assert.ok(tables.every((table) => table.schema === schema), 'only the server\'s own schema is read');
      assert.ok(tables.some((table) => table.name === 'kysely_migration'));
      reads += 1;
    }
    console.log(`# ${reads} reads while ${dropped} other schemas were dropped`);
    assert.ok(dropped > 20, `${dropped} schemas dropped meanwhile`);
  } finally {
    churning = false;
    await other;
    await churn.end();
    await db.destroy();
    await onPostgres(`drop schema ${schema} cascade`);
  }
});
