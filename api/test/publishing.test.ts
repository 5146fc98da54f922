// News that travels: the shared-link tags of a page, the Atom feed of the news, the sitemap,
// robots.txt and the per-customer indexing setting, on both databases.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Db } from '../src/db/database.ts';
import { withHeadTags } from '../src/publishing/head-tags.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

const hosts = { CUSTOMER_HOSTS: 'sanrafael.example=1, santalucia.example=2' };
// What the parser answers: nested elements and attributes, read loosely by each assertion.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Xml = Record<string, any>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'url', 'link'].includes(name) });

/** A document that must be well-formed XML, parsed. */
function parseXml(text: string): Xml {
  const valid = XMLValidator.validate(text);
  assert.equal(valid, true, JSON.stringify(valid));
  return parser.parse(text) as Xml;
}

/** The content of the <meta> whose `property` or `name` is `key`, attribute entities decoded. */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match ? decode(match[1]!) : null;
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

async function addPost(db: Db, customerId: string, fields: { title: string; excerpt?: string; body?: string; image?: string; status?: string; published?: string }): Promise<number> {
  const published = fields.published ?? '2026-11-20 09:30:00';
  const { id } = await db.insertInto('posts').values({
    customer_id: customerId, title: fields.title, excerpt: fields.excerpt ?? '', image: fields.image ?? 'blog/uploaded-picture.jpg', images: '[]',
    body: fields.body ?? '<p>Cuerpo.</p>', format: 'standard', features_img: '[]', created: published, updated: published,
    status: fields.status ?? 'published', published_at: fields.status === 'draft' ? null : published,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

test('the shell\'s template, as written and as minified, keeps one title, one description and one robots rule: the page\'s', () => {
  const template = fs.readFileSync(new URL('../../shell/src/index.html', import.meta.url), 'utf8');
  const minified = template.replace(/\n\s*/g, '').replace(/<meta name="robots" content="noindex, follow" \/>/, '<meta name=robots content="noindex, follow">')
    .replace(/<meta name="description" content="([^"]*)" \/>/, '<meta name=description content="$1">');
  const tags = '<title>Portal | Noticia</title><meta name="description" content="Resumen"><meta name="robots" content="index, follow">';
  for (const source of [template, minified]) {
    const page = withHeadTags(source, tags);
    assert.equal((page.match(/<title>/g) ?? []).length, 1);
    assert.equal((page.match(/<meta name=(["']?)robots\1/g) ?? []).length, 1);
    assert.equal((page.match(/<meta name=(["']?)description\1/g) ?? []).length, 1);
    assert.ok(page.includes(tags));
    assert.ok(page.indexOf('<meta charset') < page.indexOf(tags), 'the charset stays first');
    assert.ok(page.includes('portal-boot'));
  }
});

describeEachDatabase('shared-link tags', (ctx) => {
  const ids: Record<string, number> = {};
  before(async () => {
    const { db } = ctx();
    ids.hostile = await addPost(db, '1', {
      title: 'Vecinos "<script>alert(1)</script> & más',
      excerpt: '',
      body: '<p>Primer párrafo con <strong>negrita</strong> y "comillas".</p><script>alert(2)</script><img src=x onerror="alert(3)">',
      image: 'blog/plaza mayor.jpg',
      published: '2026-11-21 08:00:00',
    });
    ids.excerpt = await addPost(db, '1', { title: 'Con resumen', excerpt: 'El resumen que escribió la redacción.' });
  });

  test('a post page carries its title, summary, picture and publication time, escaped and inert', async () => {
    const { app } = ctx();
    const response = await app.inject({ url: `/blog-details/${ids.hostile}`, headers: { host: 'localhost' } });
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.equal(metaContent(html, 'og:title'), 'Vecinos "<script>alert(1)</script> & más');
    assert.equal(metaContent(html, 'og:description'), 'Primer párrafo con negrita y "comillas".');
    assert.equal(metaContent(html, 'og:image'), 'http://localhost/djmedia/blog/plaza%20mayor.jpg');
    assert.equal(metaContent(html, 'og:type'), 'article');
    assert.equal(metaContent(html, 'article:published_time'), '2026-11-21T08:00:00Z');
    assert.equal(metaContent(html, 'og:url'), `http://localhost/blog-details/${ids.hostile}`);
    assert.equal(metaContent(html, 'og:locale'), 'es_VE');
    assert.equal(metaContent(html, 'og:site_name'), 'Alcaldía de San Rafael del Valle');
    assert.equal(metaContent(html, 'twitter:card'), 'summary_large_image');
    assert.match(html, /<title>Portal Ciudadano \| Vecinos &quot;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; más<\/title>/);
    // Nothing of the title or the body became markup: the only scripts are the page's own.
    const head = html.slice(0, html.indexOf('</head>'));
    assert.doesNotMatch(head, /<script>alert|onerror|<strong>/);
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
    assert.equal(metaContent(html, 'robots'), 'noindex, follow');
    assert.match(head, /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="http:\/\/localhost\/noticias\/feed\.xml">/);
  });

  test('a post with an excerpt shares the excerpt, and English visitors get the English locale', async () => {
    const { app } = ctx();
    const response = await app.inject({ url: `/post/con-resumen?id=${ids.excerpt}`, headers: { host: 'localhost', cookie: 'lang=en' } });
    assert.equal(metaContent(response.body, 'og:description'), 'El resumen que escribió la redacción.');
    assert.equal(metaContent(response.body, 'og:locale'), 'en_US');
  });

  test('another page has the route\'s title and the site description; a missing one says so and is not described', async () => {
    const { app } = ctx();
    const news = await app.inject({ url: '/blog-grid/', headers: { host: 'localhost' } });
    assert.equal(metaContent(news.body, 'og:title'), 'Noticias');
    assert.equal(metaContent(news.body, 'og:type'), 'website');
    assert.ok(metaContent(news.body, 'og:description'));
    const missing = await app.inject({ url: '/blog-details/999999', headers: { host: 'localhost' } });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<title>Portal Ciudadano \| Página no encontrada<\/title>/);
    assert.equal(metaContent(missing.body, 'og:title'), null);
  });
});

describeEachDatabase('news feed, sitemap and robots.txt', (ctx) => {
  const ids: Record<string, number> = {};
  before(async () => {
    const { db } = ctx();
    ids.newest = await addPost(db, '1', { title: 'La más reciente & "nueva"', excerpt: 'Resumen <b>sin</b> marcas', published: '2030-01-02 10:00:00' });
    ids.draft = await addPost(db, '1', { title: 'Borrador secreto', status: 'draft', published: '2030-01-03 10:00:00' });
    ids.other = await addPost(db, '2', { title: 'Noticia de otra ciudad', published: '2030-01-04 10:00:00' });
  });

  test('the feed is Atom: the city\'s newest published posts, each with the required elements, no draft, no other city\'s post', async () => {
    const { app, db } = ctx();
    const response = await app.inject({ url: '/noticias/feed.xml', headers: { host: 'sanrafael.example' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/atom+xml; charset=utf-8');
    const { feed } = parseXml(response.body);
    assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    for (const field of ['id', 'title', 'updated', 'author']) assert.ok(feed[field], `feed has ${field}`);
    assert.ok(feed.link.some((link: Record<string, string>) => link['@rel'] === 'self' && link['@href'] === 'http://sanrafael.example/noticias/feed.xml'));
    const entries = feed.entry as Xml[];
    const published = await db.selectFrom('posts').select('id').where('customer_id', '=', '1').where('status', '=', 'published').execute();
    assert.equal(entries.length, Math.min(20, published.length));
    const first = entries[0]!;
    assert.equal(first.title['#text'], 'La más reciente & "nueva"');
    assert.equal(first.id, `http://sanrafael.example/blog-details/${ids.newest}`);
    assert.equal(first.published, '2030-01-02T10:00:00Z');
    assert.equal(first.summary['#text'], 'Resumen sin marcas');
    assert.ok(first.link.some((link: Record<string, string>) => link['@rel'] === 'alternate' && link['@href'] === first.id));
    for (const entry of entries) {
      for (const field of ['id', 'title', 'updated', 'published', 'summary', 'author', 'category']) assert.ok(entry[field] !== undefined, `entry has ${field}`);
    }
    const times = entries.map((entry) => String(entry.published));
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    const titles = entries.map((entry) => String(entry.title['#text']));
    assert.ok(!titles.includes('Borrador secreto'));
    assert.ok(!titles.includes('Noticia de otra ciudad'));

    const other = parseXml((await app.inject({ url: '/noticias/feed.xml', headers: { host: 'santalucia.example' } })).body);
    const otherTitles = (other.feed.entry as Xml[]).map((entry) => String(entry.title['#text']));
    assert.ok(otherTitles.includes('Noticia de otra ciudad'));
    assert.ok(!otherTitles.includes('La más reciente & "nueva"'));
  });

  test('the sitemap lists home, the procedures, every procedure page, the news and the city pages of the host\'s city only', async () => {
    const { app, db } = ctx();
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'sanrafael.example' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml; charset=utf-8$/);
    const { urlset } = parseXml(response.body);
    assert.equal(urlset['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = (urlset.url as Record<string, string>[]).map((url) => url.loc);
    assert.ok(locs.every((loc) => loc.startsWith('http://sanrafael.example/')));
    assert.ok(locs.includes('http://sanrafael.example/'));
    assert.ok(locs.includes('http://sanrafael.example/procedures'));
    const procedures = await db.selectFrom('procedures').select('id').where('customer_id', '=', '1').execute();
    assert.ok(procedures.length > 0);
    for (const { id } of procedures) assert.ok(locs.includes(`http://sanrafael.example/sanrafael/corporate/procedure/preview/${id}`), `procedure ${id}`);
    const others = await db.selectFrom('procedures').select('id').where('customer_id', '=', '2').execute();
    for (const { id } of others) assert.ok(!locs.some((loc) => loc.endsWith(`/preview/${id}`)), `other city's procedure ${id}`);
    assert.ok(locs.includes(`http://sanrafael.example/blog-details/${ids.newest}`));
    assert.ok(!locs.includes(`http://sanrafael.example/blog-details/${ids.draft}`));
    assert.ok(!locs.includes(`http://sanrafael.example/blog-details/${ids.other}`));
    const pages = await db.selectFrom('pages').select('slug').where('customer_id', '=', '1').execute();
    for (const { slug } of pages) assert.ok(locs.includes(`http://sanrafael.example/page/${slug}`), `page ${slug}`);
    const post = (urlset.url as Record<string, string>[]).find((url) => url.loc.endsWith(`/blog-details/${ids.newest}`))!;
    assert.equal(post.lastmod, '2030-01-02T10:00:00Z');
    // Every listed page is one the site serves.
    for (const loc of locs.slice(0, 6)) {
      const page = await app.inject({ url: new URL(loc).pathname, headers: { host: 'sanrafael.example' } });
      assert.equal(page.statusCode, 200, loc);
    }
  });

  test('robots.txt points to the sitemap and keeps crawlers out of the console', async () => {
    const response = await ctx().app.inject({ url: '/robots.txt', headers: { host: 'santalucia.example' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; charset=utf-8$/);
    assert.match(response.body, /^User-agent: \*$/m);
    assert.match(response.body, /^Disallow: \/admin$/m);
    assert.match(response.body, /^Sitemap: http:\/\/santalucia\.example\/sitemap\.xml$/m);
  });

  test('a reader polling the feed gets 304 until an editor publishes, and then the new post at once', async () => {
    const { app, db } = ctx();
    const first = await app.inject({ url: '/noticias/feed.xml', headers: { host: 'sanrafael.example' } });
    const etag = String(first.headers.etag);
    assert.ok(etag);
    const again = await app.inject({ url: '/noticias/feed.xml', headers: { host: 'sanrafael.example', 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    await addStaff(db, 'editor@feed.example', 'editor', { customerId: '1' });
    const editor = await signedIn(app, 'editor@feed.example');
    const published = await corporate(app, 'post/publish', { customer_id: '1', id: ids.draft }, editor);
    assert.equal(published.statusCode, 200, published.body);
    const after = await app.inject({ url: '/noticias/feed.xml', headers: { host: 'sanrafael.example', 'if-none-match': etag } });
    assert.equal(after.statusCode, 200);
    const titles = (parseXml(after.body).feed.entry as Xml[]).map((entry) => String(entry.title['#text']));
    assert.ok(titles.includes('Borrador secreto'));
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'sanrafael.example' } });
    assert.ok(sitemap.body.includes(`<loc>http://sanrafael.example/blog-details/${ids.draft}</loc>`));
  });
}, hosts);

describeEachDatabase('the indexing setting', (ctx) => {
  const headers: Record<string, Record<string, string>> = {};
  before(async () => {
    const { app, db } = ctx();
    await addStaff(db, 'admin1@indexing.example', 'admin', { customerId: '1' });
    await addStaff(db, 'admin2@indexing.example', 'admin', { customerId: '2' });
    await addStaff(db, 'editor1@indexing.example', 'editor', { customerId: '1' });
    await addStaff(db, 'clerk1@indexing.example', 'clerk', { customerId: '1' });
    for (const name of ['admin1', 'admin2', 'editor1', 'clerk1']) headers[name] = await signedIn(app, `${name}@indexing.example`);
  });

  const robotsOf = async (host: string) => metaContent((await ctx().app.inject({ url: '/blog-grid/', headers: { host } })).body, 'robots');

  test('pages say noindex until the city\'s admin turns indexing on, and then only that city\'s pages say index', async () => {
    const { app } = ctx();
    assert.equal(await robotsOf('sanrafael.example'), 'noindex, follow');
    const detail = await corporate(app, 'indexing/detail', { customer_id: '1' }, headers.admin1!);
    assert.deepEqual(detail.json().data, { indexing: false });
    const turnedOn = await corporate(app, 'indexing/update', { customer_id: '1', indexing: true }, headers.admin1!);
    assert.equal(turnedOn.statusCode, 200);
    assert.equal(turnedOn.json().message, 'Los buscadores podrán indexar el sitio.');
    assert.equal(await robotsOf('sanrafael.example'), 'index, follow');
    assert.equal(await robotsOf('santalucia.example'), 'noindex, follow');
    // A missing page is never offered for indexing.
    const missing = await app.inject({ url: '/blog-details/999999', headers: { host: 'sanrafael.example' } });
    assert.equal(metaContent(missing.body, 'robots'), 'noindex, follow');
    await corporate(app, 'indexing/update', { customer_id: '1', indexing: false }, headers.admin1!);
    assert.equal(await robotsOf('sanrafael.example'), 'noindex, follow');
  });

  test('another city\'s admin, editors and clerks may neither read nor change it', async () => {
    const { app, db } = ctx();
    for (const call of ['indexing/detail', 'indexing/update']) {
      const other = await corporate(app, call, { customer_id: '1', indexing: true }, headers.admin2!);
      assert.equal(other.statusCode, 403, `${call} by another city's admin`);
      assert.equal(other.json().message, 'Su cuenta no administra este municipio.');
      for (const name of ['editor1', 'clerk1']) {
        const refused = await corporate(app, call, { customer_id: '1', indexing: true }, headers[name]!);
        assert.equal(refused.statusCode, 403, `${call} by ${name}`);
        assert.match(refused.json().message, /^Su rol \(\w+\) no permite esta operación\.$/);
      }
    }
    const row = await db.selectFrom('customers').select('indexing').where('id', '=', '1').executeTakeFirstOrThrow();
    assert.equal(Number(row.indexing), 0);
  });

  test('a value that is not yes or no is refused in Spanish, naming the field', async () => {
    const response = await corporate(ctx().app, 'indexing/update', { customer_id: '1', indexing: 'quizá' }, headers.admin1!);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().res, 0);
    assert.ok((response.json().errors as { field: string }[]).some((error) => error.field === 'indexing'));
  });
}, hosts);
