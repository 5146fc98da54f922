// clerkDashboard/detail: the console's first screen for a clerk. Today's appointments, the open requests
// whose next move is the city's (no document missing or rejected, no fee pending) by how long they
// have waited in working days and how close they are to their due date, and the contact messages
// not answered yet. All of one customer.
import type { FastifyInstance } from 'fastify';
import { calls, workingDaysBetween, type ClerkDashboard, type DashboardRequest } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { dayIn } from '../appointments/free-slots.ts';
import { customerZone, dueFlagOf, holidaySet } from './service-standards.ts';

const AGE_BUCKETS: { bucket: string; upTo: number }[] = [{ bucket: '0-2', upTo: 2 }, { bucket: '3-5', upTo: 5 }, { bucket: '6-10', upTo: 10 }, { bucket: '11+', upTo: Infinity }];
const URGENCY = { overdue: 0, due_soon: 1, on_time: 2 } as const;

export async function clerkDashboard(db: Db, customerId: string, now: Date): Promise<ClerkDashboard> {
  const [zone, holidays] = await Promise.all([customerZone(db, customerId), holidaySet(db, customerId)]);
  const today = dayIn(now, zone);
  const [appointments, open, unanswered, oldestMessages] = await Promise.all([
    db.selectFrom('appointments').innerJoin('offices', 'offices.id', 'appointments.office_id')
      .leftJoin('procedures', 'procedures.id', 'appointments.procedure_id')
      .select(['appointments.id', 'appointments.code', 'appointments.start_time', 'appointments.end_time', 'offices.name as office_name',
        'procedures.name as procedure_name', 'appointments.name', 'appointments.status'])
      .where('appointments.customer_id', '=', customerId).where('appointments.date', '=', today).where('appointments.status', '!=', 'cancelled')
      .orderBy('appointments.start_time').orderBy('offices.name').orderBy('appointments.id').execute(),
    db.selectFrom('user_procedures').innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
      .select(['user_procedures.id', 'user_procedures.code', 'procedures.name as procedure_name', 'user_procedures.created', 'user_procedures.due_date'])
      .where('user_procedures.customer_id', '=', customerId).where('user_procedures.decided_at', 'is', null)
      .where('user_procedures.payment_status', '!=', 'pending')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('user_procedure_requirements').select('user_procedure_requirements.id')
        .whereRef('user_procedure_requirements.user_procedure_id', '=', 'user_procedures.id')
        .where('user_procedure_requirements.status', 'in', ['pending', 'rejected']))))
      .execute(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('answered_at', 'is', null).executeTakeFirst(),
    db.selectFrom('contact_messages').select(['id', 'reference', 'name', 'created']).where('customer_id', '=', customerId).where('answered_at', 'is', null)
      .where('reference', 'is not', null).orderBy('created').orderBy('id').limit(5).execute(),
  ]);
  const waiting: DashboardRequest[] = open.map((row) => ({
    id: row.id, code: row.code, procedure_name: row.procedure_name, created: row.created, due_date: row.due_date,
    age_days: workingDaysBetween(dayIn(new Date(row.created), zone), today, holidays),
    due_flag: dueFlagOf(row.due_date, null, today, holidays),
  }));
  const urgency = (row: DashboardRequest) => (row.due_flag === null ? 3 : URGENCY[row.due_flag]);
  const first = [...waiting].sort((a, b) => urgency(a) - urgency(b) || (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || b.age_days - a.age_days || a.id - b.id).slice(0, 10);
  return {
    today,
    appointments,
    waiting: {
      total: waiting.length,
      overdue: waiting.filter((row) => row.due_flag === 'overdue').length,
      due_soon: waiting.filter((row) => row.due_flag === 'due_soon').length,
      by_age: AGE_BUCKETS.map(({ bucket, upTo }, index) => ({
        bucket, count: waiting.filter((row) => row.age_days <= upTo && (index === 0 || row.age_days > AGE_BUCKETS[index - 1]!.upTo)).length,
      })),
      first,
    },
    messages: { unanswered: Number(unanswered?.n ?? 0), oldest: oldestMessages.map((row) => ({ ...row, reference: row.reference ?? '' })) },
  };
}

export function clerkDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.clerkDashboardDetail,
    handler: async ({ body, db }) => ok(await clerkDashboard(db, body.customer_id, ctx.now())),
  });
}
