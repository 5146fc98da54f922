// Tracing, when an operator turns it on with OTEL_EXPORTER_OTLP_ENDPOINT: the real server (loaded
// with --import telemetry.ts, as the image runs it) sends OTLP spans named by route template,
// continues a caller's trace (traceparent), and adds a span per PostgreSQL statement. Without the
// setting nothing is sent. The collector here is a plain HTTP server on loopback.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eventually } from './support/eventually.ts';
import { request, startServer, type ServerProcess } from './support/server-process.ts';
import { defaultRegistry, indexHtml, onPostgres, postgresAvailable, postgresUrl } from './support/test-app.ts';

interface OtlpSpan { name: string; traceId: string; attributes?: { key: string; value: { stringValue?: string } }[] }

/** A stand-in OTLP/HTTP collector: keeps every span it is sent. */
async function startCollector(): Promise<{ url: string; spans: OtlpSpan[]; close(): Promise<void> }> {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const telemetry = path.resolve(import.meta.dirname, '../src/telemetry.ts');
const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, () => {
  let dir = '';
  let schema = '';
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: ServerProcess;

  before(async () => {
    collector = await startCollector();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-otel-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
    schema = `t_${Math.random().toString(16).slice(2, 14)}`;
    await onPostgres(`create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    server = await startServer({
      DATABASE_URL: url.toString(), SHELL_DIST: path.join(dir, 'shell'), MEDIA_DIR: path.join(dir, 'media'), REMOTES_FILE: path.join(dir, 'remotes.json'),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: 'portal-test',
      NODE_OPTIONS: `--import ${telemetry}`,
    }, 60_000);
  });

  after(async () => {
    await server?.stop();
    await collector?.close();
    if (schema) await onPostgres(`drop schema ${schema} cascade`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a request is a span named by its route template, in the caller\'s trace, with its PostgreSQL statements', async () => {
    const answer = await request(server.port, 'GET', '/djstatic/sanrafael/procedures.json', { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    assert.equal(answer.status, 200);
    await eventually(() => {
      const span = collector.spans.find((s) => s.name === 'GET /djstatic/:shortname/procedures.json');
      assert.ok(span, `spans: ${collector.spans.map((s) => s.name).join(', ')}`);
      assert.equal(span.traceId, traceId);
      assert.ok(span.attributes?.some((a) => a.key === 'http.route' && a.value.stringValue === '/djstatic/:shortname/procedures.json'));
      assert.ok(collector.spans.some((s) => s.traceId === traceId && s.name === 'db select'), `spans: ${collector.spans.map((s) => s.name).join(', ')}`);
    }, { withinMs: 10_000, everyMs: 100 });
    // Probes are not traced: a probe, then a traced request whose span (exported after the probe's
    // would have been) marks the point where the probe's would be there.
    await request(server.port, 'GET', '/readyz');
    await request(server.port, 'GET', '/api/config/site/');
    await eventually(() => assert.ok(collector.spans.some((s) => s.name === 'GET /api/config/site/')), { withinMs: 10_000, everyMs: 100 });
    assert.ok(!collector.spans.some((s) => /readyz/.test(s.name)));
  });
});

test('without OTEL_EXPORTER_OTLP_ENDPOINT, loading telemetry.ts sets nothing up', async () => {
  const previous = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  try {
    await import('../src/telemetry.ts');
    const { trace } = await import('@opentelemetry/api');
    // The API's default: a tracer that records nothing.
    const span = trace.getTracer('check').startSpan('nothing');
    assert.equal(span.isRecording(), false);
    span.end();
  } finally {
    if (previous !== undefined) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = previous;
  }
});
