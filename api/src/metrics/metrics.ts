// The portal's Prometheus metrics (prom-client), one registry per app so that several apps in one
// process (the tests) never count into each other. Labels are always bounded sets: route
// templates (never raw URLs), page patterns, cache areas, limit names, status codes.
// The names below are what docs/operations.md and docs/grafana-portal.json rely on.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUse } from '../db/query-observer.ts';

export type RenderOutcome = 'rendered' | 'cached' | 'shared' | 'partial' | 'timeout' | 'failed';

const httpBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const renderBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5];

export class PortalMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status_code'>;
  readonly #errors: Counter<'method' | 'route' | 'status_code'>;
  readonly #duration: Histogram<'method' | 'route'>;
  readonly #renders: Histogram<'page' | 'outcome'>;
  readonly #queries: Histogram<'database' | 'operation'>;
  readonly #queryErrors: Counter<'database' | 'operation'>;
  readonly #cache: Counter<'area' | 'result'>;
  readonly #refusals: Counter<'limit' | 'route'>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: 'portal_http_requests_total', help: 'Answers sent, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'], registers,
    });
    this.#errors = new Counter({
      name: 'portal_http_errors_total', help: 'Answers with a 5xx status (the server failed), by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'], registers,
    });
    this.#duration = new Histogram({
      name: 'portal_http_request_duration_seconds', help: 'Time from receiving a request to the end of its answer, by method and route template.',
      labelNames: ['method', 'route'], buckets: httpBuckets, registers,
    });
    this.#renders = new Histogram({
      name: 'portal_ssr_render_duration_seconds',
      help: 'Server rendering of a page (data and HTML), by page pattern and outcome: rendered, cached (reused), shared (rendered by another instance, read from Redis), partial (a remote left to the browser), timeout, failed.',
      labelNames: ['page', 'outcome'], buckets: renderBuckets, registers,
    });
    this.#queries = new Histogram({
      name: 'portal_db_query_duration_seconds', help: 'Database statements, by database (sqlite, postgres) and operation (select, insert, update, delete, other).',
      labelNames: ['database', 'operation'], buckets: queryBuckets, registers,
    });
    this.#queryErrors = new Counter({
      name: 'portal_db_query_errors_total', help: 'Database statements that failed, by database and operation.',
      labelNames: ['database', 'operation'], registers,
    });
    this.#cache = new Counter({
      name: 'portal_read_cache_requests_total', help: 'Read-cache lookups of the JSON API, by area (the key\'s first part: site, procedures, blog, search) and result (hit, miss).',
      labelNames: ['area', 'result'], registers,
    });
    this.#refusals = new Counter({
      name: 'portal_rate_limit_refusals_total', help: 'Requests refused with 429, by limit (write, lookup, certificate-check, lockout, other) and route template.',
      labelNames: ['limit', 'route'], registers,
    });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status_code: String(status) };
    this.#requests.inc(labels);
    if (status >= 500) this.#errors.inc(labels);
    this.#duration.observe({ method, route }, seconds);
  }

  render(page: string, outcome: RenderOutcome, seconds: number): void {
    this.#renders.observe({ page, outcome }, seconds);
  }

  query(database: string, operation: string, seconds: number, failed: boolean): void {
    this.#queries.observe({ database, operation }, seconds);
    if (failed) this.#queryErrors.inc({ database, operation });
  }

  cacheLookup(key: string, hit: boolean): void {
    // The key's first part names the area; a malformed key still gives a bounded label.
    const area = /^[a-z-]{1,20}(?=:|$)/.exec(key)?.[0] ?? 'other';
    this.#cache.inc({ area, result: hit ? 'hit' : 'miss' });
  }

  refused(limit: string, route: string): void {
    this.#refusals.inc({ limit, route });
  }

  /** Gauges read when scraped: the read cache's size and, on PostgreSQL, the pool's use. */
  gauges(readCacheSize: () => number, pool: (() => PoolUse | null) | null): void {
    const registers = [this.registry];
    new Gauge({
      name: 'portal_read_cache_entries', help: 'Answers held by this instance\'s read cache.', registers,
      collect() { this.set(readCacheSize()); },
    });
    if (!pool) return;
    new Gauge({
      name: 'portal_db_pool_connections', help: 'PostgreSQL pool connections of this instance, by state (busy, idle, max).',
      labelNames: ['state'], registers,
      collect() {
        const use = pool();
        if (!use) return;
        this.set({ state: 'busy' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting', help: 'Queries waiting for a free PostgreSQL connection on this instance.', registers,
      collect() { this.set(pool()?.waiting ?? 0); },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's metrics (GET /metrics); the server renderer records its renders here */
    metrics: PortalMetrics;
  }
}
