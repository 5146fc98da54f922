// POST /api/v2/holiday/calendar/ (public): the city's holiday calendar for citizens (/feriados),
// read from the same `holidays` rows the clerks keep and the appointment slots leave out. A read
// like the blog's, exempt from the CSRF check (nothing to forge).
import type { FastifyInstance } from 'fastify';
import { type HolidayCalendarResponse } from '@portal/contract/schemas';
import { calls } from '@portal/contract';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found } from '../../corporate/checks.ts';
import { dayIn } from '../appointments/free-slots.ts';

/** The customer's holidays of this year (in its time zone) and the next; 404 for an unknown customer. */
export async function holidayCalendar(db: Db, customerId: string, now: Date): Promise<HolidayCalendarResponse['data']> {
  const customer = found(await db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst(), 'El cliente indicado no existe.');
  const year = Number(dayIn(now, customer.time_zone).slice(0, 4));
  const holidays = await db.selectFrom('holidays').select(['date', 'name'])
    .where('customer_id', '=', customerId).where('date', '>=', `${year}-01-01`).where('date', '<=', `${year + 1}-12-31`)
    .orderBy('date').execute();
  return { years: [year, year + 1], time_zone: customer.time_zone, holidays };
}

/** Registers the public calendar call. */
export async function holidayCalendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.holidayCalendar, {}, async (request): Promise<HolidayCalendarResponse> => ({ res: 1, data: await holidayCalendar(ctx.db, request.body.customer_id, ctx.now()), message: '' }));
}
