// The staff's daily digest: from DIGEST_HOUR in its city's time zone, each account that asked for it
// gets one e-mail a day. The UPDATE that sets digest_sent_on to the city's day claims it, in one
// transaction with the message, so two instances never send it twice and a failed queue leaves it
// to the next run (the scheduler looks every few minutes).
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { dayIn } from '../appointments/free-slots.ts';
import { loadCity } from './city.ts';
import { queueMail } from './outbox.ts';
import { staffDigest, type DigestFacts } from './templates/staff-mails.ts';

/** The local hour from which the day's digest goes out: before the offices open. */
export const DIGEST_HOUR = 7;

function localHour(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/** What one city's digest says on `day`; only that city's rows. */
export async function digestFacts(db: Db, customerId: string, day: string, now: Date): Promise<DigestFacts> {
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const newRequests = await db.selectFrom('user_procedures').innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
    .select(['user_procedures.code', 'procedures.name as procedure'])
    .where('user_procedures.customer_id', '=', customerId).where('user_procedures.created', '>=', since)
    .orderBy('user_procedures.created').orderBy('user_procedures.id').execute();
  const unanswered = await db.selectFrom('contact_messages').select(['reference', 'created'])
    .where('customer_id', '=', customerId).where('answered_at', 'is', null).where('reference', 'is not', null)
    .orderBy('created').orderBy('id').execute();
  const offices = await db.selectFrom('appointments').innerJoin('offices', 'offices.id', 'appointments.office_id')
    .select(['offices.name as office', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('appointments.customer_id', '=', customerId).where('appointments.date', '=', day).where('appointments.status', '=', 'booked')
    .groupBy('offices.name').orderBy('offices.name').execute();
  return {
    day,
    newRequests: newRequests.map((row) => ({ code: row.code, procedure: row.procedure })),
    newRequestCount: newRequests.length,
    unanswered: unanswered.map((row) => ({ reference: row.reference!, received: row.created.slice(0, 10).split('-').reverse().join('/') })),
    unansweredCount: unanswered.length,
    appointmentsToday: offices.map((row) => ({ office: row.office, count: Number(row.count) })),
  };
}

/** Queues the digests due at `now`; answers how many. */
export async function queueStaffDigests(db: Db, config: Config, now: Date): Promise<number> {
  const accounts = await db.selectFrom('staff_accounts').innerJoin('customers', 'customers.id', 'staff_accounts.customer_id')
    .select(['staff_accounts.id', 'staff_accounts.email', 'staff_accounts.customer_id', 'staff_accounts.digest_sent_on', 'customers.time_zone'])
    .where('staff_accounts.daily_digest', '=', 1).where('staff_accounts.disabled', '=', 0).execute();
  let queued = 0;
  for (const account of accounts) {
    const day = dayIn(now, account.time_zone);
    if (account.digest_sent_on === day || localHour(now, account.time_zone) < DIGEST_HOUR) continue;
    const customerId = account.customer_id!;
    const claimed = await db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('staff_accounts').set({ digest_sent_on: day })
        .where('id', '=', account.id).where('daily_digest', '=', 1)
        .where((eb) => eb.or([eb('digest_sent_on', 'is', null), eb('digest_sent_on', '!=', day)])).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const city = await loadCity(trx, config, customerId);
      await queueMail(trx, { city, event: 'staff.digest', entityId: account.id, recipient: account.email, language: 'es', now, mail: staffDigest(city, await digestFacts(trx, customerId, day, now)) });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
