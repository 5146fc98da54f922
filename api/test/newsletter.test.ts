// The newsletter's double opt-in and one-click unsubscribe (RFC 8058), on both databases: nothing is
// subscribed before the e-mailed link is followed, the welcome message carries List-Unsubscribe,
// and the unsubscribe link's page or a mail client's one-click POST removes the address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const linkIn = (text: string, path: string) => new RegExp(`http://localhost:\\d+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(text)?.[1];

describeEachDatabase('newsletter', (ctx) => {
  test('subscribing e-mails a confirmation link and subscribes no one; following it confirms and sends the welcome', async () => {
    const { app, db } = ctx();
    const subscribe = () => app.inject({ method: 'POST', url: '/api/v2/newsletter/subscribe/', headers: csrfHeaders(), payload: { customer_id: '1', email: 'Vecina@Example.com' } });
    const answer = await subscribe();
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(answer.json().message, /Le enviamos un correo para confirmar/);
    const pending = await db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'vecina@example.com').executeTakeFirstOrThrow();
    assert.equal(pending.status, 'pending', 'not subscribed before the link is followed');
    const confirmMail = await db.selectFrom('outbox').selectAll().where('event', '=', 'newsletter.confirm').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(confirmMail.recipient, 'vecina@example.com');
    const confirm = linkIn(confirmMail.body_text, '/api/v2/newsletter/confirm/');
    assert.ok(confirm, confirmMail.body_text);

    const page = await app.inject({ url: confirm });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<h1>Suscripción confirmada<\/h1>/);
    assert.equal((await db.selectFrom('newsletter_subscribers').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow()).status, 'confirmed');
    assert.equal((await app.inject({ url: confirm })).statusCode, 404, 'a link confirms once');
    const welcome = await db.selectFrom('outbox').selectAll().where('event', '=', 'newsletter.welcome').where('recipient', '=', 'vecina@example.com').executeTakeFirstOrThrow();
    const headers = JSON.parse(welcome.headers) as Record<string, string>;
    assert.equal(headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(headers['List-Unsubscribe']!, /^<http:\/\/localhost:\d+\/api\/v2\/newsletter\/unsubscribe\/\?token=[A-Za-z0-9_-]+>$/);

    // Subscribed already: the same answer, and no e-mail.
    const before = await db.selectFrom('outbox').select('id').where('recipient', '=', 'vecina@example.com').execute();
    assert.equal((await subscribe()).json().message, answer.json().message);
    assert.equal((await db.selectFrom('outbox').select('id').where('recipient', '=', 'vecina@example.com').execute()).length, before.length);
  });

  test('the unsubscribe link shows a button (a link scanner unsubscribes no one); the one-click POST removes the address', async () => {
    const { app, db } = ctx();
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/newsletter/subscribe/', headers: csrfHeaders(), payload: { customer_id: '1', email: 'baja@example.com' } })).statusCode, 200);
    const confirmMail = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'baja@example.com').executeTakeFirstOrThrow();
    assert.equal((await app.inject({ url: linkIn(confirmMail.body_text, '/api/v2/newsletter/confirm/')! })).statusCode, 200);
    const welcome = await db.selectFrom('outbox').selectAll().where('event', '=', 'newsletter.welcome').where('recipient', '=', 'baja@example.com').executeTakeFirstOrThrow();
    const unsubscribe = linkIn(welcome.body_text, '/api/v2/newsletter/unsubscribe/')!;
    const page = await app.inject({ url: unsubscribe });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<button type="submit">Darme de baja<\/button>/);
    assert.ok(await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'baja@example.com').executeTakeFirst(), 'still subscribed after the GET');
    // The mail client's one-click POST carries no cookie and no anti-forgery header.
    const gone = await app.inject({ method: 'POST', url: unsubscribe, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    assert.equal(gone.statusCode, 200, gone.body);
    assert.match(gone.body, /Dirección dada de baja/);
    assert.equal(await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'baja@example.com').executeTakeFirst(), undefined);
  });

  test('a malformed address or token is a Spanish 400, never a 5xx', async () => {
    const { app } = ctx();
    const bad = await app.inject({ method: 'POST', url: '/api/v2/newsletter/subscribe/', headers: csrfHeaders(), payload: { customer_id: '1', email: 'no es correo' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'email');
    assert.equal((await app.inject({ url: '/api/v2/newsletter/confirm/?token=<script>' })).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/newsletter/unsubscribe/?token=abcdefghijklmnopqrstuvwxyz', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' })).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/newsletter/subscribe/', headers: csrfHeaders(), payload: { customer_id: 'nadie', email: 'a@example.com' } })).statusCode, 404);
  });
});
