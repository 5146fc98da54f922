// Entry point: migrate, seed an empty database, listen, and shut down cleanly on SIGTERM/SIGINT.
import { loggableError } from './db/loggable-error.ts';
import { buildApp } from './app.ts';
import { LocalCluster, type Cluster } from './cluster/cluster.ts';
import { RedisCluster } from './cluster/redis-cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase, type Db } from './db/database.ts';
import { prepareDatabase, safeDatabaseUrl } from './db/prepare.ts';
import { ensureDemoMedia } from './db/seed.ts';
import { IndicatorJob } from './modules/indicators/indicator-job.ts';

/** One readable line for the operator instead of a stack: what failed and where. */
function startFailure(config: Config | null, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  const where = config?.database.kind === 'postgres' ? ` (DATABASE_URL ${safeDatabaseUrl(config.database.url)})`
    : config?.database.kind === 'sqlite' ? ` (SQLite ${config.database.file})` : '';
  console.error(`Portal cannot start: ${reason}${where}`);
  process.exit(1);
}

let config: Config | null = null;
try {
  config = loadConfig();
} catch (error) {
  startFailure(null, error instanceof ConfigError ? error : new Error(`invalid settings: ${String(error)}`));
}

// Filled in once the app (and its logger) exists; errors before that go to stderr.
let log: { warn(object: object, message: string): void } = { warn: (object, message) => console.error(message, object) };
let db: Db;
try {
  // Migrations and the first seed may run statements longer than a request may: a pool of their own,
  // without the request timeouts, closed before serving starts.
  const setup = createDatabase(config.database, { requestTimeouts: false });
  try {
    await prepareDatabase(setup, config.mediaDir);
  } finally {
    await setup.destroy();
  }
  db = createDatabase(config.database, { onConnectionError: (error) => log.warn({ error: loggableError(error) }, 'database connection lost; a new one opens on the next query') });
} catch (error) {
  startFailure(config, error);
}
// The media folder is not in git; draw any demo image that is missing (e.g. a fresh clone
// pointed at an existing PostgreSQL database).
ensureDemoMedia(config.mediaDir);

let cluster: Cluster = new LocalCluster();
let redis: RedisCluster | null = null;
if (config.redisUrl) {
  redis = new RedisCluster({ url: config.redisUrl, prefix: config.redisKeyPrefix, log: { warn: (m) => log.warn({}, m), info: (m) => console.log(m) } });
  cluster = redis;
}

const app = await buildApp({ config, db, cluster });
app.context.lifecycle.migrated = true;
log = app.log;
if (redis) {
  redis.setLog(app.log);
  // Start with the link up when Redis is there; without it the instance still serves (degraded).
  if (!(await redis.ready())) app.log.warn('Redis is not reachable yet: rate limits are per instance and caching is paused until it is');
}
for (const warning of config.warnings) app.log.warn(warning);

const drainMs = config.shutdownDrainMs;
const indicators = new IndicatorJob(db, { warn: (object, message) => app.log.warn(object, message) });
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  // First out of the load balancer's rotation (/readyz answers 503 'draining') while still serving
  // what reaches it, for as long as the balancer takes to notice; then no new connections, the
  // requests in flight finished, the e-mail claims handed back, the scheduled job awaited.
  app.context.lifecycle.draining = true;
  app.log.info(`${signal} received: draining for ${drainMs} ms, then finishing open requests`);
  // Requests still running 10 s after that are abandoned rather than blocking a deploy.
  const force = setTimeout(() => process.exit(1), drainMs + 10_000);
  force.unref();
  try {
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await indicators.stop();
    await app.close();
    await cluster.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  startFailure(config, error);
}
// The public indicators' summary tables, computed soon after start and then every hour.
indicators.start();
if (config.mail.worker) {
  app.context.mail.start();
  app.log.info(config.mail.smtpUrl ? 'e-mail: delivered over SMTP (SMTP_URL)' : `e-mail: written as .eml files to ${config.mail.dir}`);
}
const where = config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL';
app.log.info(`Portal at http://localhost:${config.port}/ (data: ${where}; instances share: ${cluster.kind})`);
