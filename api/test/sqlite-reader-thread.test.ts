// SQLite reads marked READER_THREAD (the site search's index statements) run on a thread of their
// own: a slow one does not hold up the other requests, and it sees what was written just before.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createDatabase, READER_THREAD, type Db } from '../src/db/database.ts';

let dir: string;
let db: Db;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reader-'));
  db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'portal.db') });
});
after(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

// About a second of SQLite work on whichever thread runs it.
const slowCount = (marker: string) => sql<{ n: number }>`${sql.raw(marker)}select count(*) as n from (
  with recursive r(i) as (select 1 union all select i + 1 from r where i < 3000000) select i from r)`;

test('a slow marked read leaves the serving thread free: other reads answer meanwhile', async () => {
  // The reader thread starts with its first read: up before the slow one is sent.
  await sql`${sql.raw(READER_THREAD)}select 1`.execute(db);
  let slowDone = false;
  const slow = slowCount(READER_THREAD).execute(db).then((result) => { slowDone = true; return result; });
  // Small reads on this thread while the reader thread counts.
  for (let i = 0; i < 5; i += 1) {
    const quick = await sql<{ one: number }>`select 1 as one`.execute(db);
    assert.equal(quick.rows[0]!.one, 1);
  }
  assert.equal(slowDone, false, 'the small reads did not wait for the slow one');
  assert.equal((await slow).rows[0]!.n, 3_000_000);
});

test('a marked read sees a write committed just before it', async () => {
  await sql`create table notes (body text)`.execute(db);
  await sql`insert into notes (body) values (${'hola'})`.execute(db);
  const read = await sql<{ body: string }>`${sql.raw(READER_THREAD)}select body from notes`.execute(db);
  assert.deepEqual(read.rows, [{ body: 'hola' }]);
});

test('the reader thread cannot write', async () => {
  await assert.rejects(sql`${sql.raw(READER_THREAD)}insert into notes (body) values ('x') returning body`.execute(db), /readonly|read-only/i);
});
