// The scheduled computation of the public indicators: for each customer, its requests of the last
// PERIOD_MONTHS months reduced to figures per procedure and per department (figures.ts), the
// requests received per month, and each office's first free appointment, written to the summary
// tables in one transaction (a reader sees the old figures or the new, never half). Every read is
// of one customer's rows: a city's figures never mix with another's.
import type { Db } from '../../db/database.ts';
import { addDays, dayIn, freeSlotsOn, officeCalendar } from '../appointments/free-slots.ts';
import { customerZone, holidaySet } from './service-standards.ts';
import { figuresOf, lastMonths, receivedByMonth, type RequestFacts } from './figures.ts';

/** The figures cover the current month and the eleven before it. */
export const PERIOD_MONTHS = 12;
// Rows per insert: well under both databases' limit on parameters in one statement.
const CHUNK = 400;
/** How far ahead the next free appointment is looked for. */
export const APPOINTMENT_WINDOW_DAYS = 60;

async function nextFreeAppointment(db: Db, customerId: string, officeId: number, today: string, now: Date) {
  const last = addDays(today, APPOINTMENT_WINDOW_DAYS);
  const calendar = await officeCalendar(db, customerId, officeId, today, last);
  if (calendar.schedules.length === 0) return null;
  for (let day = today; day <= last; day = addDays(day, 1)) {
    const first = freeSlotsOn(calendar, day, now)[0];
    if (first) return { date: day, time: first.start };
  }
  return { date: null, time: null };
}

/** Computes and stores one customer's indicators as of `now`. */
export async function computeCustomerIndicators(db: Db, customerId: string, now: Date): Promise<void> {
  const [zone, holidays] = await Promise.all([customerZone(db, customerId), holidaySet(db, customerId)]);
  const today = dayIn(now, zone);
  const months = lastMonths(today, PERIOD_MONTHS);
  const from = `${months[0]}-01`;
  const [procedures, departments, requests, offices] = await Promise.all([
    db.selectFrom('procedures').innerJoin('departments', 'departments.id', 'procedures.department_id')
      .select(['procedures.id', 'procedures.name', 'procedures.standard_days', 'departments.id as department_id', 'departments.name as department_name'])
      .where('procedures.customer_id', '=', customerId).orderBy('procedures.name').orderBy('procedures.id').execute(),
    db.selectFrom('departments').select(['id', 'name']).where('customer_id', '=', customerId).where('is_active', '=', 1).orderBy('name').orderBy('id').execute(),
    db.selectFrom('user_procedures').innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
      .select(['user_procedures.procedure_id', 'procedures.department_id', 'user_procedures.created', 'user_procedures.decided_at', 'user_procedures.due_date'])
      .where('user_procedures.customer_id', '=', customerId)
      // Filed or decided in the period: an ISO instant a day early covers any time zone's first day.
      .where((eb) => eb.or([eb('user_procedures.created', '>=', addDays(from, -1)), eb('user_procedures.decided_at', '>=', addDays(from, -1))]))
      .execute(),
    db.selectFrom('offices').select(['id', 'name']).where('customer_id', '=', customerId).orderBy('name').orderBy('id').execute(),
  ]);
  const facts: RequestFacts[] = requests.map((row) => ({
    procedureId: row.procedure_id, departmentId: row.department_id,
    filed: dayIn(new Date(row.created), zone), decided: row.decided_at === null ? null : dayIn(new Date(row.decided_at), zone), due: row.due_date,
  }));
  const figureRows = [
    ...procedures.map((procedure) => {
      const own = facts.filter((fact) => fact.procedureId === procedure.id);
      return {
        scope: 'procedure' as const, scope_id: procedure.id, name: procedure.name, department_id: procedure.department_id, department_name: procedure.department_name,
        standard_days: procedure.standard_days, ...figuresOf(own, from, today, holidays), months: receivedByMonth(own, months),
      };
    }),
    // The whole city (scope_id 0): every request of the customer.
    {
      scope: 'city' as const, scope_id: 0, name: '', department_id: null, department_name: null,
      standard_days: null, ...figuresOf(facts, from, today, holidays), months: receivedByMonth(facts, months),
    },
    ...departments.map((department) => {
      const own = facts.filter((fact) => fact.departmentId === department.id);
      return {
        scope: 'department' as const, scope_id: department.id, name: department.name, department_id: null, department_name: null,
        standard_days: null, ...figuresOf(own, from, today, holidays), months: receivedByMonth(own, months),
      };
    }),
  ];
  const officeRows: { customer_id: string; office_id: number; name: string; next_date: string | null; next_time: string | null }[] = [];
  for (const office of offices) {
    const next = await nextFreeAppointment(db, customerId, office.id, today, now);
    if (next) officeRows.push({ customer_id: customerId, office_id: office.id, name: office.name, next_date: next.date, next_time: next.time });
  }
  await db.transaction().execute(async (trx) => {
    for (const table of ['indicator_figures', 'indicator_monthly', 'indicator_offices', 'indicator_runs'] as const) {
      await trx.deleteFrom(table).where('customer_id', '=', customerId).execute();
    }
    const figures = figureRows.map(({ months: _months, ...row }) => ({ customer_id: customerId, ...row }));
    const cells = figureRows.flatMap((row) => row.months.map((cell) => ({ customer_id: customerId, scope: row.scope, scope_id: row.scope_id, ...cell })));
    for (let start = 0; start < figures.length; start += CHUNK) await trx.insertInto('indicator_figures').values(figures.slice(start, start + CHUNK)).execute();
    for (let start = 0; start < cells.length; start += CHUNK) await trx.insertInto('indicator_monthly').values(cells.slice(start, start + CHUNK)).execute();
    if (officeRows.length > 0) await trx.insertInto('indicator_offices').values(officeRows).execute();
    await trx.insertInto('indicator_runs').values({ customer_id: customerId, computed_at: now.toISOString(), period_from: from, period_to: today }).execute();
  });
}

/** Computes every customer's indicators (the scheduled job). */
export async function computeAllIndicators(db: Db, now: Date): Promise<void> {
  const customers = await db.selectFrom('customers').select('id').orderBy('id').execute();
  for (const customer of customers) await computeCustomerIndicators(db, customer.id, now);
}
