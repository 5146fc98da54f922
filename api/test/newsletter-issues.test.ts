// The newsletter's issues (editors): an issue built from published news posts is queued for every
// confirmed subscriber of the city and of no other, each copy with its own one-click unsubscribe;
// the list counts the deliveries; another city's posts or subscribers are never reached. Both databases.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import type { Db } from '../src/db/database.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { adminToken, describeEachDatabase } from './support/test-app.ts';

async function subscriber(db: Db, customerId: string, email: string, status: 'pending' | 'confirmed', language = 'es'): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.insertInto('newsletter_subscribers').values({
    customer_id: customerId, email, status, language, confirm_token_hash: null, unsubscribe_token: token, created: '2026-11-01T10:00:00Z', confirmed_at: status === 'confirmed' ? '2026-11-01T10:05:00Z' : null,
  }).execute();
  return token;
}

async function post(db: Db, customerId: string, title: string, status = 'published'): Promise<number> {
  return (await db.insertInto('posts').values({
    customer_id: customerId, title, excerpt: `Resumen de ${title}.`, image: '', images: '[]', body: '<p>Cuerpo.</p>', format: 'standard', features_img: '[]',
    created: '2026-11-20 09:00:00', updated: '2026-11-20 09:00:00', status, published_at: status === 'published' ? '2026-11-20 09:00:00' : null,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

describeEachDatabase('newsletter issues', (ctx) => {
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  let editor: Record<string, string>;

  before(async () => {
    const { db, app } = ctx();
    tokens.ana = await subscriber(db, '1', 'ana@example.com', 'confirmed');
    tokens.bob = await subscriber(db, '1', 'bob@example.com', 'confirmed', 'en');
    await subscriber(db, '1', 'pendiente@example.com', 'pending');
    await subscriber(db, '2', 'lucia@example.com', 'confirmed');
    ids.first = await post(db, '1', 'Nueva plaza');
    ids.second = await post(db, '1', 'Jornada de vacunación');
    ids.draft = await post(db, '1', 'Borrador', 'draft');
    ids.elsewhere = await post(db, '2', 'Noticia de Santa Lucía');
    await addStaff(db, 'editor@sanrafael.example', 'editor', { customerId: '1' });
    await addStaff(db, 'clerk@sanrafael.example', 'clerk', { customerId: '1' });
    editor = await signedIn(app, 'editor@sanrafael.example');
  });

  test('an issue reaches each confirmed subscriber of the city once, in their language, with their own unsubscribe link', async () => {
    const { app, db } = ctx();
    const before = await corporate(app, 'newsletterIssue/list', { customer_id: '1' }, editor);
    assert.equal(before.statusCode, 200, before.body);
    assert.equal(before.json().data.subscribers, 2, 'pending addresses are not subscribers');

    const sent = await corporate(app, 'newsletterIssue/send', { customer_id: '1', subject: 'Noticias de noviembre', intro: 'Lo más importante del mes.', post_ids: [ids.second, ids.first] }, editor);
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal(sent.json().data.recipients, 2);
    assert.equal(sent.json().message, 'Boletín en cola para 2 suscriptores confirmados.');

    const copies = await db.selectFrom('outbox').select(['recipient', 'subject', 'body_text', 'headers', 'language', 'customer_id'])
      .where('event', '=', 'newsletter.issue').orderBy('recipient').execute();
    assert.deepEqual(copies.map((copy) => copy.recipient), ['ana@example.com', 'bob@example.com']);
    for (const copy of copies) {
      assert.equal(copy.customer_id, '1');
      assert.match(copy.subject, /^Noticias de noviembre · /);
      const token = copy.recipient === 'ana@example.com' ? tokens.ana : tokens.bob;
      assert.ok(JSON.parse(copy.headers)['List-Unsubscribe'].endsWith(`/api/v2/newsletter/unsubscribe/?token=${token}>`), copy.headers);
      // In the order the editor chose.
      assert.ok(copy.body_text.indexOf('Jornada de vacunación') < copy.body_text.indexOf('Nueva plaza'), copy.body_text);
      assert.match(copy.body_text, /\/blog-details\/\d+/);
    }
    assert.match(copies[0]!.body_text, /Leer la noticia: Nueva plaza/);
    assert.match(copies[1]!.body_text, /Read the story: Nueva plaza/);

    // Delivered (written as .eml files here): the list counts them.
    await app.context.mail.runOnce();
    const after = (await corporate(app, 'newsletterIssue/list', { customer_id: '1' }, editor)).json().data;
    assert.deepEqual(after.issues.map((issue: { subject: string; recipients: number; delivered: number; failed: number; created_by: string }) => [issue.subject, issue.recipients, issue.delivered, issue.failed, issue.created_by]),
      [['Noticias de noviembre', 2, 2, 0, 'editor@sanrafael.example']]);
  });

  test("another city's posts or subscribers are never reached; a draft is refused; clerks may not send", async () => {
    const { app, db } = ctx();
    const count = async () => (await db.selectFrom('outbox').select('id').where('event', '=', 'newsletter.issue').execute()).length;
    const queued = await count();
    for (const postIds of [[ids.elsewhere!], [ids.first!, ids.draft!], [999_999]]) {
      const answer = await corporate(app, 'newsletterIssue/send', { customer_id: '1', subject: 'X', intro: '', post_ids: postIds }, editor);
      assert.equal(answer.statusCode, 404, answer.body);
      assert.match(answer.json().message, /no existe o no está publicada/);
    }
    assert.equal((await corporate(app, 'newsletterIssue/send', { customer_id: '2', subject: 'X', intro: '', post_ids: [ids.elsewhere] }, editor)).statusCode, 403);
    assert.equal((await corporate(app, 'newsletterIssue/list', { customer_id: '2' }, editor)).statusCode, 403);
    const clerk = await signedIn(app, 'clerk@sanrafael.example');
    assert.equal((await corporate(app, 'newsletterIssue/send', { customer_id: '1', subject: 'X', intro: '', post_ids: [ids.first] }, clerk)).statusCode, 403);
    for (const bad of [{ subject: '', post_ids: [ids.first] }, { subject: 'X', post_ids: [] }, { subject: 'X', post_ids: [ids.first, ids.first] }]) {
      assert.equal((await corporate(app, 'newsletterIssue/send', { customer_id: '1', intro: '', ...bad }, editor)).statusCode, 400);
    }
    assert.equal(await count(), queued, 'nothing queued by any refused call');
    assert.equal((await db.selectFrom('newsletter_issues').select('id').execute()).length, 1);

    // A city without confirmed subscribers: told so, nothing stored.
    await db.updateTable('newsletter_subscribers').set({ status: 'pending' }).where('customer_id', '=', '2').execute();
    const nobody = await corporate(app, 'newsletterIssue/send', { customer_id: '2', subject: 'X', intro: '', post_ids: [ids.elsewhere] }, { authorization: `Bearer ${adminToken}` });
    assert.equal(nobody.statusCode, 409, nobody.body);
    assert.equal(await count(), queued);
  });
});
