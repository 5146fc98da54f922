// An office's free appointment slots, day by day: its schedules' slots (schedule/slots.ts) minus
// the customer's holidays, minus the places already booked, minus what has already begun, all in
// the customer's time zone.
import type { AvailableDay } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { slotsOn, zonedInstant, type ScheduleRange } from '../schedule/slots.ts';

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The day `count` days after a 'YYYY-MM-DD' day. */
export function addDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

interface ScheduleRow {
  id: number;
  slot_minutes: number;
  capacity: number;
  valid_from: string | null;
  valid_to: string | null;
}

/** What computing an office's slots needs, read once for a window of days. */
export interface OfficeCalendar {
  timeZone: string;
  schedules: { rules: ScheduleRow; ranges: ScheduleRange[] }[];
  holidays: Set<string>;
  /** booked places per 'date start' */
  taken: Map<string, number>;
}

export async function officeCalendar(db: Db, customerId: string, officeId: number, from: string, to: string): Promise<OfficeCalendar> {
  const [customer, schedules, holidays, taken] = await Promise.all([
    db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirstOrThrow(),
    // A schedule without appointments is opening hours only: nothing of it is booked.
    db.selectFrom('schedules').select(['id', 'slot_minutes', 'capacity', 'valid_from', 'valid_to']).where('office_id', '=', officeId).where('takes_appointments', '=', 1).execute(),
    db.selectFrom('holidays').select('date').where('customer_id', '=', customerId).where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('appointments').select(['date', 'start_time', (eb) => eb.fn.countAll().as('n')])
      .where('office_id', '=', officeId).where('date', '>=', from).where('date', '<=', to).where('place', 'is not', null)
      .groupBy(['date', 'start_time']).execute(),
  ]);
  const days = schedules.length === 0 ? [] : await db.selectFrom('schedule_days').select(['schedule_id', 'weekday', 'start_time', 'end_time'])
    .where('schedule_id', 'in', schedules.map((schedule) => schedule.id)).execute();
  return {
    timeZone: customer.time_zone,
    schedules: schedules.map((rules) => ({
      rules,
      ranges: days.filter((day) => day.schedule_id === rules.id).map((day) => ({ weekday: day.weekday, start: day.start_time, end: day.end_time })),
    })),
    holidays: new Set(holidays.map((holiday) => holiday.date)),
    taken: new Map(taken.map((row) => [`${row.date} ${row.start_time}`, Number(row.n)])),
  };
}

/** The slots of one day with their free places; slots that have begun or are full are left out. */
export function freeSlotsOn(calendar: OfficeCalendar, date: string, now: Date): AvailableDay['slots'] {
  const slots = calendar.schedules.flatMap(({ rules, ranges }) => slotsOn(rules, ranges, date, calendar.holidays));
  return slots
    .filter((slot) => zonedInstant(date, slot.start, calendar.timeZone).getTime() > now.getTime())
    .map((slot) => ({ start: slot.start, end: slot.end, free: slot.capacity - (calendar.taken.get(`${date} ${slot.start}`) ?? 0) }))
    .filter((slot) => slot.free > 0)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The slot of a schedule that starts at `start` on `date`, with its capacity; undefined when none does. */
export function slotAt(calendar: OfficeCalendar, date: string, start: string) {
  return calendar.schedules.flatMap(({ rules, ranges }) => slotsOn(rules, ranges, date, calendar.holidays)).find((slot) => slot.start === start);
}
