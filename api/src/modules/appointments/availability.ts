// What the booking's first two steps show: the offices that do a procedure, and an office's free
// slots over a window of days.
import type { AvailableRequest, AvailableResponse, BookingOffice } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { found, requireRealDate } from '../../corporate/checks.ts';
import { HttpError } from '../../http/errors.ts';
import { addDays, dayIn, freeSlotsOn, officeCalendar } from './free-slots.ts';
import { customerToday, hoursOf, officeHours } from '../schedule/office-hours.ts';

/**
 * The offices where a procedure is done, by name, with their hours and whether they give
 * appointments (office-hours.ts: the procedure page reads the same); 404 for a procedure the customer lacks.
 */
export async function officesForProcedure(db: Db, customerId: string, procedureId: number, now: Date): Promise<BookingOffice[]> {
  found(await db.selectFrom('procedures').select('id').where('id', '=', procedureId).where('customer_id', '=', customerId).executeTakeFirst(),
    'El trámite indicado no existe.');
  const rows = await db.selectFrom('procedure_offices').innerJoin('offices', 'offices.id', 'procedure_offices.office_id')
    .select(['offices.id', 'offices.name', 'offices.address'])
    .where('procedure_offices.procedure_id', '=', procedureId).orderBy('offices.name').execute();
  const hours = await officeHours(db, customerId, await customerToday(db, customerId, now), rows.map((row) => row.id));
  return rows.map((row) => ({ id: row.id, name: row.name, address: row.address, ...hoursOf(hours, row.id) }));
}

/** Every day of the window with its free slots (none on closed days, holidays, full or past slots). */
export async function availableDays(db: Db, request: AvailableRequest, now: Date): Promise<AvailableResponse['data']> {
  found(await db.selectFrom('offices').select('id').where('id', '=', request.office_id).where('customer_id', '=', request.customer_id).executeTakeFirst(),
    'La oficina elegida no existe.');
  requireRealDate('from', request.from);
  const customer = found(await db.selectFrom('customers').select('time_zone').where('id', '=', request.customer_id).executeTakeFirst(), 'El cliente indicado no existe.');
  const today = dayIn(now, customer.time_zone);
  const from = request.from && request.from > today ? request.from : today;
  if (request.from && request.from > addDays(today, 366)) throw new HttpError(400, 'Elija una fecha del próximo año como máximo.');
  const count = request.days ?? 14;
  const to = addDays(from, count - 1);
  const calendar = await officeCalendar(db, request.customer_id, request.office_id, from, to);
  const days = Array.from({ length: count }, (_, index) => addDays(from, index));
  return { office_id: request.office_id, time_zone: calendar.timeZone, days: days.map((date) => ({ date, slots: freeSlotsOn(calendar, date, now) })) };
}
