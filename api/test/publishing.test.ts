// News that travels: the shared-link tags of a page, the Atom feed of the news, the sitemap,
// robots.txt and the per-customer indexing setting, on both databases.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Db } from '../src/db/database.ts';
import { describeEachDatabase } from './support/test-app.ts';

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
