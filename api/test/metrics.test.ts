// An operator can watch the portal: GET /metrics is Prometheus text that a scraper reads, with the
// requests per route template, server renders, database statements, read-cache hits and 429s that
// the traffic caused; it is open inside the network and needs METRICS_TOKEN from outside; every
// answer names its request with X-Request-Id, and the log line of that request carries the same id.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { repoRoot } from '../src/config.ts';
import { parsePrometheusText, valueOf, type Family } from './support/prometheus-text.ts';
import { createTestContext, describeEachDatabase } from './support/test-app.ts';

/** A shell server build (the federation container the server loads) that renders a fixed page, or throws. */
function writeShellServerBuild(shellDist: string, { fails = false } = {}): void {
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'server', 'remoteEntry.js'), `
exports.shell = {
  init() {},
  async get(name) {
    if (name !== './ssr') throw new Error('no module ' + name);
    return () => ({
      async renderPage(input) {
        ${fails ? "throw new Error('a component threw');" : ''}
        return { html: '<main><h1>San Rafael</h1></main>', styles: '', modules: [], skipped: [] };
      },
      async warmRemotes() {},
    });
  },
};
`);
}

async function scrape(inject: (options: object) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>): Promise<Map<string, Family>> {
  const response = await inject({ url: '/metrics' });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(response.body);
}

describeEachDatabase('GET /metrics after some traffic', (context) => {
  test('parses as Prometheus text and shows requests per route template, renders, queries, cache and refusals', async () => {
    const { app, kind } = context();
    const inject = (options: object) => app.inject(options);
    for (let i = 0; i < 3; i += 1) assert.equal((await inject({ url: '/api/config/site/' })).statusCode, 200);
    assert.equal((await inject({ url: '/djstatic/sanrafael/procedures.json' })).statusCode, 200);
    assert.equal((await inject({ url: '/djstatic/no-such-city/procedures.json' })).statusCode, 404);
    assert.equal((await inject({ url: '/api/v2/no-such-call/' })).statusCode, 404);
    // Two server renders of the home page: the second reuses the first.
    assert.equal((await inject({ url: '/' })).statusCode, 200);
    assert.equal((await inject({ url: '/' })).statusCode, 200);
    // LOOKUP_RATE_LIMIT=1: the second look-up is refused.
    const lookup = { method: 'POST', url: '/api/v2/appointment/detail/', payload: { customer_id: '1', code: 'ABC123', email: 'vecina@example.com' } };
    assert.notEqual((await inject(lookup)).statusCode, 429);
    assert.equal((await inject(lookup)).statusCode, 429);

    const families = await scrape(inject);
    const requests = (labels: Record<string, string>) => valueOf(families, 'portal_http_requests_total', 'portal_http_requests_total', labels) ?? 0;
    // At least the three above: a server render asks its own API for the site too.
    const siteReads = requests({ method: 'GET', route: '/api/config/site/', status_code: '200' });
    assert.ok(siteReads >= 3, `${siteReads} site reads`);
    // One series for both cities: the template, never the URL.
    assert.equal(requests({ route: '/djstatic/:shortname/procedures.json', status_code: '200' }), 1);
    assert.equal(requests({ route: '/djstatic/:shortname/procedures.json', status_code: '404' }), 1);
    assert.ok(requests({ route: 'unmatched', status_code: '404' }) >= 1);
    const routes = new Set(families.get('portal_http_requests_total')!.samples.map((sample) => sample.labels.route));
    assert.ok(![...routes].some((route) => /sanrafael|no-such/.test(route!)), `raw URLs in labels: ${[...routes].join(' ')}`);

    assert.equal(valueOf(families, 'portal_http_request_duration_seconds', 'portal_http_request_duration_seconds_count', { method: 'GET', route: '/api/config/site/' }), siteReads);
    assert.equal(valueOf(families, 'portal_http_request_duration_seconds', 'portal_http_request_duration_seconds_bucket', { route: '/api/config/site/', le: '+Inf' }), siteReads);
    assert.equal(families.get('portal_http_errors_total')?.type, 'counter');

    assert.equal(valueOf(families, 'portal_ssr_render_duration_seconds', 'portal_ssr_render_duration_seconds_count', { outcome: 'rendered' }), 1);
    assert.equal(valueOf(families, 'portal_ssr_render_duration_seconds', 'portal_ssr_render_duration_seconds_count', { outcome: 'cached' }), 1);

    assert.ok((valueOf(families, 'portal_db_query_duration_seconds', 'portal_db_query_duration_seconds_count', { database: kind, operation: 'select' }) ?? 0) > 0);
    assert.ok((valueOf(families, 'portal_read_cache_requests_total', 'portal_read_cache_requests_total', { area: 'site', result: 'hit' }) ?? 0) >= 2);
    assert.ok((valueOf(families, 'portal_read_cache_requests_total', 'portal_read_cache_requests_total', { area: 'site', result: 'miss' }) ?? 0) >= 1);
    assert.ok((valueOf(families, 'portal_read_cache_entries', 'portal_read_cache_entries') ?? 0) >= 1);
    assert.equal(valueOf(families, 'portal_rate_limit_refusals_total', 'portal_rate_limit_refusals_total', { limit: 'lookup', route: '/api/v2/appointment/detail/' }), 1);

    // What all instances share, read from the database: the e-mail queue (contact messages sent in
    // other tests are delivered by no worker here) and the scheduled jobs' last runs.
    const queued = Number((await context().db.selectFrom('outbox').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', '=', 'queued').executeTakeFirstOrThrow()).n);
    assert.equal(valueOf(families, 'portal_outbox_messages', 'portal_outbox_messages', { status: 'queued' }), queued);
    assert.equal(valueOf(families, 'portal_outbox_messages', 'portal_outbox_messages', { status: 'failed' }), 0);
    await context().db.insertInto('job_runs').values({ name: 'backup', started_at: '2026-12-01T03:00:00.000Z', finished_at: '2026-12-01T03:00:02.000Z', holder: 'a', outcome: 'ok', detail: '' }).execute();
    const later = await scrape(inject);
    assert.equal(valueOf(later, 'portal_job_last_finished_timestamp_seconds', 'portal_job_last_finished_timestamp_seconds', { job: 'backup', outcome: 'ok' }), Date.parse('2026-12-01T03:00:02Z') / 1000);

    // Node's own metrics.
    assert.ok(families.has('process_cpu_user_seconds_total'));
    assert.ok(families.has('nodejs_heap_size_used_bytes'));
    assert.ok(families.has('nodejs_eventloop_lag_seconds'));
    if (kind === 'postgres') {
      assert.equal(valueOf(families, 'portal_db_pool_connections', 'portal_db_pool_connections', { state: 'max' }), 10);
      assert.ok(families.has('portal_db_pool_waiting'));
    } else assert.ok(!families.has('portal_db_pool_connections'));

    // The Grafana dashboard of docs/ asks only for series this server exposes.
    const dashboard = fs.readFileSync(path.join(repoRoot, 'docs/grafana-portal.json'), 'utf8');
    const asked = new Set([...dashboard.matchAll(/\b((?:portal|process|nodejs)_[a-z0-9_]+)\{/g)].map((match) => match[1]!.replace(/_(bucket|count|sum)$/, '')));
    assert.ok(asked.size >= 10, `${asked.size} series in the dashboard`);
    for (const name of asked) {
      if (name.startsWith('portal_db_pool_') && kind === 'sqlite') continue;
      assert.ok(families.has(name), `the dashboard's ${name} is exposed`);
    }
  });
}, { LOOKUP_RATE_LIMIT: '1' }, { prepareShell: (shellDist) => writeShellServerBuild(shellDist) });

test('GET /metrics: open inside the network, 404 from outside without METRICS_TOKEN, 403 with a wrong one', async () => {
  const open = await createTestContext('sqlite', { TRUST_PROXY: '1' });
  try {
    // The proxy (on loopback) says who the client is.
    const from = (address: string, headers: Record<string, string> = {}) => open.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': address, ...headers } });
    assert.equal((await from('10.1.2.3')).statusCode, 200);
    assert.equal((await from('192.168.1.20')).statusCode, 200);
    const outside = await from('203.0.113.9');
    assert.equal(outside.statusCode, 404);
    assert.doesNotMatch(outside.body, /portal_http/);
    // No proxy trusted and a public peer: the same.
    assert.equal((await open.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' })).statusCode, 404);
  } finally {
    await open.close();
  }
  const token = 'metrics-token-0123456789abcdef';
  const guarded = await createTestContext('sqlite', { TRUST_PROXY: '1', METRICS_TOKEN: token });
  try {
    const from = (address: string, headers: Record<string, string> = {}) => guarded.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': address, ...headers } });
    const refused = await from('203.0.113.9');
    assert.equal(refused.statusCode, 403);
    assert.match(JSON.parse(refused.body).message, /token de métricas/);
    assert.equal((await from('203.0.113.9', { authorization: 'Bearer not-the-token-at-all-000' })).statusCode, 403);
    const allowed = await from('203.0.113.9', { authorization: `Bearer ${token}` });
    assert.equal(allowed.statusCode, 200);
    assert.equal(allowed.headers['cache-control'], 'no-store');
    parsePrometheusText(allowed.body);
    // Claiming a private address in the forwarded chain does not help: the proxy appended the real one.
    assert.equal((await from('10.0.0.1, 203.0.113.9')).statusCode, 403);
  } finally {
    await guarded.close();
  }
});

test('every answer carries X-Request-Id; a trusted proxy\'s id is kept, anyone else\'s replaced; the log line has it', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(JSON.parse(chunk.toString())); done(); } });
  const context = await createTestContext('sqlite', { TRUST_PROXY: '1', LOG_LEVEL: 'debug' }, { prepareShell: (shellDist) => writeShellServerBuild(shellDist, { fails: true }) });
  const app = await buildApp({ config: context.config, db: context.db, logStream: sink });
  try {
    const page = await app.inject({ url: '/api/config/site/' });
    const missing = await app.inject({ url: '/api/v2/no-such-call/' });
    const badUrl = await app.inject({ url: '/api/%E0%A4%A/' });
    for (const response of [page, missing, badUrl]) assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.notEqual(page.headers['x-request-id'], missing.headers['x-request-id']);

    // From the trusted proxy (the test's peer is 127.0.0.1): its id is kept.
    const traced = await app.inject({ url: '/api/config/site/', headers: { 'x-request-id': 'caddy-7f3a9c2e-0001' } });
    assert.equal(traced.headers['x-request-id'], 'caddy-7f3a9c2e-0001');
    // An id that could break a log line is replaced.
    const odd = await app.inject({ url: '/api/config/site/', headers: { 'x-request-id': 'a b"c' } });
    assert.match(String(odd.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    // The request's log line carries the id the client saw.
    const line = lines.find((entry) => entry.reqId === 'caddy-7f3a9c2e-0001');
    assert.ok(line, 'a log line with the proxy\'s request id');
    assert.match(String(line.msg), /GET \/api\/config\/site\/ 200/);
    assert.ok(lines.some((entry) => entry.reqId === missing.headers['x-request-id'] && /404/.test(String(entry.msg))));
    // A fault logged while serving a page (here a server render that failed) names the request too.
    const home = await app.inject({ url: '/', headers: { 'x-request-id': 'caddy-7f3a9c2e-0002' } });
    assert.equal(home.statusCode, 200);
    const fault = lines.find((entry) => entry.level === 50 && /server rendering failed/.test(String(entry.msg)));
    assert.equal(fault?.reqId, 'caddy-7f3a9c2e-0002');
  } finally {
    await app.close();
    await context.close();
  }
  // Without TRUST_PROXY a client cannot choose its id.
  const direct = await createTestContext('sqlite');
  try {
    const response = await direct.app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-client-0001' } });
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  } finally {
    await direct.close();
  }
  // With proxies named by address, only a peer among them may set it.
  const named = await createTestContext('sqlite', { TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' });
  try {
    const idFrom = async (remoteAddress: string) => (await named.app.inject({ url: '/healthz', remoteAddress, headers: { 'x-request-id': 'from-the-balancer-0001' } })).headers['x-request-id'];
    assert.equal(await idFrom('10.20.30.40'), 'from-the-balancer-0001');
    assert.equal(await idFrom('::ffff:192.0.2.7'), 'from-the-balancer-0001');
    assert.notEqual(await idFrom('192.0.2.8'), 'from-the-balancer-0001');
    assert.notEqual(await idFrom('127.0.0.1'), 'from-the-balancer-0001');
  } finally {
    await named.close();
  }
});
