// Builds the Fastify app from a config and an open database. It never listens, so tests build
// as many apps as they like (SQLite and PostgreSQL) and call app.inject().
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { blogRoutes } from './blog/blog.routes.ts';
import { LocalCluster, type Cluster } from './cluster/cluster.ts';
import type { Config } from './config.ts';
import { appointmentRoutes } from './modules/appointments/appointment.routes.ts';
import { requestRoutes } from './modules/requests/request.routes.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { cardProvider, cardRoutes } from './modules/payments/card.routes.ts';
import { reconcileCardPayments } from './modules/payments/card-payments.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { certificateCheckRoutes } from './modules/certificates/certificate-check.routes.ts';
import { holidayCalendarRoutes } from './modules/catalogue/holiday-calendar.routes.ts';
import { indicatorRoutes } from './modules/indicators/indicators.routes.ts';
import { openDataRoutes } from './modules/indicators/open-data.routes.ts';
import type { AppContext } from './context.ts';
import { registerCorporateAccess } from './corporate/corporate-auth.ts';
import { corporateRoutes } from './corporate/corporate.routes.ts';
import type { Db } from './db/database.ts';
import { healthRoutes } from './health/health.routes.ts';
import { apiDocsRoutes } from './api-docs/api-docs.routes.ts';
import { hostingRoutes } from './hosting/hosting.routes.ts';
import { publishingRoutes } from './publishing/publishing.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { RemoteRegistry } from './registry/registry.ts';
import { RouteTables } from './registry/route-tables.ts';
import { registerCsrfCheck } from './http/csrf.ts';
import { csrfTokenRoutes } from './http/csrf-token.routes.ts';
import { registerAccessLog } from './http/access-log.ts';
import { registerRequestIdHeader, requestIdHeader, requestIdOptions } from './http/request-id.ts';
import { metricsRoutes, registerMetrics } from './metrics/metrics.routes.ts';
import { registerRefusalCounts } from './modules/indicators/rate-limit-refusals.ts';
import { describeError, handleError } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { ReadCache } from './http/read-cache.ts';
import { PagePurge } from './ssr/page-purge.ts';
import { registerHttpsRedirect, registerSecurityHeaders } from './http/security-headers.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { proceduresRoutes } from './modules/procedures/procedures.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { OutboxWorker } from './modules/notifications/worker.ts';
import { queueReminders } from './modules/notifications/reminders.ts';
import { scheduledPublishJob } from './content/scheduled-publish.ts';
import { JobScheduler } from './jobs/scheduler.ts';
import { backupJob } from './modules/backups/backup-job.ts';
import { queueStaffDigests } from './modules/notifications/staff-digest.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { folderRoutes } from './modules/citizen-folder/folder.routes.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** false silences the request log (tests, bench) */
  logger?: boolean;
  /** where the log goes instead of stdout (tests measure it) */
  logStream?: NodeJS.WritableStream;
  /** shared with the other instances; in-process by default */
  cluster?: Cluster;
  /** the clock of sessions, lockouts and the audit log (tests move it to expire sessions) */
  now?: () => Date;
}


/** The portal server with every route, hook and plugin registered, ready for listen() or inject(). */
export async function buildApp({ config, db, logger = true, logStream, cluster = new LocalCluster(), now = () => new Date() }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
    // One line per request pair was ~390 B each; see http/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // Scalars are coerced ('12' → 12, '' → null) but never to or from an array: Fastify's default
    // ('array') let [1] through a nullable number unchanged (Ajv, anyOf), and SQLite then failed
    // to bind it: a 500 the fuzzer found. A list field given one bare value is refused instead.
    ajv: { customOptions: { coerceTypes: true } },
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: 500,
    },
    // A URL Fastify cannot even route (bad percent-encoding) is still a Spanish 400, with the
    // security headers: this answer skips the onSend hooks. (Only called while serving, so
    // securityHeaders, assigned below once the app exists, is always set by then.)
    frameworkErrors: (error, request, reply) => {
      const { status, body } = describeError(error);
      void (reply as FastifyReply).header(requestIdHeader, (request as FastifyRequest).id);
      securityHeaders(request as FastifyRequest, reply as FastifyReply);
      void (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    },
    // A request that reached the instance before it began closing is served, not refused with a
    // 503: the load balancer already sends new ones elsewhere (server.ts, shutdown).
    return503OnClosing: false,
    // A stalled client must not hold a connection for ever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // X-Request-Id: a trusted proxy's, else a new one; pino writes it on every request's line as reqId.
    ...requestIdOptions(config),
  });

  const registry = new RemoteRegistry(config.remotesFile, (message) => app.log.error(message));
  const routeTables = new RouteTables({ log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) } });
  const mail = new OutboxWorker(db, config.mail, { warn: (object, message) => app.log.warn(object, message) }, now,
    { everyMs: 60_000, run: () => queueReminders(db, config, now()) });
  const context: AppContext = { config, db, cache: new ReadCache(5000, cluster), pages: new PagePurge(cluster, config, () => app.log), registry, cluster, routeTables, now, mail, lifecycle: { draining: false } };
  app.decorate('context', context);
  // Closing the app lets the delivery round in progress settle its claims first.
  app.addHook('onClose', async () => mail.stop());
  const jobs = new JobScheduler(db, [
    ...backupJob(config, now),
    scheduledPublishJob(context),
    { name: 'staff-digest', everyMs: 10 * 60_000, run: async () => {
      const queued = await queueStaffDigests(db, config, now());
      if (queued > 0) mail.nudge();
      return `${queued} digests queued`;
    } },
    // Card payments whose webhook never came: the gateway is asked how they stand.
    { name: 'card-payments', everyMs: 5 * 60_000, run: () => reconcileCardPayments(db, config, cardProvider(context), now()) },
  ], app.log, now);
  // A scheduled post goes public within one period of its time, however short the period is set.
  jobs.start(Math.min(60_000, config.scheduledPublishEveryMs));
  app.addHook('onClose', async () => jobs.stop());

  app.setErrorHandler(handleError);
  registerRequestIdHeader(app);
  registerAccessLog(app);
  registerMetrics(app, context);
  registerRefusalCounts(app, context);
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify({ res: 0, message: 'Recurso no encontrado.' }));
  });

  const securityHeaders = registerSecurityHeaders(app, config, registry);
  registerHttpsRedirect(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    // Only listed origins get CORS headers; the site itself is same-origin and needs none.
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRFToken', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Redis when the cluster has it, so every instance counts the same client together.
    ...cluster.rateLimitStore(),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      res: 0,
      message: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
    }),
  });
  registerCsrfCheck(app);
  registerInputGuard(app);
  registerCorporateAccess(app, context);

  await healthRoutes(app, context);
  await metricsRoutes(app, context);
  await csrfTokenRoutes(app);
  await siteRoutes(app, context);
  await proceduresRoutes(app, context);
  await blogRoutes(app, context);
  await searchRoutes(app, context);
  await contactRoutes(app, context);
  await newsletterRoutes(app, context);
  await folderRoutes(app, context);
  await feedbackRoutes(app, context);
  await appointmentRoutes(app, context);
  await requestRoutes(app, context);
  paymentRoutes(app, context);
  await cardRoutes(app, context);
  await certificateCheckRoutes(app, context);
  await holidayCalendarRoutes(app, context);
  await indicatorRoutes(app, context);
  await openDataRoutes(app, context);
  await corporateRoutes(app, context);
  await apiDocsRoutes(app, context);
  await mediaRoutes(app, context);
  await publishingRoutes(app, context);
  await hostingRoutes(app, context);

  return app;
}
