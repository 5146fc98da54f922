// Uploads are accepted by their content and size, and stored files in the private area are never
// served by GET /djmedia/.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import { handleError } from '../src/http/errors.ts';
import { readUpload, registerUploads } from '../src/http/uploads.ts';
import { sniffFileKind } from '../src/files/file-kind.ts';
import { deletePrivateFile, privateFilePath, storePrivateFile } from '../src/files/private-files.ts';
import { multipart } from './support/multipart.ts';
import { createTestContext } from './support/test-app.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function uploadApp() {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(async (scope) => {
    await registerUploads(scope, 1024);
    scope.post('/upload', async (request) => {
      const upload = await readUpload(request, { maxBytes: 1024, accept: ['pdf'] });
      return { fields: upload.fields, kind: upload.file?.kind ?? null, size: upload.file?.bytes.byteLength ?? 0 };
    });
  });
  return app;
}

test('a file is recognised by its first bytes, whatever its name says', () => {
  assert.equal(sniffFileKind(pdf), 'pdf');
  assert.equal(sniffFileKind(png), 'png');
  assert.equal(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0])), 'jpeg');
  assert.equal(sniffFileKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'webp');
  assert.equal(sniffFileKind(Buffer.from('<script>alert(1)</script>')), null);
  assert.equal(sniffFileKind(Buffer.alloc(0)), null);
});

test('an upload of an accepted kind arrives with its fields; another kind or a bigger file is refused in Spanish', async () => {
  const app = await uploadApp();
  const ok = await app.inject({ method: 'POST', url: '/upload', ...multipart({ number: 'SRV-1' }, { name: 'c.pdf', type: 'application/pdf', bytes: pdf }) });
  assert.equal(ok.statusCode, 200);
  assert.deepEqual(ok.json(), { fields: { number: 'SRV-1' }, kind: 'pdf', size: pdf.byteLength });

  const disguised = await app.inject({ method: 'POST', url: '/upload', ...multipart({}, { name: 'c.pdf', type: 'application/pdf', bytes: png }) });
  assert.equal(disguised.statusCode, 400);
  assert.match(disguised.json().message, /no es de un tipo admitido \(PDF\)/);

  const big = await app.inject({ method: 'POST', url: '/upload', ...multipart({}, { name: 'c.pdf', type: 'application/pdf', bytes: Buffer.concat([pdf, Buffer.alloc(2048)]) }) });
  assert.equal(big.statusCode, 413);
  assert.match(big.json().message, /tamaño máximo/);

  const json = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
  assert.equal(json.statusCode, 415);

  const none = await app.inject({ method: 'POST', url: '/upload', ...multipart({ note: 'sin archivo' }) });
  assert.deepEqual(none.json(), { fields: { note: 'sin archivo' }, kind: null, size: 0 });
  await app.close();
});

// Found by `npm run fuzz -w api`: a multipart type without its boundary answered 500.
test('a malformed multipart form is refused with a Spanish 400, never a 500', async () => {
  const app = await uploadApp();
  const good = multipart({ number: 'SRV-1' }, { name: 'c.pdf', type: 'application/pdf', bytes: pdf });
  const cut = good.payload.subarray(0, good.payload.length - 20);
  for (const [headers, payload] of [
    [{ 'content-type': 'multipart/form-data' }, '{"holder_name":null}'],
    [good.headers, cut],
  ] as const) {
    const answer = await app.inject({ method: 'POST', url: '/upload', headers, payload });
    assert.equal(answer.statusCode, 400, `${JSON.stringify(headers)} → ${answer.body}`);
    assert.equal(answer.json().message, 'El formulario enviado no es válido.');
  }
  await app.close();
});

test('stored private files get a random name and their hash, and GET /djmedia/ never serves them', async () => {
  const context = await createTestContext('sqlite');
  try {
    const stored = await storePrivateFile(context.config.mediaDir, 'certificates', pdf, 'pdf');
    assert.match(stored.path, /^private\/certificates\/[0-9a-f]{32}\.pdf$/);
    assert.equal(stored.sha256, createHash('sha256').update(pdf).digest('hex'));
    assert.equal(stored.size, pdf.byteLength);
    assert.equal(fs.readFileSync(privateFilePath(context.config.mediaDir, stored.path)!).equals(pdf), true);
    for (const url of [`/djmedia/${stored.path}`, `/djmedia/PRIVATE/certificates/${path.basename(stored.path)}`, `/djmedia/logos/../${stored.path}`]) {
      const answer = await context.app.inject({ url });
      assert.equal(answer.statusCode, 404, url);
    }
    assert.equal((await context.app.inject({ url: '/djmedia/logos/sanrafael.svg' })).statusCode, 200);
    assert.equal(privateFilePath(context.config.mediaDir, '../secret'), null);
    await deletePrivateFile(context.config.mediaDir, stored.path);
    assert.equal(fs.existsSync(path.join(context.config.mediaDir, stored.path)), false);
  } finally {
    await context.close();
  }
});
