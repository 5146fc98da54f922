// The site search's statement is prepared once per PostgreSQL connection (db/pg-prepared.ts) and
// after five runs PostgreSQL answers it from a cached generic plan: the answers must not change.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { PREPARED_STATEMENT } from '../src/db/database.ts';
import { searchSetup, siteSearch } from '../src/modules/search/search.service.ts';
import { createTestContext, postgresAvailable, type TestContext } from './support/test-app.ts';

describe('prepared statements [postgres]', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, () => {
  let context: TestContext;
  before(async () => { context = await createTestContext('postgres'); });
  after(async () => { await context.close(); });

  const preparedOn = (db: TestContext['db']) =>
    sql<{ statement: string; generic_plans: string }>`select statement, generic_plans from pg_prepared_statements`.execute(db).then((r) => r.rows);

  test('a marked statement is prepared on its connection; an unmarked one is not', async () => {
    await context.db.connection().execute(async (db) => {
      await sql`${sql.raw(PREPARED_STATEMENT)}select count(*) from procedures where customer_id = ${'1'}`.execute(db);
      await sql`select count(*) from posts where customer_id = ${'1'}`.execute(db);
      const statements = (await preparedOn(db)).map((row) => row.statement);
      assert.ok(statements.some((text) => text.includes('from procedures')), statements.join('\n'));
      assert.ok(!statements.some((text) => text.includes('from posts')), statements.join('\n'));
    });
  });

  test('the search answers the same from the cached plan as from the first runs', async () => {
    const setup = (await searchSetup(context.db, '1'))!;
    const queries: Array<[string, number]> = [['partida nacimiento', 1], ['recolección', 1], ['licencia', 2], ['trámite', 1], ['acta', 50], ['zzqxw', 1]];
    await context.db.connection().execute(async (db) => {
      const first = [];
      for (const [q, page] of queries) first.push(await siteSearch(db, '1', setup, q, page));
      for (let run = 0; run < 6; run++) for (const [q, page] of queries) await siteSearch(db, '1', setup, q, page);
      const later = [];
      for (const [q, page] of queries) later.push(await siteSearch(db, '1', setup, q, page));
      assert.deepEqual(later, first);
      const search = (await preparedOn(db)).find((row) => row.statement.includes('search_documents'));
      assert.ok(search, 'the search statement is prepared');
      assert.ok(Number(search.generic_plans) > 0, 'PostgreSQL answers it from its cached plan');
      assert.ok(first[0]!.find((group) => group.kind === 'procedure')!.items.length > 0);
    });
  });
});
