// The contact and quote forms without JavaScript (issue 20): POST /contact/enviar, form-encoded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from './support/test-app.ts';

function bootToken(html: string): string {
  const match = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'boot data block present');
  return JSON.parse(match[1]!).csrfToken;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const message = { kind: 'contact', 'contact-name': 'Ana Gómez', 'contact-email': 'ana@example.com', 'contact-phone': '+58 412 555 1234', 'contact-message': 'La luz de la calle no enciende.' };

describeEachDatabase('contact form without JavaScript', (ctx) => {
  async function post(fields: Record<string, string>, { token, cookie }: { token?: string; cookie?: string } = {}) {
    const page = await ctx().app.inject({ url: '/contact' });
    const pageToken = bootToken(page.body);
    return ctx().app.inject({
      method: 'POST',
      url: '/contact/enviar',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${cookie ?? pageToken}`, referer: 'http://localhost:80/contact', host: 'localhost:80' },
      payload: form({ ...fields, csrftoken: token ?? pageToken }),
    });
  }

  test('a valid message is stored, and the page it came from shows its reference once', async () => {
    const response = await post(message);
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/contact');
    const sent = response.cookies.find((c) => c.name === 'contact_sent');
    assert.ok(sent);
    assert.match(sent.value, /^contact:C-\d{4}-\d{6}$/);
    assert.equal(sent.httpOnly, true);
    const reference = sent.value.split(':')[1]!;
    const stored = await ctx().db.selectFrom('contact_messages').select(['name', 'email']).where('reference', '=', reference).executeTakeFirst();
    assert.deepEqual({ ...stored }, { name: 'Ana Gómez', email: 'ana@example.com' });

    const page = await ctx().app.inject({ url: '/contact', headers: { cookie: `contact_sent=${sent.value}` } });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(`"reference":"${reference}"`), 'the page carries the reference for the form');
    assert.ok(page.cookies.some((c) => c.name === 'contact_sent' && c.value === ''), 'the cookie is cleared as it is read');
  });

  test('a refused message comes back with what was typed, and nothing is stored', async () => {
    const before = await ctx().db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await post({ ...message, 'contact-email': 'ana@' });
    assert.equal(response.statusCode, 422);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.ok(response.body.includes('"contact-email"') || response.body.includes('"email":"ana@"'), 'the typed e-mail is in the page');
    assert.ok(response.body.includes('La luz de la calle no enciende.'));
    const afterCount = await ctx().db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(afterCount.n), Number(before.n));
  });

  test('without the anti-forgery token, or with another one, nothing is stored and the page says so', async () => {
    const missing = await post(message, { token: '' });
    assert.equal(missing.statusCode, 403);
    const forged = await post(message, { token: 'x'.repeat(43) });
    assert.equal(forged.statusCode, 403);
    assert.ok(forged.body.includes('"failed":true'));
  });

  test('hostile input never answers 5xx, and another site is never the page returned to', async () => {
    for (const fields of [{ kind: 'quote\u0000', 'contact-name': '<script>alert(1)</script>' }, { 'contact-message': 'x'.repeat(70_000) }, { kind: '../../etc' }, {}]) {
      const response = await post(fields as Record<string, string>);
      assert.ok(response.statusCode < 500, `${response.statusCode} for ${JSON.stringify(fields).slice(0, 80)}`);
    }
    const page = await ctx().app.inject({ url: '/contact' });
    const token = bootToken(page.body);
    const elsewhere = await ctx().app.inject({
      method: 'POST', url: '/contact/enviar',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${token}`, referer: 'https://evil.example/phish', host: 'localhost:80' },
      payload: form({ ...message, csrftoken: token }),
    });
    assert.equal(elsewhere.statusCode, 303);
    assert.equal(elsewhere.headers.location, '/contact');
  });

  test("a same-host Referer whose path starts with '//' (or '/\\') never becomes an off-site redirect", async () => {
    for (const referer of ['http://localhost:80//evil.example/login', 'http://localhost:80/\\evil.example/login', 'http://localhost:80///evil.example']) {
      const page = await ctx().app.inject({ url: '/contact' });
      const token = bootToken(page.body);
      const response = await ctx().app.inject({
        method: 'POST', url: '/contact/enviar',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${token}`, referer, host: 'localhost:80' },
        payload: form({ ...message, 'contact-message': `Desde ${referer}`, csrftoken: token }),
      });
      assert.equal(response.statusCode, 303, referer);
      assert.equal(response.headers.location, '/contact', referer);
    }
  });
});
