// Site searches that found nothing are kept as words only (no e-mail, phone, cédula or number), per
// city with a count and the last day, and listed on the editor's dashboard, on both databases;
// another city's never show.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { missWords, pruneMisses, recordMiss } from '../src/modules/search/search-misses.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

test('only words of letters are kept: no e-mail, phone, cédula, code or date', () => {
  assert.equal(missWords('  Garabato   ana.perez@example.com 0414-555-0101 V-12.345.678 2026-12-15 ABC123 '), 'garabato');
  assert.equal(missWords('¿Dónde pago el "impuesto" municipal?'), 'dónde pago el impuesto municipal');
  assert.equal(missWords('+58 412 5550101'), '');
  assert.equal(missWords('uno dos tres cuatro cinco seis siete'), 'uno dos tres cuatro cinco seis');
  assert.equal(missWords("O'Higgins san-josé"), "o'higgins san-josé");
});

describeEachDatabase('searches that found nothing', (ctx) => {
  const search = (q: string, customerId = '1', page = 1) => ctx().app.inject({ url: `/api/v2/search/?customer_id=${customerId}&q=${encodeURIComponent(q)}&page=${page}` });

  test("counted per city, words only, and listed for the city's editors with the most searched first", async () => {
    const { app, db } = ctx();
    await db.deleteFrom('search_misses').execute();
    for (const q of ['Zqxvurt', 'zqxvurt', 'zqxvurt ana@example.com 0414-555-0101']) assert.equal((await search(q)).statusCode, 200);
    assert.equal((await search('wplokmij')).statusCode, 200);
    assert.equal((await search('wplokmij', '1', 2)).statusCode, 200); // a second page is not a new search
    assert.equal((await search('V-12345678 0414 5550101')).statusCode, 200); // nothing but numbers: nothing kept
    assert.equal((await search('acta nacimiento')).statusCode, 200); // found something: not kept
    assert.equal((await search('qqsantaluciaqq', '2')).statusCode, 200);

    const rows = await db.selectFrom('search_misses').selectAll().orderBy('customer_id').orderBy('words').execute();
    assert.deepEqual(rows.map((row) => [row.customer_id, row.words, Number(row.count)]), [
      ['1', 'wplokmij', 1], ['1', 'zqxvurt', 3], ['2', 'qqsantaluciaqq', 1],
    ]);
    assert.ok(rows.every((row) => !/[@\d]/.test(row.words)));
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['count', 'customer_id', 'last_seen', 'words']);

    await addStaff(db, 'editor1@misses.example', 'editor', { customerId: '1' });
    const editor = await signedIn(app, 'editor1@misses.example');
    const response = await corporate(app, 'editorDashboard/detail', { customer_id: '1' }, editor);
    assert.equal(response.statusCode, 200, response.body);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(response.json().data.searches, [
      { words: 'zqxvurt', count: 3, last_seen: today },
      { words: 'wplokmij', count: 1, last_seen: today },
    ]);
    assert.ok(!response.body.includes('qqsantaluciaqq'));
    const refused = await corporate(app, 'editorDashboard/detail', { customer_id: '2' }, editor);
    assert.equal(refused.statusCode, 403);
    assert.ok(!refused.body.includes('qqsantaluciaqq'));
  });

  test('a word not searched for 30 days leaves the list and the table', async () => {
    const { db } = ctx();
    await db.deleteFrom('search_misses').execute();
    const now = new Date('2026-12-15T12:00:00.000Z');
    await recordMiss(db, '1', 'antiguo', new Date('2026-11-10T12:00:00.000Z'));
    await recordMiss(db, '1', 'reciente', new Date('2026-12-01T12:00:00.000Z'));
    await pruneMisses(db, now);
    assert.deepEqual((await db.selectFrom('search_misses').select('words').execute()).map((row) => row.words), ['reciente']);
  });
});
