// The reminder of the day before: a job the worker runs once a minute. An appointment is reminded
// when it is booked for tomorrow in its city's time zone; the UPDATE that sets reminded_at claims it
// (only the statement that changed the row queues the message), in one transaction with the
// message, so two instances never remind twice and a failed queue leaves it to the next run.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { addDays, dayIn } from '../appointments/free-slots.ts';
import { notifyAppointmentReminder } from './notify.ts';

/** Queues the reminders due at `now`; answers how many. */
export async function queueReminders(db: Db, config: Config, now: Date): Promise<number> {
  // Tomorrow anywhere on Earth starts within 14 h and ends within 48 h of now.
  const candidates = await db.selectFrom('appointments').innerJoin('customers', 'customers.id', 'appointments.customer_id')
    .select(['appointments.id', 'appointments.date', 'customers.time_zone'])
    .where('appointments.status', '=', 'booked').where('appointments.reminded_at', 'is', null)
    .where('appointments.starts_at', '>', now.toISOString())
    .where('appointments.starts_at', '<', new Date(now.getTime() + 48 * 3_600_000).toISOString())
    .execute();
  let queued = 0;
  for (const candidate of candidates) {
    if (candidate.date !== addDays(dayIn(now, candidate.time_zone), 1)) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('appointments').set({ reminded_at: now.toISOString() })
        .where('id', '=', candidate.id).where('reminded_at', 'is', null).where('status', '=', 'booked').executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await notifyAppointmentReminder({ db: trx, config, now }, candidate.id);
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
