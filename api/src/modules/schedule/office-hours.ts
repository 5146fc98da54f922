// An office's opening hours, from its schedules: the same rows the booking cuts into slots, so the
// hours a procedure page shows, the offices the booking offers and the times it offers never
// disagree. Procedures.json, the booking's office list and the console's office list all read it.
import { businessTimeZone, type OpeningPeriod } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { dayIn } from '../appointments/free-slots.ts';

export interface OfficeHours {
  /** the schedules that have not ended, earliest first (an open-ended start first) */
  hours: OpeningPeriod[];
  /** true when one of them gives appointments and has hours to book */
  takes_appointments: boolean;
}

const NO_HOURS: OfficeHours = { hours: [], takes_appointments: false };

/** The customer's 'YYYY-MM-DD' at `now` (its time zone, as the booking counts days). */
export async function customerToday(db: Db, customerId: string, now: Date): Promise<string> {
  const customer = await db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst();
  return dayIn(now, businessTimeZone(customer?.time_zone));
}

/** The hours of the customer's offices (of `officeIds` only, when given), by office id; an office without schedules has none. */
export async function officeHours(db: Db, customerId: string, today: string, officeIds?: readonly number[]): Promise<Map<number, OfficeHours>> {
  if (officeIds && officeIds.length === 0) return new Map();
  let query = db.selectFrom('schedules')
    .select(['id', 'office_id', 'valid_from', 'valid_to', 'takes_appointments'])
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]));
  if (officeIds) query = query.where('office_id', 'in', [...officeIds]);
  const schedules = await query.orderBy('office_id').orderBy('valid_from').orderBy('id').execute();
  const days = schedules.length === 0 ? [] : await db.selectFrom('schedule_days')
    .select(['schedule_id', 'weekday', 'start_time', 'end_time'])
    .where('schedule_id', 'in', schedules.map((schedule) => schedule.id))
    .orderBy('weekday').orderBy('start_time').execute();
  const byOffice = new Map<number, OfficeHours>();
  for (const schedule of schedules) {
    const ranges = days.filter((day) => day.schedule_id === schedule.id).map((day) => ({ weekday: day.weekday, start: day.start_time, end: day.end_time }));
    const office = byOffice.get(schedule.office_id) ?? { hours: [], takes_appointments: false };
    const appointments = Number(schedule.takes_appointments) === 1;
    office.hours.push({ valid_from: schedule.valid_from, valid_to: schedule.valid_to, appointments, days: ranges });
    if (appointments && ranges.length > 0) office.takes_appointments = true;
    byOffice.set(schedule.office_id, office);
  }
  // PostgreSQL and SQLite order nulls differently: an open-ended start comes first on both.
  for (const office of byOffice.values()) office.hours.sort((a, b) => (a.valid_from ?? '').localeCompare(b.valid_from ?? ''));
  return byOffice;
}

/** One office's hours from the map (none when it has no schedule). */
export function hoursOf(map: ReadonlyMap<number, OfficeHours>, officeId: number): OfficeHours {
  return map.get(officeId) ?? NO_HOURS;
}
