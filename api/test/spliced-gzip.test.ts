import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { SplicedGzip } from '../src/http/spliced-gzip.ts';

const NONCE = '__CSP_NONCE__';
const TOKEN = '__CSRF_TOKEN__';

// A page shaped like the hosting page: holes at the start, side by side, at the end, and text
// long enough (over 64 KB) that a value's stored block and the fixed parts span several blocks.
const page = `${NONCE}<!doctype html><html lang="es"><script nonce="${NONCE}">${'Trámite «Acta de nacimiento» '.repeat(3000)}</script>${TOKEN}${NONCE}<p>fin €</p>${TOKEN}`;

test('a spliced body is one gzip stream that any reader inflates to the page with its values', () => {
  const spliced = new SplicedGzip(page, [NONCE, TOKEN]);
  for (const [nonce, token] of [['n0nce+/=', 'tok€n-1'], ['', 'x'.repeat(70_000)], ['ñ', '']]) {
    const body = spliced.gzip({ [NONCE]: nonce!, [TOKEN]: token! });
    const expected = page.replaceAll(NONCE, nonce!).replaceAll(TOKEN, token!);
    // gunzip checks the trailer's CRC-32 and length as well as the blocks.
    assert.equal(zlib.gunzipSync(body).toString('utf8'), expected);
  }
});

test('the spliced body is about as small as compressing the whole page', () => {
  const spliced = new SplicedGzip(page, [NONCE, TOKEN]);
  const values = { [NONCE]: 'AbCdEfGhIjKlMnOpQrStUv', [TOKEN]: 'a'.repeat(43) };
  const whole = zlib.gzipSync(page.replaceAll(NONCE, values[NONCE]).replaceAll(TOKEN, values[TOKEN]), { level: 9 });
  assert.ok(spliced.gzip(values).length <= whole.length * 1.05 + 200, `${spliced.gzip(values).length} vs ${whole.length}`);
});

test('a text without holes is served whole', () => {
  const body = new SplicedGzip('<p>sin huecos</p>', [NONCE]).gzip({});
  assert.equal(zlib.gunzipSync(body).toString('utf8'), '<p>sin huecos</p>');
});
