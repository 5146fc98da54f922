// /api/v2/corporate/appointment/* (clerks): a day's appointments per office, checking a citizen in
// by code, cancelling, moving or marking a booking missed, and booking for a citizen at the counter.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, ok, requireRealDate } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { normaliseCitizenCode } from '../codes/citizen-code.ts';
import { availableDays } from './availability.ts';
import { appointmentRows, bookAppointment, staffView } from './booking.ts';
import { dayIn } from './free-slots.ts';
import { moveAppointment } from './move.ts';
import { notifyAppointmentCancelled } from '../notifications/notify.ts';

async function byId(db: Db, customerId: string, id: number) {
  return found(await appointmentRows(db).where('appointments.customer_id', '=', customerId).where('appointments.id', '=', id).executeTakeFirst(),
    'La cita indicada no existe.');
}

export function appointmentCorporateRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.appointmentSearch,
    handler: async ({ body, db }) => {
      requireRealDate('date', body.date);
      const window = pageWindow(body);
      let query = appointmentRows(db).where('appointments.customer_id', '=', body.customer_id)
        .where((eb) => matchesWords(eb, ['appointments.code', 'appointments.name', 'appointments.national_id', 'appointments.email'], body.q));
      if (body.office_id !== undefined) query = query.where('appointments.office_id', '=', body.office_id);
      if (body.date !== undefined) query = query.where('appointments.date', '=', body.date);
      if (body.status !== undefined) query = query.where('appointments.status', '=', body.status);
      const [rows, count] = await Promise.all([
        query.orderBy('appointments.date').orderBy('appointments.start_time').orderBy('appointments.id').limit(window.pageSize).offset(window.offset).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(staffView), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.appointmentDetail,
    handler: async ({ body, db }) => ok(staffView(await byId(db, body.customer_id, body.id))),
  });

  corporateCall(app, ctx, {
    call: calls.appointmentValidate, write: { entity: 'appointment', invalidates: false },
    handler: async ({ body, db }) => {
      const code = normaliseCitizenCode('A', body.code);
      const row = found(code === null ? undefined : await appointmentRows(db).where('appointments.customer_id', '=', body.customer_id).where('appointments.code', '=', code).executeTakeFirst(),
        'No existe una cita con ese código.');
      if (row.status === 'cancelled') throw new HttpError(409, 'Esta cita fue anulada.');
      if (row.status === 'attended') throw new HttpError(409, `Esta cita ya se registró (${row.attended_at}).`);
      if (row.status === 'missed') throw new HttpError(409, 'Esta cita se dio por perdida.');
      const today = dayIn(ctx.now(), row.time_zone);
      if (row.date !== today) throw new HttpError(409, `La cita es para el ${row.date}, no para hoy.`);
      await db.updateTable('appointments').set({ status: 'attended', attended_at: ctx.now().toISOString() }).where('id', '=', row.id).execute();
      return ok(staffView(await byId(db, body.customer_id, row.id)), `Llegada registrada: ${row.name}, ${row.start_time}.`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.appointmentUpdate, write: { entity: 'appointment', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const row = await byId(db, body.customer_id, body.id);
      if (row.status !== 'booked') throw new HttpError(409, 'Solo se puede cambiar una cita reservada.');
      const at = ctx.now().toISOString();
      await db.updateTable('appointments')
        .set(body.status === 'cancelled' ? { status: 'cancelled', place: null, cancelled_at: at, cancelled_by: 'city', cancelled_by_staff: actor.label } : { status: 'missed' })
        .where('id', '=', row.id).execute();
      if (body.status === 'cancelled') await notifyAppointmentCancelled({ db, config: ctx.config, now: ctx.now() }, row.id);
      return ok(staffView(await byId(db, body.customer_id, row.id)), body.status === 'cancelled' ? 'Cita anulada; el turno queda libre.' : 'Cita marcada como perdida.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.appointmentMoveByClerk,
    // Not one transaction: a place lost to another booking is retried with the next (see create).
    handler: async ({ body, db, actor }) => {
      const row = await byId(db, body.customer_id, body.id);
      await moveAppointment(db, row, { date: body.date, start: body.start }, ctx.now(), { config: ctx.config, by: 'city' });
      const moved = await byId(db, body.customer_id, row.id);
      await recordAudit(db, { actor, call: 'appointment/move', entity: 'appointment', entityId: row.id, customerId: body.customer_id, at: ctx.now(),
        changes: [{ field: 'starts_at', before: row.starts_at, after: moved.starts_at }] });
      ctx.mail.nudge();
      return ok(staffView(moved), `Cita cambiada al ${moved.date} a las ${moved.start_time}; se avisó a ${moved.email}.`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.appointmentGetAvailable,
    handler: async ({ body, db }) => ok(await availableDays(db, body, ctx.now())),
  });

  // Not a transactional write: a booking that loses a place retries with the next one, which a
  // transaction aborted by the refused insert (PostgreSQL) could not. The audit row follows it.
  corporateCall(app, ctx, {
    call: calls.appointmentCreate,
    handler: async ({ body, db, actor }) => {
      // Booked at the counter: the confirmation goes in Spanish, the counter's language.
      const appointment = await bookAppointment(db, body, ctx.now(), { config: ctx.config, language: 'es' });
      const row = await appointmentRows(db).where('appointments.code', '=', appointment.code).executeTakeFirstOrThrow();
      await recordAudit(db, { actor, call: 'appointment/create', entity: 'appointment', entityId: row.id, customerId: body.customer_id, at: ctx.now() });
      return { res: 1 as const, data: appointment, message: `Cita reservada. Código: ${appointment.code}.` };
    },
  });
}
