// Booking, reading, cancelling and checking in appointments. The race for the last place of a
// slot is settled by the database: each booking inserts the lowest place number it saw free, and
// the unique (office, date, start, place) index refuses all but one insert per place; a refused
// booking tries the next place and gives up when the slot is full (409). The same way, a person
// holds at most one active appointment per procedure (per office when none is named): two hold
// keys (cédula, e-mail) with unique indexes, so parallel bookings cannot all pass (customers may
// turn this off).
import { checkBooking, normaliseNationalId, type Appointment, type CreateAppointmentRequest, type StaffAppointment } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { classifyDatabaseError } from '../../db/errors.ts';
import { fieldProblemsError, isRealDate } from '../../corporate/checks.ts';
import { HttpError } from '../../http/errors.ts';
import { zonedInstant } from '../schedule/slots.ts';
import { newCitizenCode, normaliseCitizenCode } from '../codes/citizen-code.ts';
import { addDays, dayIn, officeCalendar, slotAt } from './free-slots.ts';
import type { Config } from '../../config.ts';
import type { MailLanguage } from '../notifications/events.ts';
import { notifyAppointmentBooked, notifyAppointmentCancelled } from '../notifications/notify.ts';

/** Who gets told by e-mail, and in which language: the settings and the citizen's language. */
export interface MailOptions {
  config: Config;
  language: MailLanguage;
}

/** How far ahead a slot can be booked. */
export const BOOKING_HORIZON_DAYS = 90;

/** The one answer to a wrong code or e-mail: it does not tell which of the two was wrong. */
export const NOT_FOUND_MESSAGE = 'No encontramos una cita con ese código y ese correo electrónico.';

function appointmentRows(db: Db) {
  return db.selectFrom('appointments')
    .innerJoin('offices', 'offices.id', 'appointments.office_id')
    .innerJoin('customers', 'customers.id', 'appointments.customer_id')
    .leftJoin('procedures', 'procedures.id', 'appointments.procedure_id')
    .select([
      'appointments.id', 'appointments.code', 'appointments.status', 'appointments.date', 'appointments.start_time', 'appointments.end_time',
      'appointments.starts_at', 'appointments.ends_at', 'appointments.name', 'appointments.email', 'appointments.national_id', 'appointments.phone',
      'appointments.created', 'appointments.attended_at', 'appointments.customer_id', 'appointments.cancelled_by', 'appointments.cancel_reason',
      'offices.id as office_id', 'offices.name as office_name', 'offices.address as office_address',
      'procedures.id as procedure_id', 'procedures.name as procedure_name', 'customers.time_zone',
    ]);
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof appointmentRows>['executeTakeFirst']>>>;

function citizenView(row: Row): Appointment {
  return {
    code: row.code, status: row.status,
    office: { id: row.office_id, name: row.office_name, address: row.office_address },
    procedure: row.procedure_id === null || row.procedure_name === null ? null : { id: row.procedure_id, name: row.procedure_name },
    date: row.date, start: row.start_time, end: row.end_time, starts_at: row.starts_at, ends_at: row.ends_at,
    time_zone: row.time_zone, name: row.name, email: row.email, cancelled_by: row.cancelled_by, cancel_reason: row.cancel_reason,
  };
}

export function staffView(row: Row): StaffAppointment {
  return { ...citizenView(row), id: row.id, national_id: row.national_id, phone: row.phone, created: row.created, attended_at: row.attended_at };
}

export { appointmentRows };

async function requireOfficeFor(db: Db, body: CreateAppointmentRequest): Promise<void> {
  const office = await db.selectFrom('offices').select('id').where('id', '=', body.office_id).where('customer_id', '=', body.customer_id).executeTakeFirst();
  if (!office) throw Object.assign(new HttpError(404, 'La oficina elegida no existe.'), { errors: [{ field: 'office_id', message: 'La oficina elegida no existe.' }] });
  if (body.procedure_id === undefined || body.procedure_id === null) return;
  const doneThere = await db.selectFrom('procedure_offices').innerJoin('procedures', 'procedures.id', 'procedure_offices.procedure_id')
    .select('procedure_offices.office_id')
    .where('procedure_offices.office_id', '=', body.office_id).where('procedure_offices.procedure_id', '=', body.procedure_id)
    .where('procedures.customer_id', '=', body.customer_id).executeTakeFirst();
  if (!doneThere) throw Object.assign(new HttpError(400, 'Esta oficina no realiza el trámite elegido.'), { errors: [{ field: 'office_id', message: 'Esta oficina no realiza el trámite elegido.' }] });
}

interface Holds {
  hold_national_id: string | null;
  hold_email: string | null;
}

/** 409 naming the person's active appointment for the same procedure, when there is one. */
async function refuseSecondBooking(db: Db, holds: Holds, now: Date): Promise<void> {
  const keys = [holds.hold_national_id, holds.hold_email].filter((key): key is string => key !== null);
  if (keys.length === 0) return;
  const active = await db.selectFrom('appointments').select(['code', 'date', 'start_time', 'status', 'starts_at'])
    .where((eb) => eb.or([eb('hold_national_id', 'in', keys), eb('hold_email', 'in', keys)]))
    .executeTakeFirst();
  if (active && active.status === 'booked' && Date.parse(active.starts_at) > now.getTime()) {
    throw new HttpError(409, `Ya tiene una cita reservada para este trámite (${active.code}, el ${active.date} a las ${active.start_time}). Anúlela antes de pedir otra: cada persona puede tener una sola cita activa por trámite.`);
  }
}

/**
 * The hold keys of this booking (null when the customer does not limit bookings), after clearing
 * the keys of the person's appointments that are over, and refusing (409) an active one.
 */
async function holdKeys(db: Db, body: CreateAppointmentRequest, nationalId: string, now: Date): Promise<Holds> {
  const customer = await db.selectFrom('customers').select('one_appointment_per_procedure').where('id', '=', body.customer_id).executeTakeFirst();
  if (!customer || customer.one_appointment_per_procedure !== 1) return { hold_national_id: null, hold_email: null };
  const group = body.procedure_id ? `p${body.procedure_id}` : `o${body.office_id}`;
  const holds = {
    hold_national_id: `${body.customer_id}|${group}|${nationalId}`,
    hold_email: `${body.customer_id}|${group}|${body.email.trim().toLowerCase()}`,
  };
  await refuseSecondBooking(db, holds, now);
  // What is over no longer holds the place (a booked one past its start was never closed by a clerk).
  for (const column of ['hold_national_id', 'hold_email'] as const) {
    await db.updateTable('appointments').set({ [column]: null })
      .where(column, '=', holds[column])
      .where((eb) => eb.or([eb('status', '<>', 'booked'), eb('starts_at', '<=', now.toISOString())]))
      .execute();
  }
  return holds;
}

/**
 * A time of an office that can be booked (or moved to) at `now`: within the horizon, in the office's
 * schedule and not begun; answers it with the places already taken. 409 with the reason otherwise.
 */
export async function bookableTime(db: Db, customerId: string, officeId: number, date: string, start: string, now: Date) {
  const calendar = await officeCalendar(db, customerId, officeId, date, date);
  if (date > addDays(dayIn(now, calendar.timeZone), BOOKING_HORIZON_DAYS)) throw new HttpError(409, `Solo se pueden pedir citas para los próximos ${BOOKING_HORIZON_DAYS} días.`);
  const slot = slotAt(calendar, date, start);
  if (!slot) throw new HttpError(409, 'La oficina no atiende en ese día y hora. Elija otro turno.');
  const startsAt = zonedInstant(date, slot.start, calendar.timeZone);
  if (startsAt.getTime() <= now.getTime()) throw new HttpError(409, 'Ese turno ya pasó. Elija otro.');
  const used = new Set((await db.selectFrom('appointments').select('place')
    .where('office_id', '=', officeId).where('date', '=', date).where('start_time', '=', slot.start).where('place', 'is not', null)
    .execute()).map((row) => row.place));
  return { calendar, slot, startsAt, used };
}

/** Books one place; answers the appointment. 409 when the slot is gone, past or full, or the person already holds one for the procedure. */
export async function bookAppointment(db: Db, body: CreateAppointmentRequest, now: Date, mail?: MailOptions): Promise<Appointment> {
  const refused = fieldProblemsError(checkBooking(body));
  if (refused) throw refused;
  if (!isRealDate(body.date)) throw Object.assign(new HttpError(400, 'Esa fecha no existe.'), { errors: [{ field: 'date', message: 'Esa fecha no existe.' }] });
  await requireOfficeFor(db, body);
  const { calendar, slot, startsAt, used } = await bookableTime(db, body.customer_id, body.office_id, body.date, body.start, now);
  const values = {
    customer_id: body.customer_id, office_id: body.office_id, procedure_id: body.procedure_id ?? null,
    date: body.date, start_time: slot.start, end_time: slot.end,
    starts_at: startsAt.toISOString(), ends_at: zonedInstant(body.date, slot.end, calendar.timeZone).toISOString(),
    status: 'booked' as const, name: body.name.trim(), national_id: normaliseNationalId(body.national_id),
    email: body.email.trim(), phone: body.phone.trim(), created: now.toISOString(), cancelled_at: null, attended_at: null,
  };
  const holds = await holdKeys(db, body, values.national_id, now);
  for (let place = 1; place <= slot.capacity; place += 1) {
    if (used.has(place)) continue;
    const code = newCitizenCode('A');
    try {
      // One transaction per place: the booking and its confirmation e-mail are saved together, and
      // a place another booking took first rolls both back.
      await db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('appointments').values({ ...values, ...holds, code, place }).returning('id').executeTakeFirstOrThrow();
        if (mail) await notifyAppointmentBooked({ db: trx, config: mail.config, now }, id, mail.language);
      });
    } catch (error) {
      if (classifyDatabaseError(error) !== 'conflict') throw error;
      // The person's hold is taken (a booking sent at the same moment), or another booking took
      // this place first (or, once in 10^11, the code): then try the next place.
      await refuseSecondBooking(db, holds, now);
      continue;
    }
    return citizenView((await appointmentRows(db).where('appointments.code', '=', code).executeTakeFirst())!);
  }
  throw new HttpError(409, 'Ese turno se llenó mientras lo elegía. Elija otro.');
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The appointment of a code and e-mail, or the one generic 404. */
export async function findByCodeAndEmail(db: Db, customerId: string, typedCode: string, email: string): Promise<Row> {
  const code = normaliseCitizenCode('A', typedCode);
  const row = code === null ? undefined : await appointmentRows(db).where('appointments.code', '=', code).where('appointments.customer_id', '=', customerId).executeTakeFirst();
  if (!row || !sameEmail(row.email, email)) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return row;
}

export async function appointmentForCitizen(db: Db, customerId: string, code: string, email: string): Promise<Appointment> {
  return citizenView(await findByCodeAndEmail(db, customerId, code, email));
}

/** Cancels a booked appointment that has not begun; its place is free at once. */
export async function cancelAppointment(db: Db, customerId: string, code: string, email: string, now: Date, mail?: MailOptions): Promise<{ appointment: Appointment; message: string }> {
  const row = await findByCodeAndEmail(db, customerId, code, email);
  if (row.status === 'cancelled') return { appointment: citizenView(row), message: 'La cita ya estaba anulada.' };
  if (row.status !== 'booked') throw new HttpError(409, 'Esta cita ya fue atendida o se dio por perdida; no se puede anular.');
  if (Date.parse(row.starts_at) <= now.getTime()) throw new HttpError(409, 'La cita ya comenzó; no se puede anular.');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('appointments').set({ status: 'cancelled', place: null, cancelled_at: now.toISOString(), cancelled_by: 'citizen' }).where('id', '=', row.id).execute();
    if (mail) await notifyAppointmentCancelled({ db: trx, config: mail.config, now }, row.id, mail.language);
  });
  return { appointment: { ...citizenView(row), status: 'cancelled', cancelled_by: 'citizen' }, message: 'Su cita fue anulada. El turno queda libre para otra persona.' };
}
