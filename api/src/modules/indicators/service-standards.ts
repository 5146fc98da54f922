// Service standards: a procedure promises to decide a request within so many working days (the
// customer's weekends and holidays not counted, contract rules/working-days.ts). A request's due
// date is fixed when it is filed; a request filed while its procedure had no standard gets one
// when a standard is set. The clerk's queue flags open requests by how close they are to it.
import { addWorkingDays, businessTimeZone } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { dayIn } from '../appointments/free-slots.ts';

/** A clerk is warned this many working days before the due date. */
export const DUE_SOON_WORKING_DAYS = 2;

export type DueFlag = 'overdue' | 'due_soon' | 'on_time';

/** The customer's holidays as a set of 'YYYY-MM-DD' days. */
export async function holidaySet(db: Db, customerId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('holidays').select('date').where('customer_id', '=', customerId).execute();
  return new Set(rows.map((row) => row.date));
}

/** The customer's time zone (a valid one). */
export async function customerZone(db: Db, customerId: string): Promise<string> {
  const row = await db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst();
  return businessTimeZone(row?.time_zone);
}

/** The due date of a request filed at `filed` for a procedure with `standardDays`; null without a standard. */
export function dueDateOf(filed: Date, standardDays: number | null, timeZone: string, holidays: ReadonlySet<string>): string | null {
  if (standardDays === null) return null;
  return addWorkingDays(dayIn(filed, timeZone), standardDays, holidays);
}

/** How an open request stands against its due date on `today`; null when decided or without one. */
export function dueFlagOf(dueDate: string | null, decidedAt: string | null, today: string, holidays: ReadonlySet<string>): DueFlag | null {
  if (dueDate === null || decidedAt !== null) return null;
  if (today > dueDate) return 'overdue';
  return addWorkingDays(today, DUE_SOON_WORKING_DAYS, holidays) >= dueDate ? 'due_soon' : 'on_time';
}

/** Gives a due date to the open requests of a procedure that have none (filed before it had a standard). */
export async function fillMissingDueDates(db: Db, customerId: string, procedureId: number, standardDays: number | null): Promise<void> {
  if (standardDays === null) return;
  const open = await db.selectFrom('user_procedures').select(['id', 'created'])
    .where('customer_id', '=', customerId).where('procedure_id', '=', procedureId)
    .where('due_date', 'is', null).where('decided_at', 'is', null).execute();
  if (open.length === 0) return;
  const [zone, holidays] = await Promise.all([customerZone(db, customerId), holidaySet(db, customerId)]);
  for (const row of open) {
    await db.updateTable('user_procedures').set({ due_date: dueDateOf(new Date(row.created), standardDays, zone, holidays) }).where('id', '=', row.id).execute();
  }
}
