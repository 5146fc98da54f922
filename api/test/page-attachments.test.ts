// A city page's attachments: uploaded by editors, accepted by their content (a PDF, an Office or
// OpenDocument file, a CSV; never a renamed text or a ZIP of anything), limited in size, renamed,
// reordered and removed; listed on the public page in that order with their type and size; every
// call bound to the customer (another customer's page or file is 404).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PAGE_FILE_MAX_BYTES } from '@portal/contract';
import { multipart } from './support/multipart.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';
import { sniffFileKind } from '../src/files/file-kind.ts';

/** A ZIP archive with its entries stored (not compressed), as an office suite's file is laid out. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const xlsx = zip({ '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>' });
const docx = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
const ods = zip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<office:document-content/>' });

test('file kinds are read from the content: office documents by their parts, not any ZIP', () => {
  assert.equal(sniffFileKind(pdf), 'pdf');
  assert.equal(sniffFileKind(xlsx), 'xlsx');
  assert.equal(sniffFileKind(docx), 'docx');
  assert.equal(sniffFileKind(ods), 'ods');
  assert.equal(sniffFileKind(Buffer.from('partida;importe\nVialidad;100\n')), 'csv');
  assert.equal(sniffFileKind(zip({ 'script.js': 'alert(1)' })), null);
  assert.equal(sniffFileKind(zip({ '[Content_Types].xml': '<Types/>' })), null);
  assert.equal(sniffFileKind(xlsx.subarray(0, xlsx.length - 10)), null, 'a cut archive');
  assert.equal(sniffFileKind(Buffer.from('<html><script>alert(1)</script>,</html>')), null);
  assert.equal(sniffFileKind(Buffer.from('texto sin columnas')), null);
});

describeEachDatabase('city page attachments', (ctx) => {
  let editor: Record<string, string>;
  let otherAdmin: Record<string, string>;
  let pageId: number;

  const upload = (app: FastifyInstance, fields: Record<string, string>, file: { name: string; bytes: Buffer } | undefined, headers = editor) => {
    const form = multipart(fields, file && { name: file.name, type: 'application/octet-stream', bytes: file.bytes });
    return app.inject({ method: 'POST', url: '/api/v2/corporate/pageFile/upload/', payload: form.payload, headers: { ...headers, ...form.headers } });
  };
  const publicFiles = async (app: FastifyInstance, customerId = '1', id = pageId) =>
    (await app.inject({ method: 'POST', url: '/api/v2/blog/page/getPublicFile/', payload: { customer_id: customerId, page_id: id } }));

  before(async () => {
    const { app, db } = ctx();
    await addStaff(db, 'editor@attachments.example', 'editor');
    await addStaff(db, 'admin2@attachments.example', 'admin', { customerId: '2' });
    editor = await signedIn(app, 'editor@attachments.example');
    otherAdmin = await signedIn(app, 'admin2@attachments.example');
    const added = await corporate(app, 'page/add', { customer_id: '1', slug: 'tasas', title: 'Tasas municipales', body: '<p>Tasas.</p>' }, editor);
    assert.equal(added.statusCode, 201, added.body);
    pageId = added.json().data.id;
  });

  test('the seeded attachments carry their page\'s customer', async () => {
    const rows = await ctx().db.selectFrom('page_files').innerJoin('pages', 'pages.id', 'page_files.page_id')
      .select(['page_files.customer_id as own', 'pages.customer_id as page']).execute();
    assert.ok(rows.length > 0);
    for (const row of rows) assert.equal(row.own, row.page);
  });

  test('an editor attaches a PDF, a spreadsheet and a document; citizens see them in order with type and size, and download them', async () => {
    const { app } = ctx();
    const first = await upload(app, { customer_id: '1', page_id: String(pageId), name: 'Ordenanza de tasas' }, { name: 'ordenanza.pdf', bytes: pdf });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().message, 'Archivo «Ordenanza de tasas» añadido.');
    const second = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'C:\\Mis documentos\\Presupuesto_2031.xlsx', bytes: xlsx });
    assert.equal(second.statusCode, 201, second.body);
    const third = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'solicitud.odt.docx', bytes: docx });
    const files = third.json().data as { id: number; name: string; mime: string; size: number; url: string; position: number }[];
    assert.deepEqual(files.map((file) => [file.name, file.position]), [['Ordenanza de tasas', 1], ['Presupuesto 2031', 2], ['solicitud.odt', 3]]);
    assert.deepEqual(files.map((file) => file.mime), [
      'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    assert.equal(files[1]!.size, xlsx.length);

    const listed = await publicFiles(app);
    assert.deepEqual(listed.json().data.map((file: { name: string }) => file.name), ['Ordenanza de tasas', 'Presupuesto 2031', 'solicitud.odt']);
    const detail = await app.inject({ method: 'POST', url: '/api/v2/blog/page/detail/', payload: { customer_id: '1', id: pageId } });
    assert.equal(detail.json().data.has_files, true);
    const download = await app.inject({ url: files[1]!.url });
    assert.equal(download.statusCode, 200);
    assert.equal(download.rawPayload.length, xlsx.length);
    assert.match(files[1]!.url, /^\/djmedia\/attachments\/1\/[0-9a-f]{32}\.xlsx$/);
  });

  test('renaming and reordering change what citizens read; removing deletes the stored file', async () => {
    const { app, config } = ctx();
    const list = async () => (await corporate(app, 'pageFile/list', { customer_id: '1', page_id: pageId }, editor)).json().data as { id: number; name: string; url: string }[];
    const [pdfFile, sheet, doc] = await list();
    const renamed = await corporate(app, 'pageFile/update', { customer_id: '1', id: doc!.id, name: ' Solicitud de exoneración ' }, editor);
    assert.equal(renamed.statusCode, 200, renamed.body);
    const moved = await corporate(app, 'pageFile/update', { customer_id: '1', id: doc!.id, position: 1 }, editor);
    assert.deepEqual(moved.json().data.map((file: { name: string }) => file.name), ['Solicitud de exoneración', 'Ordenanza de tasas', 'Presupuesto 2031']);
    const down = await corporate(app, 'pageFile/update', { customer_id: '1', id: doc!.id, position: 99 }, editor);
    assert.deepEqual(down.json().data.map((file: { id: number }) => file.id), [pdfFile!.id, sheet!.id, doc!.id]);
    assert.deepEqual((await publicFiles(app)).json().data.map((file: { id: number }) => file.id), [pdfFile!.id, sheet!.id, doc!.id]);

    const stored = path.join(config.mediaDir, decodeURIComponent(sheet!.url.slice('/djmedia/'.length)));
    assert.ok(fs.existsSync(stored));
    const removed = await corporate(app, 'pageFile/delete', { customer_id: '1', id: sheet!.id }, editor);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Se quitó «Presupuesto 2031» de la página.');
    assert.deepEqual(removed.json().data.map((file: { position: number }) => file.position), [1, 2]);
    assert.ok(!fs.existsSync(stored));
    assert.equal((await app.inject({ url: sheet!.url })).statusCode, 404);
  });

  test('a renamed text, a ZIP of something else and a file over the limit are refused in Spanish, and nothing is stored', async () => {
    const { app, db } = ctx();
    const before = await db.selectFrom('page_files').select('id').where('page_id', '=', pageId).execute();
    const text = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'ordenanza.pdf', bytes: Buffer.from('no soy un PDF') });
    assert.equal(text.statusCode, 400);
    assert.match(text.json().message, /^El archivo no es de un tipo admitido \(PDF, Word, Excel, PowerPoint, ODT, ODS, ODP, CSV\)\.$/);
    const archive = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'datos.xlsx', bytes: zip({ 'run.exe': 'MZ' }) });
    assert.equal(archive.statusCode, 400);
    const big = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'grande.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(PAGE_FILE_MAX_BYTES)]) });
    assert.equal(big.statusCode, 413);
    assert.match(big.json().message, /^El archivo supera el tamaño máximo de 10 MB\.$/);
    const none = await upload(app, { customer_id: '1', page_id: String(pageId) }, undefined);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().errors[0].field, 'file');
    const noPage = await upload(app, { customer_id: '1', page_id: 'tasas' }, { name: 'a.pdf', bytes: pdf });
    assert.equal(noPage.statusCode, 400);
    assert.equal(noPage.json().errors[0].field, 'page_id');
    assert.deepEqual(await db.selectFrom('page_files').select('id').where('page_id', '=', pageId).execute(), before);
  });

  test('another customer\'s page and files are 404 to every call, and its public list is not this page\'s', async () => {
    const { app, db } = ctx();
    const [file] = (await corporate(app, 'pageFile/list', { customer_id: '1', page_id: pageId }, editor)).json().data as { id: number }[];
    const snapshot = JSON.stringify(await db.selectFrom('page_files').selectAll().orderBy('id').execute());
    const asTwo = { customer_id: '2' };
    for (const [call, body] of [
      ['pageFile/list', { ...asTwo, page_id: pageId }],
      ['pageFile/update', { ...asTwo, id: file!.id, name: 'Otro nombre' }],
      ['pageFile/update', { ...asTwo, id: file!.id, position: 2 }],
      ['pageFile/delete', { ...asTwo, id: file!.id }],
    ] as const) {
      const answer = await corporate(app, call, body, otherAdmin);
      assert.equal(answer.statusCode, 404, `${call} ${answer.body}`);
    }
    const uploaded = await upload(app, { ...asTwo, page_id: String(pageId) }, { name: 'a.pdf', bytes: pdf }, otherAdmin);
    assert.equal(uploaded.statusCode, 404, uploaded.body);
    assert.equal(uploaded.json().message, 'La página indicada no existe.');
    const forbidden = await upload(app, { customer_id: '1', page_id: String(pageId) }, { name: 'a.pdf', bytes: pdf }, otherAdmin);
    assert.equal(forbidden.statusCode, 403);
    assert.equal((await publicFiles(app, '2')).statusCode, 404);
    assert.equal(JSON.stringify(await db.selectFrom('page_files').selectAll().orderBy('id').execute()), snapshot);
  });

  test('deleting the page removes its stored files', async () => {
    const { app, config } = ctx();
    const files = (await corporate(app, 'pageFile/list', { customer_id: '1', page_id: pageId }, editor)).json().data as { url: string }[];
    assert.ok(files.length > 0);
    const deleted = await corporate(app, 'page/delete', { customer_id: '1', id: pageId }, editor);
    assert.equal(deleted.statusCode, 200, deleted.body);
    for (const file of files) assert.ok(!fs.existsSync(path.join(config.mediaDir, decodeURIComponent(file.url.slice('/djmedia/'.length)))));
  });
});
