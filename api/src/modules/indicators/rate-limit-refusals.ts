// Requests refused with 429, counted per customer, limit and UTC hour for the admin's dashboard
// (the process metrics count them too, but per process and for no city). Counting is one upsert on
// the refusal path; it must never turn a refusal into an error, so a failure is only logged.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { customerIdForHost } from '../../hosting/customer-host.ts';
import { limitName } from '../../metrics/metrics.routes.ts';

const HOUR_MS = 3_600_000;
/** Hours kept: the dashboard shows 7 days; one more so a city's day is never cut short. */
export const REFUSAL_HOURS_KEPT = 8 * 24;

/** '2026-12-15T16': the UTC hour an instant falls in. */
export function refusalHour(instant: Date): string {
  return instant.toISOString().slice(0, 13);
}

/** Adds one refusal of `limitName` to the customer's count for the current hour. */
export async function recordRefusal(db: Db, customerId: string, limitName: string, now: Date): Promise<void> {
  await db.insertInto('rate_limit_refusals')
    .values({ customer_id: customerId, limit_name: limitName, hour: refusalHour(now), count: 1 })
    .onConflict((conflict) => conflict.columns(['customer_id', 'limit_name', 'hour']).doUpdateSet({ count: sql`rate_limit_refusals.count + 1` }))
    .execute();
}

/** Deletes the hours older than the ones the dashboard may show (run by the indicator job). */
export async function pruneRefusals(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_refusals').where('hour', '<', refusalHour(new Date(now.getTime() - REFUSAL_HOURS_KEPT * HOUR_MS))).execute();
}

export interface RefusalCount {
  limit_name: string;
  last_day: number;
  last_week: number;
}

/**
 * The customer's refusals per limit over the last 24 hours and the last 7 days, each counted in
 * whole hours (the current one included), the limit refused most this week first.
 */
export async function refusalCounts(db: Db, customerId: string, now: Date): Promise<RefusalCount[]> {
  const dayFrom = refusalHour(new Date(now.getTime() - 23 * HOUR_MS));
  const weekFrom = refusalHour(new Date(now.getTime() - (7 * 24 - 1) * HOUR_MS));
  const rows = await db.selectFrom('rate_limit_refusals').select(['limit_name', 'hour', 'count'])
    .where('customer_id', '=', customerId).where('hour', '>=', weekFrom).execute();
  const counts = new Map<string, RefusalCount>();
  for (const row of rows) {
    const count = counts.get(row.limit_name) ?? { limit_name: row.limit_name, last_day: 0, last_week: 0 };
    count.last_week += Number(row.count);
    if (row.hour >= dayFrom) count.last_day += Number(row.count);
    counts.set(row.limit_name, count);
  }
  return [...counts.values()].sort((a, b) => b.last_week - a.last_week || a.limit_name.localeCompare(b.limit_name));
}

/**
 * Counts every 429 for the host's customer before it is sent (so the count is there once the client
 * has its answer); a failure to count is logged and the refusal goes out unchanged.
 */
export function registerRefusalCounts(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429) return payload;
    try {
      await recordRefusal(ctx.db, customerIdForHost(ctx.config, request.hostname), limitName(request, reply, ctx.config), ctx.now());
    } catch (error) {
      request.log.warn({ err: error }, 'could not count a rate-limit refusal');
    }
    return payload;
  });
}
