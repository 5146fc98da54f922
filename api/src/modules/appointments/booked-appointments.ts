// A change that closes an office when citizens have booked (a holiday on their day, a schedule's day
// or period removed) is never saved without a word (@portal/contract booked-appointments.ts): the
// change runs inside its write's transaction, and the booked appointments (not yet begun) it leaves
// without a slot are found by the booking's own calendar. Without the clerk's decision the call
// answers 409 with them, and the transaction saves nothing; with it, they are kept, or cancelled with
// the reason and the clerk's name (so the citizen's page says why, and an e-mail in the same transaction tells them).
import type { AffectedAppointment, BookedAppointmentsDecision } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Actor } from '../../staff/actor.ts';
import { recordAudit } from '../../staff/audit.ts';
import { officeCalendar, slotAt } from './free-slots.ts';
import type { Config } from '../../config.ts';
import { notifyAppointmentCancelled } from '../notifications/notify.ts';

/** Which booked appointments a change may leave without a slot: one day of every office, or the offices' whole future. */
export interface ChangeScope {
  customerId: string;
  /** null: every office of the customer */
  officeIds: readonly number[] | null;
  /** only this day ('YYYY-MM-DD'); undefined: every day from now on */
  date?: string;
}

/** The booked appointments in scope that have not begun and whose slot the office's calendar does not have. */
export async function appointmentsWithoutSlot(db: Db, scope: ChangeScope, now: Date): Promise<AffectedAppointment[]> {
  let query = db.selectFrom('appointments')
    .innerJoin('offices', 'offices.id', 'appointments.office_id')
    .leftJoin('procedures', 'procedures.id', 'appointments.procedure_id')
    .select([
      'appointments.id', 'appointments.code', 'appointments.date', 'appointments.start_time', 'appointments.end_time', 'appointments.name',
      'appointments.office_id', 'offices.name as office_name', 'procedures.name as procedure_name',
    ])
    .where('appointments.customer_id', '=', scope.customerId)
    .where('appointments.status', '=', 'booked')
    // ISO instants in UTC compare as text.
    .where('appointments.starts_at', '>', now.toISOString());
  if (scope.officeIds) query = query.where('appointments.office_id', 'in', scope.officeIds.length > 0 ? [...scope.officeIds] : [-1]);
  if (scope.date !== undefined) query = query.where('appointments.date', '=', scope.date);
  const rows = await query.orderBy('appointments.date').orderBy('appointments.start_time').orderBy('appointments.id').execute();
  const outside: AffectedAppointment[] = [];
  for (const officeId of new Set(rows.map((row) => row.office_id))) {
    const mine = rows.filter((row) => row.office_id === officeId);
    const calendar = await officeCalendar(db, scope.customerId, officeId, mine[0]!.date, mine.at(-1)!.date);
    for (const row of mine) {
      if (slotAt(calendar, row.date, row.start_time)) continue;
      outside.push({
        id: row.id, code: row.code, date: row.date, start: row.start_time, end: row.end_time,
        office_name: row.office_name, procedure_name: row.procedure_name, name: row.name,
      });
    }
  }
  return outside.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id - b.id);
}

/** What a guarded change needs to know. */
export interface GuardInput extends ChangeScope {
  decision: BookedAppointmentsDecision | undefined;
  /** the citizen's reason when the clerk gives none ('feriado «Día de la Alcaldía»') */
  defaultReason: string;
  /** the 409's message, given how many appointments ('Ese día hay 3 citas reservadas…') */
  question: (count: number) => string;
  actor: Actor;
  call: string;
  now: Date;
  /** the settings the cancellation e-mails are queued with (each citizen is told, in the change's transaction) */
  config: Config;
}

/**
 * Runs `change` (in the caller's transaction) and settles the booked appointments it leaves without
 * a slot; appointments already outside their office's times before the change (kept on an earlier
 * decision) are not asked about again. Answers a sentence for the success message ('' when none).
 */
export async function guardBookedAppointments<T>(db: Db, input: GuardInput, change: () => Promise<T>): Promise<{ result: T; note: string }> {
  const before = new Set((await appointmentsWithoutSlot(db, input, input.now)).map((appointment) => appointment.id));
  const result = await change();
  const affected = (await appointmentsWithoutSlot(db, input, input.now)).filter((appointment) => !before.has(appointment.id));
  if (affected.length === 0) return { result, note: '' };
  if (!input.decision) throw new HttpError(409, input.question(affected.length), { extra: { affected } });
  const count = affected.length;
  if (input.decision.action === 'keep') {
    return { result, note: count === 1 ? 'La cita reservada se mantiene.' : `Las ${count} citas reservadas se mantienen.` };
  }
  const reason = input.decision.reason?.trim() || input.defaultReason;
  const at = input.now.toISOString();
  const ids = affected.map((appointment) => appointment.id);
  await db.updateTable('appointments')
    .set({ status: 'cancelled', place: null, cancelled_at: at, cancelled_by: 'city', cancel_reason: reason, cancelled_by_staff: input.actor.label })
    .where('id', 'in', ids).where('status', '=', 'booked').execute();
  // One audit row per appointment: who cancelled which, by which call (the outbox's "who and why").
  for (const id of ids) {
    await recordAudit(db, { actor: input.actor, call: input.call, entity: 'appointment', entityId: id, customerId: input.customerId, at: input.now });
    await notifyAppointmentCancelled({ db, config: input.config, now: input.now }, id);
  }
  return { result, note: count === 1 ? 'Se anuló la cita reservada.' : `Se anularon las ${count} citas reservadas.` };
}

/** The question of a day that gets a holiday. */
export function holidayQuestion(count: number): string {
  return count === 1
    ? 'Ese día hay una cita reservada. Indique si se mantiene o se anula.'
    : `Ese día hay ${count} citas reservadas. Indique si se mantienen o se anulan.`;
}

/** The question of a schedule change. */
export function scheduleQuestion(count: number): string {
  return count === 1
    ? 'Una cita reservada quedaría fuera del horario. Indique si se mantiene o se anula.'
    : `${count} citas reservadas quedarían fuera del horario. Indique si se mantienen o se anulan.`;
}

/** The reason citizens read when a schedule change cancels their appointment. */
export const SCHEDULE_CHANGE_REASON = 'cambio del horario de atención de la oficina';
