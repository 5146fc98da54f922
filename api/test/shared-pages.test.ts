// Pages a shared cache may hold: an anonymous visitor's rendered page is the same bytes for
// everybody (no anti-forgery token, no cookie), answers `public` with an ETag and the tags of what
// it shows, and is served from the page cache without a render the second time. Anything of one
// visitor stays private. Writes still need the token: the shared client asks GET /api/v2/csrf/,
// and a form posted without JavaScript from such a page is taken on the browser's word that it
// was posted from this site, never from another.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { writeEchoShellBuild, renderOf } from './support/echo-shell-build.ts';
import { parsePrometheusText } from './support/prometheus-text.ts';
import { bootData } from './support/plain-forms.ts';
import { createTestContext, csrfHeaders, type TestContext } from './support/test-app.ts';

const HOST = 'localhost:80';
const message = { kind: 'contact', 'contact-name': 'Ana Gómez', 'contact-email': 'ana@example.com', 'contact-phone': '+58 412 555 1234', 'contact-message': 'La luz de la calle no enciende.' };

describe('pages a shared cache may hold', () => {
  let ctx: TestContext;
  before(async () => { ctx = await createTestContext('sqlite', {}, { prepareShell: writeEchoShellBuild }); });
  after(async () => { await ctx?.close(); });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { host: HOST, ...headers } });
  async function renders(outcome: string): Promise<number> {
    const families = parsePrometheusText((await ctx.app.inject({ url: '/metrics' })).body);
    let total = 0;
    for (const sample of families.get('portal_ssr_render_duration_seconds')?.samples ?? []) {
      if (sample.name === 'portal_ssr_render_duration_seconds_count' && sample.labels.outcome === outcome) total += sample.value;
    }
    return total;
  }

  test('an anonymous visitor\'s page is public, with an ETag and its tags, and carries no token and sets no cookie', async () => {
    const answer = await page('/blog-grid/');
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['cache-control']), /^public, max-age=0, s-maxage=60, stale-while-revalidate=300$/);
    assert.match(String(answer.headers.etag), /^"[\w-]+"$/);
    assert.equal(answer.headers['set-cookie'], undefined);
    assert.match(String(answer.headers.vary), /Cookie/);
    const keys = String(answer.headers['surrogate-key']).split(' ');
    assert.ok(keys.includes('customer-1') && keys.includes('customer-1-news'), `tags: ${keys.join(' ')}`);
    const boot = bootData(answer.body);
    const postIds = ((boot.ssr?.data.posts as { data: { id: number }[] }).data).map((post) => `post-${post.id}`);
    assert.ok(postIds.length > 0 && postIds.every((tag) => keys.includes(tag)), 'every post shown is named');
    assert.deepEqual(String(answer.headers['cache-tag']).split(','), keys);
    assert.equal(boot.csrfToken, '');
    assert.match(answer.body, /name="csrftoken" value=""/);
    // The nonce of the CSP is the one written in the page, the same for every visitor.
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    assert.ok(nonce && answer.body.includes(`nonce="${nonce}"`));
  });

  test('a second request is served from the page cache, without a render, the same bytes; If-None-Match gets 304', async () => {
    const first = await page('/contact');
    const rendered = await renders('rendered');
    const second = await page('/contact');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(await renders('rendered'), rendered, 'no new render');
    assert.ok((await renders('cached')) >= 1);
    const known = await page('/contact', { 'if-none-match': String(first.headers.etag) });
    assert.equal(known.statusCode, 304);
    assert.equal(known.body, '');
    assert.equal(known.headers.etag, first.headers.etag);
    assert.match(String(known.headers['cache-control']), /^public/);
    // The browser takes the 304's headers for its copy's: the page's CSP, with the page's nonce.
    assert.equal(known.headers['content-security-policy'], first.headers['content-security-policy']);
  });

  test('an operator\'s swap of a remote reaches the very next visitor, never the copy kept from before it', async () => {
    const before = await page('/contact');
    assert.match(String(before.headers['cache-control']), /^public/);
    const file = ctx.config.remotesFile;
    const original = fs.readFileSync(file, 'utf8');
    const registry = JSON.parse(original) as { default: Record<string, string> };
    const swapped = 'http://localhost:9031/mf-manifest.json';
    try {
      // Written as the registry tool writes it: a new file renamed over the old one.
      fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...registry, default: { ...registry.default, contact: swapped } }));
      fs.renameSync(`${file}.tmp`, file);
      const after = await page('/contact');
      assert.equal((bootData(after.body) as { registry?: Record<string, string> }).registry?.contact, swapped);
    } finally {
      fs.writeFileSync(`${file}.tmp`, original);
      fs.renameSync(`${file}.tmp`, file);
    }
  });

  test('the language cookie gives another copy, and says so: English never reaches a Spanish visitor', async () => {
    const spanish = await page('/contact');
    const english = await page('/contact', { cookie: 'lang=en' });
    assert.equal(english.headers['content-language'], 'en');
    assert.equal(spanish.headers['content-language'], 'es');
    assert.match(english.body, /data-language="en"/);
    assert.match(spanish.body, /data-language="es"/);
    assert.notEqual(english.headers.etag, spanish.headers.etag);
    assert.match(String(english.headers['cache-control']), /^public/);
  });

  test('a visitor with any other cookie (a session, a lookup), the console and the folder get private pages with their token', async () => {
    for (const [url, headers] of [['/blog-grid/', { cookie: 'portal_session=abc' }], ['/contact', { cookie: 'seguimiento=x; lang=en' }], ['/admin/', {}], ['/mi-carpeta', {}]] as const) {
      const answer = await page(url, headers);
      assert.equal(answer.headers['cache-control'], 'private, no-store', url);
      assert.equal(answer.headers['surrogate-key'], undefined, url);
      const token = bootData(answer.body).csrfToken;
      assert.match(token, /^[\w-]{32,}$/, url);
      assert.ok(answer.cookies.some((cookie) => cookie.name === 'csrftoken' && cookie.value === token), url);
    }
  });

  test('GET /api/v2/csrf/ sets the cookie and answers its token, which a write then echoes; a forged write is still refused', async () => {
    const asked = await ctx.app.inject({ url: '/api/v2/csrf/', headers: { host: HOST } });
    assert.equal(asked.statusCode, 200);
    assert.equal(asked.headers['cache-control'], 'no-store');
    const token = asked.json().data.token as string;
    const cookie = asked.cookies.find((one) => one.name === 'csrftoken');
    assert.equal(cookie?.value, token);
    assert.equal(cookie?.httpOnly, true);
    // A second ask with the cookie keeps it: another tab's pending write still matches.
    assert.equal((await ctx.app.inject({ url: '/api/v2/csrf/', headers: { host: HOST, cookie: `csrftoken=${token}` } })).json().data.token, token);
    const body = { customer_id: '1', kind: 'contact', name: 'Vecina', email: 'vecina@example.com', phone: '04125551234', message: 'Hola' };
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/v2/contact/', payload: body, headers: { host: HOST, ...csrfHeaders(token) } })).statusCode, 201);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/v2/contact/', payload: body, headers: { host: HOST, cookie: `csrftoken=${token}`, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' } });
    assert.equal(forged.statusCode, 403, 'the JSON API wants the header, whatever the browser says');
  });

  test('a form posted without JavaScript from a shared page (no token) is taken from this site, refused from another', async () => {
    const post = (headers: Record<string, string>) => ctx.app.inject({
      method: 'POST', url: '/contact/enviar', payload: new URLSearchParams({ ...message, csrftoken: '' }).toString(),
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', referer: `http://${HOST}/contact`, ...headers },
    });
    const taken = await post({ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` });
    assert.equal(taken.statusCode, 303, taken.body.slice(0, 2000));
    // A browser without Fetch Metadata: its Origin names this host.
    assert.equal((await post({ origin: `http://${HOST}` })).statusCode, 303);
    const forged: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' }, { origin: 'https://evil.example' }, { origin: 'null' }, {}];
    for (const headers of forged) {
      const refused = await post(headers);
      assert.equal(refused.statusCode, 403, JSON.stringify(headers));
    }
    // A wrong token is refused even from this site.
    const wrong = await ctx.app.inject({
      method: 'POST', url: '/contact/enviar', payload: new URLSearchParams({ ...message, csrftoken: 'wrong-token-abcdefghijklmnopqrstuvwxyz0123' }).toString(),
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', cookie: 'csrftoken=abcdefghijklmnopqrstuvwxyz0123456789ABCD' },
    });
    assert.equal(wrong.statusCode, 403);
  });

  test('a staff write purges the customer\'s pages: the next visitor gets a page rendered from the new data', async () => {
    const before = renderOf((await page('/blog-grid/')).body);
    const title = `Aviso ${Date.now()}`;
    const auth = { authorization: `Bearer ${ctx.config.adminTokens[0]}`, host: HOST };
    const added = await ctx.app.inject({ method: 'POST', url: '/api/v2/corporate/post/add/', payload: { customer_id: '1', title, body: '<p>Corte de agua</p>' }, headers: auth });
    assert.equal(added.statusCode, 201, added.body);
    const published = await ctx.app.inject({ method: 'POST', url: '/api/v2/corporate/post/publish/', payload: { customer_id: '1', id: added.json().data.id }, headers: auth });
    assert.equal(published.statusCode, 200, published.body);
    const after = await page('/blog-grid/');
    assert.match(after.body, new RegExp(title));
    assert.ok(renderOf(after.body).render > before.render);
    assert.ok(String(after.headers['surrogate-key']).split(' ').includes(`post-${added.json().data.id}`));
  });
});
