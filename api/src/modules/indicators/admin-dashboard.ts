// adminDashboard/detail: the console's first screen for an admin. Staff sign-ins refused in the
// last 24 hours for the city's accounts and those locked now, requests refused with 429 on the
// city's host over the last 24 hours and 7 days, e-mails that could not be delivered
// in the last 7 days, and what was changed in the console today (the city's day). All of one
// customer: an account of another city, or bound to none, is not counted here.
import type { FastifyInstance } from 'fastify';
import { calls, type AdminDashboard } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { dayIn } from '../appointments/free-slots.ts';
import { zonedInstant } from '../schedule/slots.ts';
import { customerZone } from './service-standards.ts';
import { refusalCounts } from './rate-limit-refusals.ts';

const DAY_MS = 86_400_000;

export async function adminDashboard(db: Db, customerId: string, now: Date): Promise<AdminDashboard> {
  const zone = await customerZone(db, customerId);
  const startOfToday = zonedInstant(dayIn(now, zone), '00:00', zone).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const accounts = (await db.selectFrom('staff_accounts').select('email').where('customer_id', '=', customerId).execute()).map((row) => row.email.trim().toLowerCase());
  const [throttles, failed, latestFailed, changes, latestChanges, refusals] = await Promise.all([
    accounts.length === 0 ? [] : db.selectFrom('staff_signin_throttle').select(['hits', 'locked_until', 'last_at'])
      .where('scope', '=', 'password').where('account', 'in', accounts).execute(),
    db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('status', '=', 'failed').where('created', '>=', weekAgo).executeTakeFirst(),
    db.selectFrom('outbox').select(['id', 'event', 'subject', 'created']).where('customer_id', '=', customerId).where('status', '=', 'failed').where('created', '>=', weekAgo)
      .orderBy('created', 'desc').orderBy('id', 'desc').limit(5).execute(),
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('at', '>=', startOfToday).executeTakeFirst(),
    db.selectFrom('audit_log').select(['at', 'actor', 'call_name']).where('customer_id', '=', customerId).where('at', '>=', startOfToday)
      .orderBy('at', 'desc').orderBy('id', 'desc').limit(10).execute(),
    refusalCounts(db, customerId, now),
  ]);
  const recent = throttles.filter((row) => Number(row.last_at) >= now.getTime() - DAY_MS);
  return {
    sign_in: { failures: recent.reduce((sum, row) => sum + Number(row.hits), 0), locked: throttles.filter((row) => Number(row.locked_until) > now.getTime()).length },
    refusals,
    delivery: { failed: Number(failed?.n ?? 0), latest: latestFailed },
    changes: { total: Number(changes?.n ?? 0), latest: latestChanges },
  };
}

export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.adminDashboardDetail,
    handler: async ({ body, db }) => ok(await adminDashboard(db, body.customer_id, ctx.now())),
  });
}
