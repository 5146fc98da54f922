// A citizen's document upload (no sign-in): the code and e-mail are checked before the file is
// read, the file streams to disk with the size cap counted as it arrives, and one client sends at
// most UPLOADS_PER_CLIENT at once. Over real HTTP, since what matters is when the server answers
// while the body is still arriving.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { before, after, test } from 'node:test';
import { REQUEST_FILE_MAX_BYTES } from '@portal/contract';
import { UPLOADS_PER_CLIENT } from '../src/modules/requests/request.routes.ts';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';
import { eventually } from './support/eventually.ts';

const csrf = csrfHeaders();

/** An upload whose file part begins and then waits: `send` more bytes, `end` it, or `abort`. */
function openUpload(port: number, fields: Record<string, string>) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v2/userProcedure/addFile/', headers: { ...csrf, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  // Writing after the server answered (and closed) is expected here.
  request.on('error', () => {});
  answer.catch(() => {});
  for (const [name, value] of Object.entries(fields)) request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dni.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  return {
    answer,
    send: (bytes: Buffer) => new Promise<void>((resolve) => {
      if (request.destroyed || request.writableEnded) return resolve();
      if (request.write(bytes)) resolve();
      else request.once('drain', () => resolve());
    }),
    end: () => { if (!request.destroyed) request.end(`\r\n--${boundary}--\r\n`); },
    abort: () => request.destroy(),
  };
}

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describeEachDatabase('citizen document uploads', (ctx) => {
  let port = 0;
  let who: Record<string, string>;
  let incoming = '';

  before(async () => {
    const { app, config } = ctx();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    const started = await app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrf,
      payload: { customer_id: '1', procedure_id: 1, name: 'Inés Mora', national_id: 'V-5555555', email: 'ines@example.com', phone: '0412 555 0003' } });
    assert.equal(started.statusCode, 201, started.body);
    const data = started.json().data as { code: string; requirements: { requirement_id: number }[] };
    who = { customer_id: '1', code: data.code, email: 'ines@example.com', requirement_id: String(data.requirements[0]!.requirement_id) };
    incoming = path.join(config.mediaDir, 'private', 'requests', '.incoming');
  });
  after(async () => { await ctx().app.close(); });

  test('a wrong code or e-mail is refused (404) while the file is still arriving: nothing of it is read into memory or stored', async () => {
    const upload = openUpload(port, { ...who, email: 'otra@example.com' });
    await upload.send(Buffer.alloc(256 * 1024));
    const answer = await within(upload.answer, 3000);
    upload.abort();
    assert.equal(answer.status, 404, answer.body);
    assert.match(JSON.parse(answer.body).message, /No encontramos/);
    assert.deepEqual(fs.existsSync(incoming) ? fs.readdirSync(incoming) : [], []);
  });

  test('a file past the size cap is refused (413) as it arrives and its partial copy is deleted', async () => {
    const upload = openUpload(port, who);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    let settled = false;
    void upload.answer.finally(() => { settled = true; });
    const sending = (async () => {
      while (sent <= REQUEST_FILE_MAX_BYTES + chunk.length && !settled) { await upload.send(chunk); sent += chunk.length; }
      upload.end();
    })().catch(() => {});
    const answer = await within(upload.answer, 10_000);
    upload.abort();
    await sending;
    assert.equal(answer.status, 413, answer.body);
    assert.match(JSON.parse(answer.body).message, /tamaño máximo de 10 MB/);
    assert.deepEqual(fs.readdirSync(incoming), []);
  });

  test(`one client sends at most ${UPLOADS_PER_CLIENT} uploads at once (429 in Spanish); once they end it may send again`, async () => {
    const open = Array.from({ length: UPLOADS_PER_CLIENT }, () => openUpload(port, who));
    for (const upload of open) await upload.send(Buffer.alloc(64 * 1024));
    // Once the server streams them to disk, they count.
    await eventually(() => assert.equal(fs.readdirSync(incoming).length, UPLOADS_PER_CLIENT));
    const third = openUpload(port, who);
    third.end();
    const refused = await within(third.answer, 3000);
    assert.equal(refused.status, 429, refused.body);
    assert.match(JSON.parse(refused.body).message, /en curso desde su conexión/);
    for (const upload of open) upload.abort();
    // The server notices the aborted uploads as their connections close: then another is taken.
    const accepted = await eventually(async () => {
      const next = openUpload(port, who);
      next.end();
      const answer = await within(next.answer, 3000);
      assert.equal(answer.status, 200, answer.body);
      return answer;
    });
    assert.equal(JSON.parse(accepted.body).message, 'Documento recibido.');
    assert.deepEqual(fs.readdirSync(incoming), []);
  });
}, { LOOKUP_RATE_LIMIT: '1000' });
