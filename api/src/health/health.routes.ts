// GET /healthz (the process answers) and GET /readyz (it can serve: the database answers, the
// migrations are done, the shell is built), for load balancers and orchestrators. Both are cheap,
// logged only at warn and above, and never rate-limited or redirected.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { pendingMigrations } from '../db/migrate.ts';

type Check = 'ok' | 'down';

const readyResponse = {
  type: 'object',
  required: ['res', 'data'],
  properties: {
    res: { type: 'integer' },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: ['status', 'database', 'migrations', 'shell', 'redis'],
      properties: {
        // 'degraded': serving, but Redis does not answer: limits count per instance, caches last seconds.
        status: { type: 'string', enum: ['ok', 'degraded', 'down', 'draining'] },
        database: { type: 'string', enum: ['ok', 'down'] },
        migrations: { type: 'string', enum: ['ok', 'pending', 'unknown'] },
        shell: { type: 'string', enum: ['ok', 'missing'] },
        // Redis down does not make an instance unready: it keeps serving, uncached, on its own counters.
        redis: { type: 'string', enum: ['ok', 'down', 'absent'] },
      },
    },
  },
} as const;

function within<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms); });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/** GET /healthz and GET /readyz. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const indexHtml = path.join(ctx.config.shellDist, 'index.html');
  // Once every migration has run it stays so for the life of the process.
  let migrated = false;

  app.get('/healthz', {
    logLevel: 'warn',
    schema: { response: { 200: { type: 'object', required: ['res'], properties: { res: { type: 'integer' } } } } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { res: 1 };
  });

  app.get('/readyz', { logLevel: 'warn', schema: { response: { 200: readyResponse, 503: readyResponse } } }, async (_request, reply) => {
    const database: Check = await within(sql`select 1`.execute(ctx.db), 2000).then(() => 'ok' as const, () => 'down' as const);
    // The server migrated before it listened: asking the migrator again (a few statements, seconds
    // on a busy machine) only risked a 'not ready' for an instance that is.
    if (ctx.lifecycle.migrated) migrated = true;
    let migrations: 'ok' | 'pending' | 'unknown' = migrated ? 'ok' : 'unknown';
    if (!migrated && database === 'ok') {
      migrations = await within(pendingMigrations(ctx.db), 2000).then((pending) => (pending.length === 0 ? 'ok' as const : 'pending' as const), () => 'unknown' as const);
      migrated = migrations === 'ok';
    }
    const shell = fs.existsSync(indexHtml) ? 'ok' as const : 'missing' as const;
    const draining = ctx.lifecycle.draining;
    const ready = database === 'ok' && migrations === 'ok' && shell === 'ok' && !draining;
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    const redis = ctx.cluster.status();
    const status = draining ? 'draining' as const : !ready ? 'down' as const : redis === 'down' ? 'degraded' as const : 'ok' as const;
    const data = { status, database, migrations, shell, redis };
    if (draining) return { res: 0, message: 'La instancia se está deteniendo: atiende lo que ya recibió.', data };
    if (status === 'degraded') {
      return { res: 1, message: 'Redis no responde: los límites se cuentan en cada instancia y las cachés duran unos segundos.', data };
    }
    return ready ? { res: 1, data } : { res: 0, message: 'El servicio no está listo todavía.', data };
  });
}
