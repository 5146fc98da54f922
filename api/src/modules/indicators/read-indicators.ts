// Reading a city's indicators from the summary tables (never from the requests themselves). A city
// whose figures were never computed (a new install, before the job's first run) gets them computed
// once now, so the page is never empty.
import type { Indicators } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { found } from '../../corporate/checks.ts';
import { computeCustomerIndicators } from './compute-indicators.ts';

const number = (value: number | string | null) => (value === null ? null : Number(value));

/** The customer's indicators; 404 for an unknown customer. */
export async function readIndicators(db: Db, customerId: string, now: Date): Promise<Indicators> {
  found(await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst(), 'El cliente indicado no existe.');
  let run = await db.selectFrom('indicator_runs').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!run) {
    await computeCustomerIndicators(db, customerId, now);
    run = await db.selectFrom('indicator_runs').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  }
  const [figures, months, offices] = await Promise.all([
    db.selectFrom('indicator_figures').selectAll().where('customer_id', '=', customerId).orderBy('name').orderBy('scope_id').execute(),
    db.selectFrom('indicator_monthly').select(['scope', 'scope_id', 'month', 'received']).where('customer_id', '=', customerId).orderBy('month').execute(),
    db.selectFrom('indicator_offices').select(['office_id', 'name', 'next_date', 'next_time']).where('customer_id', '=', customerId).orderBy('name').orderBy('office_id').execute(),
  ]);
  const monthsOf = (scope: string, id: number) => months.filter((cell) => cell.scope === scope && cell.scope_id === id).map(({ month, received }) => ({ month, received }));
  const common = (row: (typeof figures)[number]) => ({
    id: row.scope_id, name: row.name, received: row.received, decided: row.decided,
    median_days: number(row.median_days), p90_days: number(row.p90_days), within_share: number(row.within_share),
    months: monthsOf(row.scope, row.scope_id),
  });
  const city = figures.find((row) => row.scope === 'city');
  return {
    computed_at: run.computed_at, period_from: run.period_from, period_to: run.period_to,
    procedures: figures.filter((row) => row.scope === 'procedure').map((row) => ({
      ...common(row), department_id: row.department_id ?? 0, department_name: row.department_name ?? '', standard_days: row.standard_days,
    })),
    departments: figures.filter((row) => row.scope === 'department').map(common),
    city: city ? common(city) : { id: 0, name: '', received: 0, decided: 0, median_days: null, p90_days: null, within_share: null, months: [] },
    offices: offices.map((row) => ({ id: row.office_id, name: row.name, next_date: row.next_date, next_time: row.next_time })),
  };
}
