import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixtureManifest, repositoryManifests } from './support/fixture-remotes.ts';
import { createTestContext, defaultRegistry, describeEachDatabase, remotes, writeRegistry, type TestContext } from './support/test-app.ts';
import { createHash } from 'node:crypto';
import { renderHostingPage } from '../src/hosting/hosting-page.ts';
import { SCRIPT_STARTER, SCRIPT_STARTER_SOURCE } from '../src/hosting/scripts-after-paint.ts';
import { contentSecurityPolicy } from '../src/http/security-headers.ts';

function bootOf(html: string) {
  const match = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'boot data block present');
  return JSON.parse(match[1]!);
}

const knownRoutes = [
  '/', '/procedures', '/contact', '/privacy-policy', '/terms-use', '/coming-soon', '/digital-agency',
  '/creative-agency', '/personal-portfolio', '/home-startup', '/corporate-agency', '/blog-grid/', '/blog-details/3',
  '/category/noticias', '/archive/2025', '/author/ana', '/post/una-noticia?id=3', '/service-one/', '/service-two/',
  '/service-details/ui-ux-design', '/project-grid-one', '/project-grid-two', '/project-grid-three', '/project-width-one',
  '/project-width-two', '/project-details/city-bike-app', '/about-us', '/our-office', '/our-clients', '/team',
  '/team-details/sofia-nunez', '/case-study', '/case-details/horizon-airlines', '/testimonials', '/pricing-table',
  '/typography', '/page/transparencia?id=1', '/procedures/', '/accesibilidad', '/ayuda', '/feriados', '/certificate/validation/',
];

describeEachDatabase('hosting page', (ctx) => {
  test('writes the boot data, the nonce and a matching csrftoken cookie into index.html', async () => {
    const response = await ctx().app.inject({ url: '/procedures' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    // Without a server render the page is written per response (its nonce): one visitor's.
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const boot = bootOf(response.body);
    assert.equal(boot.customerId, '1');
    assert.equal(boot.apiHost, 'http://localhost:80');
    assert.deepEqual(boot.registry, defaultRegistry.default);
    assert.doesNotMatch(response.body, /name="portal-boot"|__CSP_NONCE__/);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    assert.ok(nonce);
    assert.ok(String(response.headers['content-security-policy']).includes(`'nonce-${nonce}'`));
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    assert.ok(cookie);
    assert.equal(cookie.value, boot.csrfToken);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.notEqual(cookie.secure, true, 'not Secure over plain HTTP');
  });

  test('each response gets its own nonce', async () => {
    const a = await ctx().app.inject({ url: '/' });
    const b = await ctx().app.inject({ url: '/' });
    assert.notEqual(a.headers['content-security-policy'], b.headers['content-security-policy']);
  });

  test('the csrfToken from the page lets the contact form post', async () => {
    const page = await ctx().app.inject({ url: '/contact' });
    const token = bootOf(page.body).csrfToken;
    const response = await ctx().app.inject({
      method: 'POST', url: '/api/v2/contact/',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload: { customer_id: '1', name: 'Ana', email: 'ana@example.com', phone: '04125551234' },
    });
    assert.equal(response.statusCode, 201);
  });

  test('every route of spec section 2 answers 200 with the hosting page', async () => {
    for (const url of knownRoutes) {
      const response = await ctx().app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.ok(response.body.includes('id="portal-boot"'), url);
    }
  });

  test('/404 and unknown paths answer 404 with the hosting page so the shell shows its 404', async () => {
    for (const url of ['/404', '/no-existe', '/blog-details', '/blog-details/1/extra', '/certificate/validation/1']) {
      const response = await ctx().app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.ok(response.body.includes('id="portal-boot"'), url);
    }
  });

  test('unknown API paths answer a JSON 404, not the hosting page', async () => {
    const response = await ctx().app.inject({ url: '/api/v2/nothing/' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { res: 0, message: 'Recurso no encontrado.' });
  });

  test('files of the shell build are served with their type; hashed names are cached for a year', async () => {
    const script = await ctx().app.inject({ url: '/main.1a2b3c4d5e.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    const icon = await ctx().app.inject({ url: '/favicon.svg' });
    assert.equal(icon.headers['content-type'], 'image/svg+xml');
    assert.equal(icon.headers['cache-control'], 'no-cache');
    const again = await ctx().app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(icon.headers.etag) } });
    assert.equal(again.statusCode, 304);
  });

  test('/index.html is the hosting page, never the raw template', async () => {
    const response = await ctx().app.inject({ url: '/index.html' });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /__CSP_NONCE__/);
  });
});

test('a server-rendered page announces its urgent picture first in <head>', () => {
  const template = '<!doctype html><html lang=es><head><meta charset=utf-8><link rel=preload as=script href=/325.js><meta name=portal-boot content></head><body><div id=root>Cargando...</div><script defer src=/main.js></script></body></html>';
  const boot = { customerId: '1', csrfToken: 'tok' } as never;
  const banner = '<section><a class="banner-slide" href="/"><img src="/djmedia/banners/a.svg?v=1&amp;w=2" alt="" loading="eager" fetchpriority="high"/></a><img src="/djmedia/other.svg" loading="lazy"/></section>';
  const page = renderHostingPage(template, boot, 'n0nce', { html: banner, styles: '', language: 'es' });
  const head = page.slice(0, page.indexOf('</head>'));
  assert.match(head, /^<!doctype html><html lang="es"><head><link rel="preload" as="image" href="\/djmedia\/banners\/a\.svg\?v=1&amp;w=2" fetchpriority="high">/);
  assert.equal((page.match(/rel="preload" as="image"/g) ?? []).length, 1, 'only the urgent one');

  // No urgent picture, or no server rendering: nothing is added.
  assert.doesNotMatch(renderHostingPage(template, boot, 'n0nce', { html: '<p>Texto</p>', styles: '', language: 'es' }), /as="image"/);
  assert.doesNotMatch(renderHostingPage(template, boot, 'n0nce'), /as="image"/);
});

test('a server-rendered page lists its start scripts for the inline starter; a browser-rendered one keeps them in <head>', () => {
  const template = '<!doctype html><html lang=es><head><link rel=preload as=script href=/325.js><link rel="preload" as="script" href="/996.js"><meta name=portal-boot content></head><body><div id=root>Cargando...</div><script defer src=/main.js?abc></script></body></html>';
  const boot = { customerId: '1', csrfToken: 'tok' } as never;
  const page = renderHostingPage(template, boot, 'n0nce', { html: '<main><h1>Trámites</h1></main>', styles: '', language: 'es' });
  // Nothing in the page asks for a script before the starter runs.
  assert.doesNotMatch(page, /rel=("?)preload\1 as=("?)script/);
  assert.doesNotMatch(page, /<script[^>]*\bsrc=/);
  const list = /<script id="portal-scripts" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
  assert.deepEqual(JSON.parse(list!), ['/325.js', '/996.js', '/main.js?abc'], 'preloads in order, the entry last');
  // The starter follows its list, at the end of <body>, and is the script the CSP allows by hash.
  assert.ok(page.endsWith(`<script>${SCRIPT_STARTER}</script></body></html>`));
  assert.equal(SCRIPT_STARTER_SOURCE, `'sha256-${createHash('sha256').update(SCRIPT_STARTER).digest('base64')}'`);
  assert.match(contentSecurityPolicy([], 'n0nce'), new RegExp(`script-src 'self' ${SCRIPT_STARTER_SOURCE.replace(/[+/]/g, '\\$&')};`));

  // Rendered in the browser (no server HTML): the template's tags stay as the build wrote them.
  const plain = renderHostingPage(template, boot, 'n0nce');
  assert.match(plain, /<link rel=preload as=script href=\/325\.js>/);
  assert.match(plain, /<script defer src=\/main\.js\?abc><\/script>/);
  assert.doesNotMatch(plain, /portal-scripts/);
});

test('the boot block also replaces a minified placeholder (no quotes, empty content)', async () => {
  const context = await createTestContext('sqlite');
  try {
    fs.writeFileSync(path.join(context.config.shellDist, 'index.html'), '<!doctype html><html lang=es><head><meta property=csp-nonce content=__CSP_NONCE__><meta name=portal-boot content><title>P</title></head><body></body></html>');
    const response = await context.app.inject({ url: '/' });
    assert.equal(bootOf(response.body).customerId, '1');
    assert.doesNotMatch(response.body, /name=portal-boot|__CSP_NONCE__/);
    assert.equal((response.body.match(/id="portal-boot"/g) ?? []).length, 1);
  } finally {
    await context.close();
  }
});

test('a registry edit takes effect on the next page load, for the overridden customer only', async () => {
  const context = await createTestContext('sqlite', { CUSTOMER_HOSTS: 'santalucia.localhost=2' });
  try {
    const file = context.config.remotesFile;
    const edited = { ...defaultRegistry, customers: { '2': { blog: 'http://localhost:9022/mf-manifest.json' } } };
    fs.writeFileSync(file, JSON.stringify(edited));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(file, future, future);
    const two = await context.app.inject({ url: '/', headers: { host: 'santalucia.localhost' } });
    assert.equal(bootOf(two.body).customerId, '2');
    assert.equal(bootOf(two.body).registry.blog, 'http://localhost:9022/mf-manifest.json');
    assert.ok(String(two.headers['content-security-policy']).includes('http://localhost:9022'));
    const one = await context.app.inject({ url: '/' });
    assert.equal(bootOf(one.body).registry.blog, defaultRegistry.default.blog);
    assert.ok(!String(one.headers['content-security-policy']).includes('9022'));
  } finally {
    await context.close();
  }
});

test('a broken registry edit keeps the last good registry', async () => {
  const context = await createTestContext('sqlite');
  try {
    await context.app.inject({ url: '/' });
    fs.writeFileSync(context.config.remotesFile, '{ not json');
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(context.config.remotesFile, future, future);
    const response = await context.app.inject({ url: '/' });
    assert.equal(bootOf(response.body).registry.procedures, defaultRegistry.default.procedures);
  } finally {
    await context.close();
  }
});

test('boot JSON cannot break out of its script element', async () => {
  const context = await createTestContext('sqlite');
  try {
    const hostile = { default: { ...defaultRegistry.default, blog: 'http://localhost:8012/</script><script>alert(1)</script>' }, customers: {} };
    fs.writeFileSync(context.config.remotesFile, JSON.stringify(hostile));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(context.config.remotesFile, future, future);
    const response = await context.app.inject({ url: '/' });
    assert.doesNotMatch(response.body, /<script>alert/);
    assert.equal(bootOf(response.body).registry.blog, hostile.default.blog);
  } finally {
    await context.close();
  }
});

test('behind a TLS proxy (TRUST_PROXY) the page sends HSTS and a Secure cookie; plain HTTP gets neither', async () => {
  const context = await createTestContext('sqlite', { TRUST_PROXY: 'true' });
  try {
    const tls = await context.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(String(tls.headers['strict-transport-security']), /max-age=\d+/);
    assert.equal(tls.cookies.find((c) => c.name === '__Host-csrftoken')?.secure, true);
    const plain = await context.app.inject({ url: '/' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
  } finally {
    await context.close();
  }
});

test('without TRUST_PROXY a forged x-forwarded-proto does not turn on HSTS', async () => {
  const context = await createTestContext('sqlite');
  try {
    const response = await context.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(response.headers['strict-transport-security'], undefined);
  } finally {
    await context.close();
  }
});

test('without a shell build the page explains it in Spanish with 503', async () => {
  const context = await createTestContext('sqlite');
  try {
    fs.rmSync(path.join(context.config.shellDist, 'index.html'));
    const response = await context.app.inject({ url: '/' });
    assert.equal(response.statusCode, 503);
    assert.match(response.body, /aún no está disponible/);
  } finally {
    await context.close();
  }
});

describe('status from the route tables', () => {
  let context: TestContext;
  before(async () => {
    context = await createTestContext('sqlite', { CUSTOMER_HOSTS: 'santalucia.localhost=2' });
  });
  after(() => context.close());

  test('the boot block carries every page of the visitor\'s registry, each with its remote, title and module', async () => {
    writeRegistry(context, defaultRegistry);
    const boot = bootOf((await context.app.inject({ url: '/' })).body);
    assert.deepEqual(boot.routesUnknown, []);
    const story = boot.routes.find((route: { path: string }) => route.path === '/blog-details/:id');
    assert.deepEqual(story, { path: '/blog-details/:id', remote: 'blog', module: './PostDetailPage', title: { es: 'Noticia', en: 'News story' } });
    assert.ok(boot.routes.some((route: { path: string; remote: string }) => route.path === '/typography' && route.remote === 'template'));
  });

  test('a build one customer gets with an extra page serves that page for that customer only', async () => {
    const manifest = repositoryManifests().template;
    const portal = manifest.metaData.portal as { routes: object[] };
    remotes.serve('template-extra', {
      ...manifest,
      metaData: { ...manifest.metaData, portal: { ...portal, routes: [...portal.routes, { path: '/notas-de-version', module: './ReleaseNotesPage', title: { es: 'Notas de la versión' } }] } },
      exposes: [...manifest.exposes, { name: 'ReleaseNotesPage', path: './ReleaseNotesPage' }],
    });
    writeRegistry(context, { ...defaultRegistry, customers: { '2': { template: remotes.manifestUrl('template-extra') } } });
    const second = await context.app.inject({ url: '/notas-de-version', headers: { host: 'santalucia.localhost' } });
    assert.equal(second.statusCode, 200);
    assert.ok(bootOf(second.body).routes.some((route: { path: string }) => route.path === '/notas-de-version'));
    const first = await context.app.inject({ url: '/notas-de-version' });
    assert.equal(first.statusCode, 404);
  });

  test('a news story that does not exist answers 404: the blog\'s route asks the server to check', async () => {
    writeRegistry(context, defaultRegistry);
    const posts = (await context.app.inject({ method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1', page: 0 } })).json();
    const id = posts.data[0].id;
    assert.equal((await context.app.inject({ url: `/blog-details/${id}` })).statusCode, 200);
    assert.equal((await context.app.inject({ url: `/post/una-noticia?id=${id}` })).statusCode, 200);
    for (const url of ['/blog-details/999999', '/blog-details/abc', '/post/una-noticia?id=999999', '/post/una-noticia']) {
      assert.equal((await context.app.inject({ url })).statusCode, 404, url);
    }
    // Another customer's story is not this customer's page.
    assert.equal((await context.app.inject({ url: `/blog-details/${id}`, headers: { host: 'santalucia.localhost' } })).statusCode, 404);
  });

  test('a city page answers 404 when neither its id nor its slug names one of the customer\'s pages', async () => {
    writeRegistry(context, defaultRegistry);
    const pages = (await context.app.inject({ method: 'POST', url: '/api/v2/blog/page/', payload: { customer_id: '1' } })).json().data;
    assert.equal((await context.app.inject({ url: `/page/cualquier/ruta?id=${pages[0].id}` })).statusCode, 200);
    assert.equal((await context.app.inject({ url: `/page/servicios/${pages[0].slug}` })).statusCode, 200);
    for (const url of ['/page', '/page/', '/page/no-existe', '/page/x?id=999999']) {
      assert.equal((await context.app.inject({ url })).statusCode, 404, url);
    }
  });

  test("a demo page's unknown slug answers 404: its route lists the slugs its build has", async () => {
    writeRegistry(context, defaultRegistry);
    for (const url of ['/service-details/ui-ux-design', '/service-details/UI-UX-Design', '/team-details/sofia-nunez', '/project-details/city-bike-app', '/case-details/metro-transit']) {
      assert.equal((await context.app.inject({ url })).statusCode, 200, url);
    }
    for (const url of ['/service-details/x', '/team-details/nadie', '/project-details/no-existe', '/case-details/caso-uno']) {
      assert.equal((await context.app.inject({ url })).statusCode, 404, url);
    }
  });

  test("a 404 page's boot block says so, so the shell shows its 404 page for the address; a page's, or a page that answers its own 404, does not", async () => {
    writeRegistry(context, defaultRegistry);
    for (const url of ['/blog-details/999999', '/service-details/x', '/no-existe']) {
      const response = await context.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(bootOf(response.body).notFound, true, url);
    }
    assert.equal(bootOf((await context.app.inject({ url: '/service-details/ui-ux-design' })).body).notFound, undefined);
    // The certificate check answers its own 404: its page says 'No encontrado' beside its form.
    const certificate = await context.app.inject({ url: '/certificate/validation/X-1?register_id=Y-1' });
    assert.equal(certificate.statusCode, 404);
    assert.equal(bootOf(certificate.body).notFound, undefined);
  });

  test('a check the server does not know lets the page through', async () => {
    remotes.serve('checked', fixtureManifest('checked', { routeTableVersion: 1, routes: [{ path: '/checked/:id', module: './Item', title: { es: 'Elemento' }, serverCheck: 'not-yet-on-this-server' }], widgets: [] }, ['./Item']));
    writeRegistry(context, { default: { ...defaultRegistry.default, checked: remotes.manifestUrl('checked') } });
    assert.equal((await context.app.inject({ url: '/checked/1' })).statusCode, 200);
  });

  test("an address whose values do not fit its page's parameters answers 404, even where the route asks for no check", async () => {
    // A blog build whose routes name no server check: the story page's parameter schema
    // (@portal/pages) still refuses what can be no id, while an id-shaped value is served.
    const manifest = repositoryManifests().blog;
    const portal = manifest.metaData.portal as { routes: { serverCheck?: string }[] };
    remotes.serve('blog-unchecked', { ...manifest, metaData: { ...manifest.metaData, portal: { ...portal, routes: portal.routes.map(({ serverCheck: _check, ...route }) => route) } } });
    writeRegistry(context, { default: { ...defaultRegistry.default, blog: remotes.manifestUrl('blog-unchecked') } });
    assert.equal((await context.app.inject({ url: '/blog-details/999999' })).statusCode, 200);
    for (const url of ['/blog-details/0', '/blog-details/abc', '/blog-details/12345678901', '/post/una-noticia', '/post/una-noticia?id=-1']) {
      assert.equal((await context.app.inject({ url })).statusCode, 404, url);
    }
  });

  test('while a remote\'s table cannot be read, its would-be pages answer 503 with Retry-After, never a false 404', async () => {
    writeRegistry(context, { default: { ...defaultRegistry.default, contact: remotes.manifestUrl('contact-down') } });
    const unknown = await context.app.inject({ url: '/contact' });
    assert.equal(unknown.statusCode, 503);
    assert.equal(unknown.headers['retry-after'], '30');
    assert.deepEqual(bootOf(unknown.body).routesUnknown, ['contact']);
    // The pages the server does know are unaffected.
    assert.equal((await context.app.inject({ url: '/procedures' })).statusCode, 200);
    assert.equal((await context.app.inject({ url: '/' })).statusCode, 200);
  });
});

test("placeholders are replaced in the template only: an editor's '__CSRF_TOKEN__' or '__CSP_NONCE__' in content stays as written", async () => {
  const { FinishedPages } = await import('../src/ssr/finished-pages.ts');
  const { CSRF_MARK } = await import('../src/hosting/hosting-page.ts');
  const template = '<!doctype html><html lang="es"><head><meta property="csp-nonce" content="__CSP_NONCE__"><style nonce="__CSP_NONCE__">body{}</style><meta name="portal-boot" content=""></head><body><div id="root"></div></body></html>';
  const post = '<article><a href="https://evil.example/?t=__CSRF_TOKEN__">enlace</a><p>__CSP_NONCE__</p></article>';
  // The render holds the mark where the page's own form puts the token.
  const html = `${post}<form><input type="hidden" name="csrfmiddlewaretoken" value="${CSRF_MARK}"></form>`;
  const boot = { customerId: '1', csrfToken: 'token-of-this-visitor', ssr: { data: { post: { body: post } } } } as never;
  for (const page of [
    renderHostingPage(template, boot, 'n0nce', { html, styles: '<style>.a{}</style>', language: 'es' }),
    new FinishedPages().page('k', template, boot, 'es', { html, styles: '<style>.a{}</style>', data: {}, modules: [], renderedAt: 1, cacheKey: 'k', skipped: [] } as never).text('n0nce', 'token-of-this-visitor'),
  ]) {
    assert.match(page, /<meta property="csp-nonce" content="n0nce">/);
    assert.match(page, /<style nonce="n0nce">body\{\}<\/style>/);
    assert.match(page, /<style nonce="n0nce">\.a\{\}<\/style>/);
    assert.match(page, /value="token-of-this-visitor"/);
    assert.ok(page.includes('href="https://evil.example/?t=__CSRF_TOKEN__"'), 'the link keeps its text, not the visitor token');
    assert.ok(page.includes('<p>__CSP_NONCE__</p>'), 'the post keeps its text, not the nonce');
    assert.equal(bootOf(page).ssr.data.post.body, post);
    assert.equal(page.split('token-of-this-visitor').length - 1, 2, 'the token only in the form and the boot data');
  }
});
