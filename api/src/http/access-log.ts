// The request log, sized for a busy site (finding 7 of issue 18: ~390 B per request, 408 MB per
// million, unrotated). At info, a request writes nothing of its own: faults are logged where they
// happen (5xx at error, 503 at warn), and one "traffic" line a minute counts answers by class. At
// debug, each request gets one short line. Rotation is left to the process manager.
import type { FastifyInstance } from 'fastify';

const summaryEveryMs = 60_000;

/** Adds the per-request debug line and the per-minute traffic summary. */
export function registerAccessLog(app: FastifyInstance): void {
  const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, '429': 0 };
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    counts.requests += 1;
    const bucket = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
    counts[bucket] += 1;
    if (status === 429) counts['429'] += 1;
    request.log.debug(`${request.method} ${request.url} ${status} ${Math.round(reply.elapsedTime)}ms`);
  });
  const timer = setInterval(() => {
    if (counts.requests === 0) return;
    app.log.info({ ...counts }, 'traffic');
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
  }, summaryEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
