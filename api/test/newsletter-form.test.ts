// The footer's newsletter form without JavaScript (hosting/newsletter-form.ts): a plain post from any
// page subscribes through the newsletter's own rules (double opt-in, Spanish refusals), then the
// citizen is back on the page they were reading; a reload sends no second e-mail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase, type TestContext } from './support/test-app.ts';
import { bootData, cookieOf, postForm } from './support/plain-forms.ts';

const pending = async (ctx: TestContext, email: string) =>
  (await ctx.db.selectFrom('newsletter_subscribers').select(['customer_id', 'status', 'language']).where('email', '=', email).execute()).map((row) => ({ ...row }));
const confirmations = (ctx: TestContext, email: string) =>
  ctx.db.selectFrom('outbox').select(['customer_id', 'language']).where('event', '=', 'newsletter.confirm').where('recipient', '=', email).execute();

describeEachDatabase('newsletter form without JavaScript', (ctx) => {
  test('a subscription posted from a page goes back to that page (303), which says once that an e-mail was sent', async () => {
    const response = await postForm(ctx(), '/boletin/suscribir', { email: ' Vecino.Plano@Example.com ', volver: '/procedures' });
    assert.equal(response.statusCode, 303, response.body);
    assert.equal(response.headers.location, '/procedures#newsletter-title');
    assert.doesNotMatch(String(response.headers.location), /vecino/i, 'the address never travels in the URL');
    assert.deepEqual(await pending(ctx(), 'vecino.plano@example.com'), [{ customer_id: '1', status: 'pending', language: 'es' }]);
    assert.equal((await confirmations(ctx(), 'vecino.plano@example.com')).length, 1);

    const sent = cookieOf(response, 'boletin');
    assert.ok(sent, 'the result travels in a cookie');
    assert.equal(sent.httpOnly, true);
    const page = await ctx().app.inject({ url: '/procedures', headers: { cookie: `boletin=${sent.value}` } });
    assert.equal(page.statusCode, 200);
    assert.deepEqual(bootData(page.body).ssr?.data.newsletterForm, { sent: true });
    assert.ok(page.cookies.some((cookie) => cookie.name === 'boletin' && cookie.value === ''), 'shown once: the cookie is cleared');
  });

  test('a malformed address shows the same page again with what was typed and the Spanish reason; nothing is stored', async () => {
    const response = await postForm(ctx(), '/boletin/suscribir', { email: 'no-es-un-correo', volver: '/contact' });
    assert.equal(response.statusCode, 400, response.body);
    const outcome = bootData(response.body).ssr?.data.newsletterForm as { sent: boolean; email: string; notice: string };
    assert.equal(outcome.sent, false);
    assert.equal(outcome.email, 'no-es-un-correo');
    assert.equal(outcome.notice, 'Escriba un correo válido, por ejemplo nombre@dominio.com.');
    assert.equal(cookieOf(response, 'boletin'), undefined);
    assert.deepEqual(await pending(ctx(), 'no-es-un-correo'), []);

    const empty = await postForm(ctx(), '/boletin/suscribir', { email: '  ', volver: '/contact' });
    assert.equal(empty.statusCode, 422);
    assert.equal((bootData(empty.body).ssr?.data.newsletterForm as { notice: string }).notice, 'Escriba su correo electrónico.');
  });

  test('a form without this browser’s anti-forgery token subscribes no one', async () => {
    for (const token of [null, 'otro-token']) {
      const response = await postForm(ctx(), '/boletin/suscribir', { email: 'forjado@example.com', volver: '/' }, { token });
      assert.equal(response.statusCode, 403);
      assert.match((bootData(response.body).ssr?.data.newsletterForm as { notice: string }).notice, /caducó/);
    }
    assert.deepEqual(await pending(ctx(), 'forjado@example.com'), []);
  });

  test('the way back stays on this site; another city’s host subscribes to that city; English visitors get English mail', async () => {
    for (const volver of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/boletin/suscribir', '']) {
      const response = await postForm(ctx(), '/boletin/suscribir', { email: 'vuelta@example.com', volver });
      assert.equal(response.headers.location, '/#newsletter-title', volver);
    }
    const elsewhere = await postForm(ctx(), '/boletin/suscribir', { email: 'lejos@example.com', volver: '/' }, { host: 'santalucia.localhost:80' });
    assert.equal(elsewhere.statusCode, 303);
    const rows = await pending(ctx(), 'lejos@example.com');
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.customer_id, '2', 'stored for the city whose site it was posted to');

    await postForm(ctx(), '/boletin/suscribir', { email: 'english@example.com', volver: '/' }, { cookies: 'lang=en' });
    assert.deepEqual((await confirmations(ctx(), 'english@example.com')).map((row) => row.language), ['en']);
  });

  test('hostile input never answers 5xx', async () => {
    for (const fields of [{ email: 'x'.repeat(999), volver: '/' }, { email: 'a@b.c', volver: '/'.repeat(1999) }, { email: '\u0000@\u202e.com', volver: '/%00' }]) {
      const response = await postForm(ctx(), '/boletin/suscribir', fields);
      assert.ok(response.statusCode < 500, `${response.statusCode} for ${JSON.stringify(fields).slice(0, 60)}`);
    }
    const tooLong = await postForm(ctx(), '/boletin/suscribir', { email: 'x'.repeat(1200) });
    assert.equal(tooLong.statusCode, 400);
  });
}, { CUSTOMER_HOSTS: 'santalucia.localhost=2' });
