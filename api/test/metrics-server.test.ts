// The real entry point (src/server.ts, listening on a port, logging to stdout) wires the request
// id and the metrics as the in-process tests see them: an operator who greps the log for the id
// of an answer finds its line, and a scraper on the same machine reads /metrics.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parsePrometheusText, valueOf } from './support/prometheus-text.ts';
import { request, startServer, type ServerProcess } from './support/server-process.ts';
import { defaultRegistry, indexHtml } from './support/test-app.ts';
import { eventually } from './support/eventually.ts';

let dir = '';
let server: ServerProcess;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-metrics-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
  server = await startServer({
    DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`, SHELL_DIST: path.join(dir, 'shell'), MEDIA_DIR: path.join(dir, 'media'),
    REMOTES_FILE: path.join(dir, 'remotes.json'), TRUST_PROXY: '1', LOG_LEVEL: 'debug',
  });
});

after(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a listening server: the answer\'s X-Request-Id is on its log line, and /metrics counts the request', async () => {
  const answer = await request(server.port, 'GET', '/api/config/site/', { headers: { 'x-request-id': 'edge-5b1d0c33-0001' } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['x-request-id'], 'edge-5b1d0c33-0001');
  const own = await request(server.port, 'GET', '/api/v2/no-such-call/');
  const ownId = String(own.headers['x-request-id']);
  assert.match(ownId, /^[0-9a-f-]{36}$/);
  // The debug line of each request is written when its answer is done, reaching us through a pipe.
  await eventually(() => {
    const lines = server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    assert.ok(lines.some((line) => line.reqId === 'edge-5b1d0c33-0001' && /GET \/api\/config\/site\/ 200/.test(line.msg ?? '')), server.output());
    assert.ok(lines.some((line) => line.reqId === ownId && /404/.test(line.msg ?? '')));
  });

  // Another loopback address is still inside the machine: no token needed.
  const scrape = await request(server.port, 'GET', '/metrics', { from: '127.0.0.2' });
  assert.equal(scrape.status, 200);
  const families = parsePrometheusText(scrape.body);
  assert.equal(valueOf(families, 'portal_http_requests_total', 'portal_http_requests_total', { route: '/api/config/site/', status_code: '200' }), 1);
  assert.ok((valueOf(families, 'process_resident_memory_bytes', 'process_resident_memory_bytes') ?? 0) > 0);
});
