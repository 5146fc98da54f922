// Brotli and gzip by Accept-Encoding on shell files, media SVG, cached JSON answers and the
// hosting page; identity for clients that ask for none and for already-compressed formats.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { negotiateEncoding } from '../src/http/compression.ts';
import { createTestContext, defaultRegistry, describeEachDatabase, writeRegistry } from './support/test-app.ts';

/** The identity bytes of a response, whatever its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  assert.equal(encoding, undefined, `unexpected encoding ${String(encoding)}`);
  return response.rawPayload;
}

function varyList(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());
}

// A shell chunk big enough to be worth compressing, as webpack names them.
const chunkName = 'vendor.0a1b2c3d4e.js';
const chunkText = Array.from({ length: 400 }, (_, i) => `export function widget${i}(props){return props.value+${i};}\n`).join('');

describe('Accept-Encoding negotiation', () => {
  test('brotli when offered, gzip when brotli is refused or absent, identity otherwise', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip, deflate'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0.8, br;q=0.4'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0'), null);
    assert.equal(negotiateEncoding('identity'), null);
    assert.equal(negotiateEncoding('deflate'), null);
    assert.equal(negotiateEncoding(undefined), null);
    assert.equal(negotiateEncoding(''), null);
    assert.equal(negotiateEncoding('br;q=banana, gzip'), 'gzip');
    // A caller with a cheaper gzip (a finished page) takes it on a tie, never against the client's weights.
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd', 'gzip'), 'gzip');
    assert.equal(negotiateEncoding('gzip;q=0.5, br', 'gzip'), 'br');
    assert.equal(negotiateEncoding('br', 'gzip'), 'br');
  });
});

describeEachDatabase('compressed answers', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  test('a shell file: brotli and gzip decode to the file bytes, identity without Accept-Encoding, one ETag per encoding', async () => {
    const file = path.join(ctx().config.shellDist, chunkName);
    fs.writeFileSync(file, chunkText);
    const expected = fs.readFileSync(file);

    const br = await get(`/${chunkName}`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.rawPayload.length < expected.length / 3, `brotli body ${br.rawPayload.length} B of ${expected.length} B`);
    assert.deepEqual(decoded(br), expected);
    assert.equal(br.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(varyList(br).includes('accept-encoding'));

    const gzip = await get(`/${chunkName}`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(decoded(gzip), expected);

    const identity = await get(`/${chunkName}`);
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.deepEqual(identity.rawPayload, expected);
    assert.ok(varyList(identity).includes('accept-encoding'));

    const tags = [br.headers.etag, gzip.headers.etag, identity.headers.etag];
    assert.equal(new Set(tags).size, 3, `ETags ${tags.join(' ')}`);
    assert.match(String(br.headers.etag), /-br"$/);
    assert.match(String(gzip.headers.etag), /-gzip"$/);

    // A second brotli answer is the same representation (kept, not recompressed differently).
    const again = await get(`/${chunkName}`, { 'accept-encoding': 'br' });
    assert.equal(again.headers.etag, br.headers.etag);
    assert.deepEqual(again.rawPayload, br.rawPayload);
  });

  test('If-None-Match with the encoded tag answers 304; a tag of another encoding does not', async () => {
    const file = path.join(ctx().config.shellDist, chunkName);
    fs.writeFileSync(file, chunkText);
    const first = await get(`/${chunkName}`, { 'accept-encoding': 'br' });
    const tag = String(first.headers.etag);

    const revalidated = await get(`/${chunkName}`, { 'accept-encoding': 'br', 'if-none-match': tag });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
    assert.equal(revalidated.headers.etag, tag);

    const weak = await get(`/${chunkName}`, { 'accept-encoding': 'br', 'if-none-match': `"other", W/${tag}` });
    assert.equal(weak.statusCode, 304, 'a weakened tag in a list still matches');

    // The client holds the brotli body but now asks for gzip: it must get the gzip body.
    const otherEncoding = await get(`/${chunkName}`, { 'accept-encoding': 'gzip', 'if-none-match': tag });
    assert.equal(otherEncoding.statusCode, 200);
    assert.equal(otherEncoding.headers['content-encoding'], 'gzip');
  });

  test('a new version of a file is compressed again, not served from the old compressed copy', async () => {
    const file = path.join(ctx().config.shellDist, 'app-config.json');
    fs.writeFileSync(file, JSON.stringify({ version: 1, items: Array.from({ length: 100 }, (_, i) => `item-${i}`) }));
    const before = await get('/app-config.json', { 'accept-encoding': 'br' });
    assert.equal(JSON.parse(decoded(before).toString('utf8')).version, 1);

    fs.writeFileSync(file, JSON.stringify({ version: 2, items: Array.from({ length: 120 }, (_, i) => `item-${i}`) }));
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(file, future, future);
    const after = await get('/app-config.json', { 'accept-encoding': 'br' });
    assert.equal(after.headers['content-encoding'], 'br');
    assert.equal(JSON.parse(decoded(after).toString('utf8')).version, 2);
    assert.notEqual(after.headers.etag, before.headers.etag);
  });

  test('already-compressed formats (png, pdf, woff2) are sent as they are', async () => {
    const bytes = Buffer.alloc(4096, 7);
    for (const name of ['photo.png', 'guide.pdf', 'font.0a1b2c3d4e.woff2']) {
      fs.writeFileSync(path.join(ctx().config.shellDist, name), bytes);
      const response = await get(`/${name}`, { 'accept-encoding': 'br, gzip' });
      assert.equal(response.statusCode, 200, name);
      assert.equal(response.headers['content-encoding'], undefined, name);
      assert.deepEqual(response.rawPayload, bytes, name);
      assert.doesNotMatch(String(response.headers.etag), /-(br|gzip)"$/, name);
    }
  });

  test('a tiny file stays identity but still says it varies by Accept-Encoding', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br' });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    assert.ok(varyList(response).includes('accept-encoding'));
  });

  test('media SVG is compressed and decodes to the stored image', async () => {
    const expected = fs.readFileSync(path.join(ctx().config.mediaDir, 'logos/sanrafael.svg'));
    const br = await get('/djmedia/logos/sanrafael.svg', { 'accept-encoding': 'br' });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'image/svg+xml');
    assert.deepEqual(decoded(br), expected);
    const gzip = await get('/djmedia/logos/sanrafael.svg', { 'accept-encoding': 'gzip' });
    assert.deepEqual(decoded(gzip), expected);
    const revalidated = await get('/djmedia/logos/sanrafael.svg', { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
  });

  test('the procedures catalogue (read cache) in brotli and gzip decodes to the identity JSON; 304 with the encoded tag', async () => {
    const url = '/djstatic/sanrafael/procedures.json';
    const identity = await get(url);
    assert.equal(identity.statusCode, 200);
    assert.equal(identity.headers['content-encoding'], undefined);
    const br = await get(url, { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(decoded(br), identity.rawPayload);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(decoded(gzip), identity.rawPayload);
    assert.equal(new Set([identity.headers.etag, br.headers.etag, gzip.headers.etag]).size, 3);

    const revalidated = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.rawPayload.length, 0);
  });

  test('a POST read answer (post list) is compressed too', async () => {
    const request = (headers: Record<string, string>) => ctx().app.inject({
      method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1', page: 0 }, headers,
    });
    const identity = await request({});
    const br = await request({ 'accept-encoding': 'br' });
    assert.equal(identity.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(decoded(br), identity.rawPayload);
  });

  test('the hosting page is compressed per response with its own nonce; a small page is sent as is', async () => {
    // A missing page of a site without remotes carries no route table and no shared-link tags: it
    // stays under the 1 KB threshold.
    writeRegistry(ctx(), { default: {} });
    const small = await get('/no-such-page', { 'accept-encoding': 'br' });
    writeRegistry(ctx(), defaultRegistry);
    assert.equal(small.statusCode, 404);
    assert.ok(small.rawPayload.length < 1024);
    assert.equal(small.headers['content-encoding'], undefined);

    const indexFile = path.join(ctx().config.shellDist, 'index.html');
    const original = fs.readFileSync(indexFile, 'utf8');
    const padding = `<style nonce="__CSP_NONCE__">${Array.from({ length: 80 }, (_, i) => `.c${i}{color:var(--color-primary)}`).join('')}</style>`;
    try {
      fs.writeFileSync(indexFile, original.replace('</head>', `${padding}</head>`));
      const future = new Date(Date.now() + 5000);
      fs.utimesSync(indexFile, future, future);
      const br = await get('/procedures', { 'accept-encoding': 'gzip, br' });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.ok(varyList(br).includes('accept-encoding'));
      const html = decoded(br).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(String(br.headers['content-security-policy']))?.[1];
      assert.ok(nonce, 'the CSP carries the nonce');
      assert.ok(html.includes(`<style nonce="${nonce}">.c0{`), 'the decoded page carries the same nonce');
      assert.ok(html.includes('id="portal-boot"'));

      const gzip = await get('/procedures', { 'accept-encoding': 'gzip' });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.ok(decoded(gzip).toString('utf8').includes('id="portal-boot"'));

      const identity = await get('/procedures');
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.ok(identity.body.includes('id="portal-boot"'));
    } finally {
      fs.writeFileSync(indexFile, original);
    }
  });
});

describe('shell files compressed at start-up', () => {
  // Over the 2 MB in-memory limit, so the server keeps only its compressed forms and reads the
  // identity bytes from disk on each request: a brotli answer with the start-up bytes after the
  // file changed on disk can only come from the copy stored at start-up.
  const bigName = 'vendor.0a1b2c3d4e.js';
  const bigText = Array.from({ length: 40_000 }, (_, i) => `export function widget${i}(props){return props.value+${(i * 7919) % 100_003};}\n`).join('');
  const nestedName = 'chunks/nested.1234abcd.js';
  const cssName = 'styles.9f8e7d6c.css';
  const cssText = Array.from({ length: 200 }, (_, i) => `.card-${i}{padding:${i % 16}px;color:var(--color-text)}\n`).join('');
  // Whole milliseconds, so putting the time back gives exactly the version the server knows.
  const builtAt = new Date('2025-09-01T10:00:00.000Z');

  test('every compressible file is stored in brotli and gzip before the first request, without delaying start-up', async () => {
    const context = await createTestContext('sqlite', {}, {
      prepareShell: (dist) => {
        fs.mkdirSync(path.join(dist, 'chunks'));
        fs.writeFileSync(path.join(dist, bigName), bigText);
        fs.writeFileSync(path.join(dist, nestedName), chunkText);
        fs.writeFileSync(path.join(dist, cssName), cssText);
        fs.writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 7)); // already compressed format: left alone
        fs.utimesSync(path.join(dist, bigName), builtAt, builtAt);
      },
    });
    try {
      // The app is ready (it would listen now) while the 2.4 MB chunk is still being compressed.
      const pending = Symbol('pending');
      assert.equal(await Promise.race([context.app.shellPrecompressed, Promise.resolve(pending)]), pending);

      const summary = await context.app.shellPrecompressed;
      // The big chunk, the nested chunk and the stylesheet; not the png, not files under 256 B
      // (main.js, favicon.svg), not index.html (only ever the hosting page's template).
      assert.deepEqual({ files: summary.files, failed: summary.failed, stopped: summary.stopped }, { files: 3, failed: 0, stopped: false });

      const big = path.join(context.config.shellDist, bigName);
      const changed = bigText.replaceAll('widget', 'gadget'); // same length
      fs.writeFileSync(big, changed);
      fs.utimesSync(big, builtAt, builtAt);
      const get = (url: string, encoding?: string) => context.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

      for (const encoding of ['br', 'gzip']) {
        const response = await get(`/${bigName}`, encoding);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], encoding);
        assert.equal(decoded(response).toString('utf8'), bigText, `${encoding} answer is the copy stored at start-up`);
      }
      // Identity is read from disk on each request, so it shows what is on disk now.
      assert.equal(decoded(await get(`/${bigName}`)).toString('utf8'), changed);

      const nested = await get(`/${nestedName}`, 'br');
      assert.equal(nested.headers['content-encoding'], 'br');
      assert.equal(decoded(nested).toString('utf8'), chunkText);
      const css = await get(`/${cssName}`, 'gzip');
      assert.equal(css.headers['content-encoding'], 'gzip');
      assert.equal(decoded(css).toString('utf8'), cssText);
    } finally {
      await context.close();
    }
  });

  test('a missing shell build is not an error: nothing to compress, and the app still starts', async () => {
    const context = await createTestContext('sqlite', {}, { prepareShell: (dist) => fs.rmSync(dist, { recursive: true }) });
    try {
      assert.deepEqual({ ...(await context.app.shellPrecompressed), ms: 0 }, { files: 0, failed: 0, stopped: false, ms: 0 });
      assert.equal((await context.app.inject({ url: '/' })).statusCode, 503);
    } finally {
      await context.close();
    }
  });
});
