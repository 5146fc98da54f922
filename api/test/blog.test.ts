import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase } from './support/test-app.ts';

interface Post { id: number; title: string; image: string; images: string[]; format: string; created: string; features_img: string[] }

describeEachDatabase('blog calls', (ctx) => {
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url, payload });

  test('the post list answers 4 posts per page, newest first, with total and page size (no CSRF token needed)', async () => {
    const response = await post('/api/v2/blog/post/', { customer_id: '1', page: 0 });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.res, 1);
    assert.equal(body.data.length, 4);
    assert.ok(body.total >= 14);
    assert.equal(body.page, 0);
    assert.equal(body.page_size, 4);
    const dates = body.data.map((p: Post) => p.created);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('consecutive pages never repeat a post and cover every post', async () => {
    const first = (await post('/api/v2/blog/post/', { customer_id: '1', page: 0 })).json();
    const pages = Math.ceil(first.total / 4);
    const seen = new Set<number>();
    for (let page = 0; page < pages; page += 1) {
      for (const p of (await post('/api/v2/blog/post/', { customer_id: '1', page })).json().data as Post[]) {
        assert.ok(!seen.has(p.id));
        seen.add(p.id);
      }
    }
    assert.equal(seen.size, first.total);
  });

  test('the demo posts cover the standard, gallery and video formats, each with images', async () => {
    const first = (await post('/api/v2/blog/post/', { customer_id: '1', page: 0 })).json();
    const all: Post[] = [];
    for (let page = 0; page * 4 < first.total; page += 1) all.push(...(await post('/api/v2/blog/post/', { customer_id: '1', page })).json().data);
    assert.deepEqual(new Set(all.map((p) => p.format)), new Set(['standard', 'gallery', 'video']));
    assert.ok(all.every((p) => p.image !== '' && p.images.length > 0));
    const image = await ctx().app.inject({ url: `/djmedia/${all[0]!.image}` });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/svg+xml');
  });

  test('a page past the end, a negative page or an unknown customer answers 4xx with a Spanish message', async () => {
    const past = await post('/api/v2/blog/post/', { customer_id: '1', page: 99 });
    assert.equal(past.statusCode, 404);
    assert.equal(past.json().res, 0);
    assert.match(past.json().message, /no existe/);
    assert.equal((await post('/api/v2/blog/post/', { customer_id: '1', page: -1 })).statusCode, 400);
    const unknown = await post('/api/v2/blog/post/', { customer_id: '999', page: 0 });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'El cliente indicado no existe.');
  });

  test('post detail answers the post with the 5 most recent posts', async () => {
    const [first] = (await post('/api/v2/blog/post/', { customer_id: '1', page: 1 })).json().data as Post[];
    const response = await post('/api/v2/blog/post/detail/', { customer_id: '1', id: first!.id });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.id, first!.id);
    assert.equal(data.title, first!.title);
    assert.equal(typeof data.body, 'string');
    assert.equal(data.recent_posts.length, 5);
  });

  test('a post of another customer or an unknown id answers 404', async () => {
    const other = (await post('/api/v2/blog/post/', { customer_id: '2', page: 0 })).json().data[0] as Post;
    assert.equal((await post('/api/v2/blog/post/detail/', { customer_id: '1', id: other.id })).statusCode, 404);
    const missing = await post('/api/v2/blog/post/detail/', { customer_id: '1', id: 999999 });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'La noticia solicitada no existe.');
  });

  test('the page list, page detail by slug or id, and its public files', async () => {
    const pages = (await post('/api/v2/blog/page/', { customer_id: '1' })).json();
    assert.equal(pages.res, 1);
    const transparency = pages.data.find((p: { slug: string }) => p.slug === 'transparencia');
    assert.ok(transparency);
    const bySlug = (await post('/api/v2/blog/page/detail/', { customer_id: '1', slug: 'transparencia' })).json();
    assert.equal(bySlug.data.id, transparency.id);
    assert.equal(bySlug.data.has_files, true);
    const byId = (await post('/api/v2/blog/page/detail/', { customer_id: '1', id: transparency.id })).json();
    assert.equal(byId.data.slug, 'transparencia');
    const files = (await post('/api/v2/blog/page/getPublicFile/', { customer_id: '1', page_id: transparency.id, extra: 'ignored' })).json();
    assert.equal(files.res, 1);
    assert.ok(files.data.length >= 1);
    for (const file of files.data) {
      const download = await ctx().app.inject({ url: file.url });
      assert.equal(download.statusCode, 200, file.url);
      assert.equal(download.rawPayload.length, file.size);
      assert.ok(String(download.headers['content-type']).startsWith(file.mime));
    }
  });

  test('an unknown page slug, or a body with neither slug nor id, answers 4xx', async () => {
    assert.equal((await post('/api/v2/blog/page/detail/', { customer_id: '1', slug: 'no-existe' })).statusCode, 404);
    assert.equal((await post('/api/v2/blog/page/detail/', { customer_id: '1' })).statusCode, 400);
    assert.equal((await post('/api/v2/blog/page/getPublicFile/', { customer_id: '1', page_id: 999999 })).statusCode, 404);
  });
});
