// '¿Le resultó útil esta página?': citizens' answers about a page, and the counts and comments the
// editors read, on both databases.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

describeEachDatabase('page feedback', (ctx) => {
  const ids: Record<string, number> = {};
  const answer = (body: Record<string, unknown>, remoteAddress = '198.51.100.7', headers: Record<string, string> = csrfHeaders()) =>
    ctx().app.inject({ method: 'POST', url: '/api/v2/feedback/', payload: { customer_id: '1', ...body }, headers, remoteAddress });

  before(async () => {
    const { db } = ctx();
    ids.procedure = (await db.selectFrom('procedures').select('id').where('customer_id', '=', '1').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.otherProcedure = (await db.selectFrom('procedures').select('id').where('customer_id', '=', '2').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.page = (await db.selectFrom('pages').select('id').where('customer_id', '=', '1').orderBy('id').executeTakeFirstOrThrow()).id;
    ids.draft = (await db.insertInto('posts').values({
      customer_id: '1', title: 'Borrador', excerpt: '', image: '', images: '[]', body: '', format: 'standard', features_img: '[]',
      created: '2026-11-20 09:00:00', updated: '2026-11-20 09:00:00', status: 'draft', published_at: null,
    }).returning('id').executeTakeFirstOrThrow()).id;
  });

  test('a citizen answers yes or no with an optional comment; nothing about them is kept', async () => {
    const yes = await answer({ kind: 'procedure', id: ids.procedure, helpful: true, comment: '  Muy claro, gracias.\u0007 ' });
    assert.equal(yes.statusCode, 201, yes.body);
    assert.equal(yes.json().message, 'Gracias por su respuesta.');
    assert.equal((await answer({ kind: 'procedure', id: ids.procedure, helpful: false })).statusCode, 201);
    assert.equal((await answer({ kind: 'page', id: ids.page, helpful: false, comment: 'Falta el horario.' })).statusCode, 201);
    const rows = await ctx().db.selectFrom('page_feedback').selectAll().where('customer_id', '=', '1').orderBy('id').execute();
    assert.equal(rows.length, 3);
    assert.equal(rows[0]!.comment, 'Muy claro, gracias.');
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['comment', 'created', 'customer_id', 'helpful', 'id', 'page_id', 'page_kind']);
  });

  test('another city\'s page, a draft and an unknown page are refused with 404; bad input with 400 naming the field', async () => {
    const other = await answer({ kind: 'procedure', id: ids.otherProcedure, helpful: true });
    assert.equal(other.statusCode, 404);
    assert.equal(other.json().message, 'La página indicada no existe.');
    assert.equal((await answer({ kind: 'post', id: ids.draft, helpful: true })).statusCode, 404);
    assert.equal((await answer({ kind: 'post', id: 2147483000, helpful: true })).statusCode, 404);
    for (const [body, field] of [
      [{ kind: 'banner', id: 1, helpful: true }, 'kind'],
      [{ kind: 'page', id: ids.page, helpful: 'quizá' }, 'helpful'],
      [{ kind: 'page', id: ids.page, helpful: true, comment: 'x'.repeat(1001) }, 'comment'],
    ] as const) {
      const refused = await answer(body);
      assert.equal(refused.statusCode, 400, JSON.stringify(body));
      assert.equal(refused.json().res, 0);
      assert.ok((refused.json().errors as { field: string }[]).some((error) => error.field === field), refused.body);
    }
    const forged = await answer({ kind: 'page', id: ids.page, helpful: true }, '198.51.100.8', {});
    assert.equal(forged.statusCode, 403);
  });

  test('one address may answer 30 times an hour; the next is refused in Spanish', async () => {
    for (let i = 0; i < 30; i += 1) assert.equal((await answer({ kind: 'page', id: ids.page, helpful: true }, '203.0.113.99')).statusCode, 201);
    const refused = await answer({ kind: 'page', id: ids.page, helpful: true }, '203.0.113.99');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Demasiadas solicitudes/);
    // Another address is not affected.
    assert.equal((await answer({ kind: 'page', id: ids.page, helpful: true }, '203.0.113.100')).statusCode, 201);
  });

  test('editors read the counts and comments per page of their city only; clerks and other cities may not', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'editor1@feedback.example', 'editor', { customerId: '1' });
    await addStaff(db, 'editor2@feedback.example', 'editor', { customerId: '2' });
    await addStaff(db, 'clerk1@feedback.example', 'clerk', { customerId: '1' });
    const editor1 = await signedIn(app, 'editor1@feedback.example');
    const editor2 = await signedIn(app, 'editor2@feedback.example');
    const clerk1 = await signedIn(app, 'clerk1@feedback.example');

    const list = await corporate(app, 'feedback/list', { customer_id: '1' }, editor1);
    assert.equal(list.statusCode, 200, list.body);
    const pages = list.json().data as { kind: string; id: number; title: string; url: string; yes: number; no: number; comments: { helpful: boolean; comment: string }[] }[];
    const procedure = pages.find((page) => page.kind === 'procedure' && page.id === ids.procedure)!;
    assert.equal(procedure.yes, 1);
    assert.equal(procedure.no, 1);
    assert.deepEqual(procedure.comments.map((comment) => [comment.helpful, comment.comment]), [[true, 'Muy claro, gracias.']]);
    assert.match(procedure.url, new RegExp(`/sanrafael/corporate/procedure/preview/${ids.procedure}$`));
    const page = pages.find((item) => item.kind === 'page' && item.id === ids.page)!;
    assert.equal(page.no, 1);
    assert.equal(page.yes, 31);
    assert.equal(pages[0], page, 'the most answered first');

    assert.equal((await corporate(app, 'feedback/list', { customer_id: '1' }, editor2)).statusCode, 403);
    assert.equal((await corporate(app, 'feedback/list', { customer_id: '1' }, clerk1)).statusCode, 403);
    const own = await corporate(app, 'feedback/list', { customer_id: '2' }, editor2);
    assert.deepEqual(own.json().data, []);
  });
});
