// GET /metrics (Prometheus text format) and the hooks that feed it. Open to loopback and private
// addresses (a scraper inside the network); from anywhere else only with METRICS_TOKEN as a
// bearer token: without a token set the endpoint does not exist for the public (404), with a
// wrong or missing one it is refused (403). The address is Fastify's request.ip, so behind a
// proxy TRUST_PROXY must be set, or every visitor looks like the proxy's private address.
import { storedGauges } from './stored-gauges.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { observeQueries, poolUse } from '../db/query-observer.ts';
import { isPrivateAddress } from '../http/trust-proxy.ts';
import { PortalMetrics } from './metrics.ts';

const refusal = {
  type: 'object',
  required: ['res', 'message'],
  properties: { res: { type: 'integer' }, message: { type: 'string' } },
} as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether the Authorization header carries the metrics token (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer /i.test(header)) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

/**
 * Which limit refused a 429: a route's own lockout (staff sign-in, wrong admin tokens) sends no
 * rate-limit headers; the plugin's limits are told apart by their size in the settings.
 */
export function limitName(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const limit = (request.routeOptions.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  const max = typeof limit === 'object' && limit !== null ? (limit as { max?: unknown }).max : undefined;
  if (typeof max !== 'number' || reply.getHeader('x-ratelimit-limit') === undefined) return 'lockout';
  const route = request.routeOptions.url ?? '';
  if (max === config.certCheckRateLimit && route.includes('certificate')) return 'certificate-check';
  if (max === config.writeRateLimit) return 'write';
  if (max === config.lookupRateLimit) return 'lookup';
  if (max === config.certCheckRateLimit) return 'certificate-check';
  return 'other';
}

/** Creates the app's metrics (app.metrics) and records every answer, query and cache lookup. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): PortalMetrics {
  const metrics = new PortalMetrics();
  app.decorate('metrics', metrics);
  const database = ctx.config.database.kind;

  // With tracing on (telemetry.ts), the request's span is named by its route template too.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const span = route ? trace.getActiveSpan() : undefined;
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    // The template ('/api/v2/post/:id/'), never the URL: one series per route, not per visitor.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.refused(limitName(request, reply, ctx.config), route);
  });

  const tracer = trace.getTracer('portal');
  const stop = observeQueries(ctx.db, ({ operation, durationMs, failed }) => {
    metrics.query(database, operation, durationMs / 1000, failed);
    // With tracing on, the statement is a child span of the request it ran for (told afterwards,
    // so it starts back when the statement did).
    if (trace.getActiveSpan()) {
      const span = tracer.startSpan(`db ${operation}`, { startTime: Date.now() - durationMs, attributes: { 'db.system.name': database === 'postgres' ? 'postgresql' : 'sqlite', 'db.operation.name': operation } });
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  });
  app.addHook('onClose', async () => { stop(); });
  ctx.cache.onLookup((key, hit) => metrics.cacheLookup(key, hit));
  metrics.gauges(() => ctx.cache.size, poolUse(ctx.db) ? () => poolUse(ctx.db) : null);
  storedGauges(metrics.registry, ctx.db);
  return metrics;
}

/** GET /metrics, registered with the other routes so that every hook and plugin applies to it. */
export async function metricsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const metrics = app.metrics;
  const token = ctx.config.metricsToken;
  app.get('/metrics', {
    logLevel: 'warn',
    schema: { response: { 403: refusal, 404: refusal } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isPrivateAddress(request.ip)) {
      // Without a token the endpoint is not there for the public at all.
      if (token === null) return reply.code(404).send({ res: 0, message: 'Recurso no encontrado.' });
      if (!hasToken(request, token)) return reply.code(403).send({ res: 0, message: 'Acceso denegado: las métricas piden el token de métricas.' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
