// Post and page bodies have a maximum size and nesting depth: a 195 KB body of nested tags used to
// make its page 4 MB. Refused with a 400 naming `body`, in Spanish; nothing is stored.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { POST_HTML_MAX_DEPTH } from '@portal/contract';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

const nested = (levels: number, tag = 'div') => `${`<${tag}>`.repeat(levels)}texto${`</${tag}>`.repeat(levels)}`;

describeEachDatabase('post and page body limits', (ctx) => {
  let editor: Record<string, string>;
  before(async () => {
    await addStaff(ctx().db, 'editor@limits.example', 'editor');
    editor = await signedIn(ctx().app, 'editor@limits.example');
  });

  test('a body nested deeper than the limit is refused with a Spanish message naming body; at the limit it is stored', async () => {
    const { app, db } = ctx();
    const postsBefore = await db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const [call, extra] of [['post/add', { title: 'Anidado' }], ['page/add', { title: 'Anidada', slug: 'anidada' }]] as const) {
      // 195 KB of unclosed <b>: what made a 4 MB page.
      for (const body of [nested(POST_HTML_MAX_DEPTH + 1), '<b>'.repeat(65_000)]) {
        const refused = await corporate(app, call, { customer_id: '1', ...extra, body }, editor);
        assert.equal(refused.statusCode, 400, `${call}: ${refused.body.slice(0, 200)}`);
        assert.equal(refused.json().errors[0].field, 'body');
        assert.match(refused.json().errors[0].message, /anida demasiados elementos/);
      }
    }
    const postsAfter = await db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(postsAfter.n), Number(postsBefore.n));
    assert.equal((await db.selectFrom('pages').select('id').where('slug', '=', 'anidada').execute()).length, 0);

    const stored = await corporate(app, 'post/add', { customer_id: '1', title: 'Al límite', body: nested(POST_HTML_MAX_DEPTH) }, editor);
    assert.equal(stored.statusCode, 201, stored.body);
    const page = await corporate(app, 'page/add', { customer_id: '1', title: 'Al límite', slug: 'al-limite', body: nested(POST_HTML_MAX_DEPTH, 'section') }, editor);
    assert.equal(page.statusCode, 201, page.body);
  });

  test('an update is held to the same limits and keeps the stored body', async () => {
    const { app } = ctx();
    const added = await corporate(app, 'post/add', { customer_id: '1', title: 'Corto', body: '<p>Hola</p>' }, editor);
    const id = added.json().data.id;
    const refused = await corporate(app, 'post/update', { customer_id: '1', id, body: nested(500, 'span') }, editor);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().errors[0].field, 'body');
    assert.equal((await corporate(app, 'post/detail', { customer_id: '1', id }, editor)).json().data.body, '<p>Hola</p>');
  });
});
