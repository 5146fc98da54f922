// Moving a booked appointment to another free time of the same office, by the citizen (code and
// e-mail) or by a clerk. The code, the person and the procedure stay; the place is taken at the new
// time the way a booking takes one (the unique (office, date, start, place) index settles a race),
// the old one is free at once, the reminder is due again, and the citizen gets the new time with a
// calendar file that replaces the old entry.
import { isRealDate } from '../../corporate/checks.ts';
import type { Db } from '../../db/database.ts';
import { classifyDatabaseError } from '../../db/errors.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailLanguage } from '../notifications/events.ts';
import { notifyAppointmentMoved } from '../notifications/notify.ts';
import { zonedInstant } from '../schedule/slots.ts';
import type { Config } from '../../config.ts';
import { bookableTime } from './booking.ts';

export interface MovedRow {
  id: number;
  customer_id: string;
  office_id: number;
  status: string;
  date: string;
  start_time: string;
  starts_at: string;
}

export interface MoveOptions {
  config: Config;
  by: 'citizen' | 'city';
  /** the citizen's language when they move it; else the booking's */
  language?: MailLanguage;
}

/** Moves `row` to `date` at `start`; 409 with the reason when that time cannot be had. */
export async function moveAppointment(db: Db, row: MovedRow, target: { date: string; start: string }, now: Date, options: MoveOptions): Promise<void> {
  if (row.status !== 'booked') throw new HttpError(409, 'Solo se puede cambiar una cita reservada.');
  if (Date.parse(row.starts_at) <= now.getTime()) throw new HttpError(409, 'La cita ya comenzó; no se puede cambiar.');
  if (!isRealDate(target.date)) throw Object.assign(new HttpError(400, 'Esa fecha no existe.'), { errors: [{ field: 'date', message: 'Esa fecha no existe.' }] });
  if (target.date === row.date && target.start === row.start_time) throw new HttpError(409, 'La cita ya es a esa hora. Elija otro día u hora.');
  const { calendar, slot, startsAt, used } = await bookableTime(db, row.customer_id, row.office_id, target.date, target.start, now);
  for (let place = 1; place <= slot.capacity; place += 1) {
    if (used.has(place)) continue;
    try {
      await db.transaction().execute(async (trx) => {
        const moved = await trx.updateTable('appointments')
          .set((eb) => ({
            date: target.date, start_time: slot.start, end_time: slot.end, place,
            starts_at: startsAt.toISOString(), ends_at: zonedInstant(target.date, slot.end, calendar.timeZone).toISOString(),
            reminded_at: null, moves: eb('moves', '+', 1),
          }))
          // Still as it was read: a cancellation or another move in between wins.
          .where('id', '=', row.id).where('status', '=', 'booked').where('starts_at', '=', row.starts_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, 'La cita cambió mientras tanto. Vuelva a abrirla.');
        await notifyAppointmentMoved({ db: trx, config: options.config, now }, row.id, row.starts_at, options.by, options.language);
      });
      return;
    } catch (error) {
      if (error instanceof HttpError || classifyDatabaseError(error) !== 'conflict') throw error;
      // Another booking took this place first: the next one.
    }
  }
  throw new HttpError(409, 'Ese turno se llenó mientras lo elegía. Elija otro.');
}
