import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '../support/test';
import { BASE_URL, REMOTE_PORTS } from '../support/ports';

const registryOrigins = Object.values(REMOTE_PORTS).map((port) => `http://localhost:${port}`);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** Headers every response of the site carries, whatever serves it. */
function expectBaseline(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = directives(headers['content-security-policy'] ?? '');
  // Directives that must be 'none' (default-src 'none' already covers object-src for static files).
  for (const name of ['object-src', 'base-uri', 'frame-ancestors']) expect(csp.get(name), `${what}: ${name}`).toEqual(["'none'"]);
  // No HSTS over plain HTTP (a browser would pin a host that has no TLS).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** The hash a CSP gives an inline script. */
function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The page CSP: scripts from self and the registry's remote origins only; inline, only the
 * server-rendered page's script starter, by its hash.
 */
async function expectPageCsp(response: APIResponse, what: string) {
  const csp = directives(response.headers()['content-security-policy'] ?? '');
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, what).toContain("'self'");
  const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1]!));
  const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
  expect(hashes.length, `${what}: one inline script is allowed`).toBeLessThanOrEqual(1);
  // A page that carries the starter gets exactly its hash; no other inline script may be on it.
  for (const hash of inline) expect(hashes, `${what}: inline script allowed by its hash`).toContain(hash);
  for (const source of scripts.filter((s) => !hashes.includes(s))) expect(["'self'", ...registryOrigins], `${what}: script source ${source}`).toContain(source);
  expect(scripts.join(' ')).not.toContain('unsafe');
  // styled-components gets the per-response nonce instead of 'unsafe-inline'.
  const styles = csp.get('style-src') ?? [];
  expect(styles.some((s) => s.startsWith("'nonce-"))).toBe(true);
  expect(styles).not.toContain("'unsafe-inline'");
}

test('the hosting page has the strict page CSP; the anti-forgery cookie is protected, and never on a page a shared cache holds', async ({ request }) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expectBaseline(page, 'hosting page');
  await expectPageCsp(page, 'hosting page');
  expect(await page.text(), 'the home page is rendered on the server and starts its scripts inline').toContain('<script>');
  // An anonymous visitor's page is the same for everybody: public, no cookie, no token.
  expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(page.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie')).toBe(false);
  const nonce = /'nonce-([^']+)'/.exec(page.headers()['content-security-policy'])![1];
  // The minified page may leave the attribute unquoted; either way it must carry this response's nonce.
  expect(await page.text()).toMatch(new RegExp(`<meta property="?csp-nonce"? content="?${nonce}"?>`));
  // The token comes from its own answer, never stored by a cache, with the cookie.
  const asked = await request.get('/api/v2/csrf/');
  expect(asked.headers()['cache-control']).toBe('no-store');
  const cookie = asked.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('csrftoken='));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=(Lax|Strict)/i);
  // Over TLS the cookie would also be Secure; this run is plain HTTP on loopback.
  expect(cookie?.value).toContain(`csrftoken=${(await asked.json()).data.token}`);
});

test('a nested page URL and an unknown URL get the same protections', async ({ request }) => {
  const nested = await request.get('/post/una-noticia?id=1');
  expect(nested.status()).toBe(200);
  await expectPageCsp(nested, 'nested page');
  const unknown = await request.get('/esto-no-existe');
  expect(unknown.status()).toBe(404);
  expectBaseline(unknown, '404');
  await expectPageCsp(unknown, '404');
});

test('API answers, the procedures document and media carry the baseline headers', async ({ request }) => {
  const config = await request.get('/api/config/site/');
  expectBaseline(config, 'site config');
  const body = await config.json();
  const shortname = body.data.customers[0].customers[0].shortname as string;
  expectBaseline(await request.get(`/djstatic/${shortname}/procedures.json`), 'procedures.json');

  const posts = await request.post('/api/v2/blog/post/', { data: { customer_id: 1, page: 0 } });
  expectBaseline(posts, 'post list');
  const image = (await posts.json()).data[0].image as string;
  const media = await request.get(`/djmedia/${image.replace(/^\/?(djmedia\/)?/, '')}`);
  expect(media.status()).toBe(200);
  expectBaseline(media, 'media');

  const badInput = await request.post('/api/v2/blog/post/', { data: '{"page": ', headers: { 'content-type': 'application/json' } });
  expect(badInput.status()).toBe(400);
  expectBaseline(badInput, 'malformed JSON');
});

test("the remotes' static files carry the baseline headers, CORS for the shell, and sensible caching", async ({ request }) => {
  for (const [name, port] of Object.entries(REMOTE_PORTS)) {
    const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`, { headers: { Origin: BASE_URL } });
    expect(manifest.status(), name).toBe(200);
    expectBaseline(manifest, `${name} manifest`);
    expect(manifest.headers()['access-control-allow-origin']).toBeTruthy();
    expect(manifest.headers()['cache-control']).toBe('no-cache');

    const entry = await request.get(`http://localhost:${port}/remoteEntry.js`);
    expectBaseline(entry, `${name} remoteEntry.js`);
    expect(entry.headers()['content-type']).toContain('javascript');

    const exposed = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
    const chunk = await request.get(`http://localhost:${port}/${exposed}`);
    expect(chunk.status()).toBe(200);
    expectBaseline(chunk, `${name} chunk`);
    expect(chunk.headers()['cache-control']).toContain('immutable');
  }
});
