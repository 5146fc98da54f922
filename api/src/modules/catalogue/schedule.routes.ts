// /api/v2/corporate/schedule/* (clerks): offices' weekly schedules, which are their opening hours
// (contract/src/schedule.ts says how the booking reads them; schedule/slots.ts computes a date's
// slots). Overlapping ranges of a weekday, or overlapping validity periods of one office's schedules,
// answer 409. A change that leaves booked appointments without their slot asks about them first
// (appointments/booked-appointments.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { BookedAppointmentsDecision, Schedule } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, found, given, ok, requireRealDate } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';
import { minutesOf, type ScheduleRange } from '../schedule/slots.ts';
import { requireOwned } from './catalogue-links.ts';
import type { Actor } from '../../staff/actor.ts';
import { guardBookedAppointments, SCHEDULE_CHANGE_REASON, scheduleQuestion } from '../appointments/booked-appointments.ts';

const WEEKDAYS = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

function schedules(db: Db, customerId: string) {
  return db.selectFrom('schedules').innerJoin('offices', 'offices.id', 'schedules.office_id')
    .where('schedules.customer_id', '=', customerId)
    .select([
      'schedules.id', 'schedules.office_id', 'offices.name as office_name', 'schedules.name', 'schedules.slot_minutes', 'schedules.capacity',
      'schedules.valid_from', 'schedules.valid_to', 'schedules.takes_appointments',
    ]);
}

async function withDays(db: Db, rows: (Omit<Schedule, 'days' | 'takes_appointments'> & { takes_appointments: number })[]): Promise<Schedule[]> {
  if (rows.length === 0) return [];
  const days = await db.selectFrom('schedule_days').select(['id', 'schedule_id', 'weekday', 'start_time', 'end_time'])
    .where('schedule_id', 'in', rows.map((row) => row.id)).orderBy('weekday').orderBy('start_time').execute();
  return rows.map((row) => ({
    ...row,
    takes_appointments: Number(row.takes_appointments) === 1,
    days: days.filter((day) => day.schedule_id === row.id).map((day) => ({ id: day.id, weekday: day.weekday, start: day.start_time, end: day.end_time })),
  }));
}

async function scheduleOf(db: Db, customerId: string, id: number): Promise<Schedule> {
  const row = found(await schedules(db, customerId).where('schedules.id', '=', id).executeTakeFirst(), 'El horario indicado no existe.');
  return (await withDays(db, [row]))[0]!;
}

/** 400 unless the range is well ordered and holds at least one slot. */
function checkRange(range: Pick<ScheduleRange, 'start' | 'end'>, slotMinutes: number, field = 'end'): void {
  if (minutesOf(range.end) <= minutesOf(range.start)) throw fieldError(field, 'La hora de cierre debe ser posterior a la de apertura.');
  if (minutesOf(range.end) - minutesOf(range.start) < slotMinutes) throw fieldError(field, `El horario debe durar al menos un turno (${slotMinutes} minutos).`);
}

/** 409 when the range overlaps another range of the same weekday. */
function refuseOverlap(range: ScheduleRange, others: readonly ScheduleRange[]): void {
  const clash = others.find((other) => other.weekday === range.weekday && minutesOf(other.start) < minutesOf(range.end) && minutesOf(range.start) < minutesOf(other.end));
  if (clash) throw new HttpError(409, `Se solapa con el horario del ${WEEKDAYS[clash.weekday]} de ${clash.start} a ${clash.end}.`);
}

/** 400 when the period is reversed; 409 when it overlaps another schedule of the office. */
async function checkValidity(db: Db, officeId: number, from: string | null, to: string | null, exceptId: number | null): Promise<void> {
  requireRealDate('valid_from', from);
  requireRealDate('valid_to', to);
  if (from !== null && to !== null && to < from) throw fieldError('valid_to', 'La fecha final debe ser igual o posterior a la inicial.');
  let query = db.selectFrom('schedules').select(['id', 'name', 'valid_from', 'valid_to']).where('office_id', '=', officeId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  for (const other of await query.execute()) {
    const startsBeforeOtherEnds = from === null || other.valid_to === null || from <= other.valid_to;
    const endsAfterOtherStarts = to === null || other.valid_from === null || to >= other.valid_from;
    if (startsBeforeOtherEnds && endsAfterOtherStarts) {
      throw new HttpError(409, `La oficina ya tiene el horario «${other.name || other.id}» en esas fechas. Limite las fechas de validez de uno de los dos.`);
    }
  }
}

const toRange = (day: { weekday: number; start: string; end: string }): ScheduleRange => ({ weekday: day.weekday, start: day.start, end: day.end });

async function dayOf(db: Db, customerId: string, id: number) {
  return found(
    await db.selectFrom('schedule_days').innerJoin('schedules', 'schedules.id', 'schedule_days.schedule_id')
      .select(['schedule_days.id', 'schedule_days.schedule_id', 'schedule_days.weekday', 'schedule_days.start_time', 'schedule_days.end_time'])
      .where('schedules.customer_id', '=', customerId).where('schedule_days.id', '=', id).executeTakeFirst(),
    'El tramo de horario indicado no existe.',
  );
}

/** Runs a change of an office's schedules, asking first about the booked appointments it leaves without a slot. */
function guardOffice<T>(db: Db, ctx: AppContext, actor: Actor, call: string, customerId: string, officeId: number,
  decision: BookedAppointmentsDecision | undefined, change: () => Promise<T>) {
  return guardBookedAppointments(db, {
    customerId, officeIds: [officeId], decision, defaultReason: SCHEDULE_CHANGE_REASON, question: scheduleQuestion, actor, call, now: ctx.now(), config: ctx.config,
  }, change);
}

/** 'Horario actualizado.' and what became of the booked appointments. */
const withNote = (message: string, note: string) => (note ? `${message} ${note}` : message);

/** Registers the schedule calls. */
export function scheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.scheduleList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = schedules(db, body.customer_id).where((eb) => matchesWords(eb, ['schedules.name', 'offices.name'], body.q));
      if (body.office_id !== undefined) query = query.where('schedules.office_id', '=', body.office_id);
      const [rows, count] = await Promise.all([
        query.orderBy('offices.name').orderBy('schedules.id').limit(window.pageSize).offset(window.offset).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(await withDays(db, rows), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleDetail,
    handler: async ({ body, db }) => ok(await scheduleOf(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.scheduleAdd, write: { entity: 'schedule' },
    handler: async ({ body, db }) => {
      await requireOwned(db, 'offices', body.customer_id, [body.office_id], 'office_id');
      const from = body.valid_from ?? null;
      const to = body.valid_to ?? null;
      await checkValidity(db, body.office_id, from, to, null);
      const ranges: ScheduleRange[] = [];
      for (const [index, day] of (body.days ?? []).entries()) {
        checkRange(day, body.slot_minutes, `days.${index}.end`);
        refuseOverlap(day, ranges);
        ranges.push(day);
      }
      const { id } = await db
        .insertInto('schedules')
        .values({
          customer_id: body.customer_id, office_id: body.office_id, name: (body.name ?? '').trim(), slot_minutes: body.slot_minutes, capacity: body.capacity,
          valid_from: from, valid_to: to, takes_appointments: body.takes_appointments === false ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (ranges.length > 0) {
        await db.insertInto('schedule_days').values(ranges.map((range) => ({ schedule_id: id, weekday: range.weekday, start_time: range.start, end_time: range.end }))).execute();
      }
      return ok({ id }, 'Horario creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleUpdate, write: { entity: 'schedule' },
    handler: async ({ body, db, actor }) => {
      const current = await scheduleOf(db, body.customer_id, body.id);
      const slotMinutes = given(body.slot_minutes, current.slot_minutes);
      for (const day of current.days) checkRange(day, slotMinutes, 'slot_minutes');
      const from = given(body.valid_from, current.valid_from);
      const to = given(body.valid_to, current.valid_to);
      await checkValidity(db, current.office_id, from, to, current.id);
      const { note } = await guardOffice(db, ctx, actor, 'schedule/update', body.customer_id, current.office_id, body.booked_appointments, () => db.updateTable('schedules')
        .set({
          name: given(body.name, current.name).trim(), slot_minutes: slotMinutes, capacity: given(body.capacity, current.capacity), valid_from: from, valid_to: to,
          takes_appointments: given(body.takes_appointments, current.takes_appointments) ? 1 : 0,
        })
        .where('id', '=', body.id).execute());
      return ok(await scheduleOf(db, body.customer_id, body.id), withNote('Horario actualizado.', note));
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleDelete, write: { entity: 'schedule' },
    handler: async ({ body, db, actor }) => {
      const current = await scheduleOf(db, body.customer_id, body.id);
      const { note } = await guardOffice(db, ctx, actor, 'schedule/delete', body.customer_id, current.office_id, body.booked_appointments,
        () => db.deleteFrom('schedules').where('id', '=', body.id).execute());
      return ok({ id: body.id }, withNote('Horario eliminado.', note));
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleAddDay, write: { entity: 'schedule' },
    handler: async ({ body, db }) => {
      const current = await scheduleOf(db, body.customer_id, body.schedule_id);
      const range = toRange(body);
      checkRange(range, current.slot_minutes);
      refuseOverlap(range, current.days.map(toRange));
      await db.insertInto('schedule_days').values({ schedule_id: current.id, weekday: range.weekday, start_time: range.start, end_time: range.end }).execute();
      return ok(await scheduleOf(db, body.customer_id, current.id), 'Tramo agregado al horario.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleUpdateDay, write: { entity: 'schedule' },
    handler: async ({ body, db, actor }) => {
      const day = await dayOf(db, body.customer_id, body.id);
      const current = await scheduleOf(db, body.customer_id, day.schedule_id);
      const range = { weekday: given(body.weekday, day.weekday), start: given(body.start, day.start_time), end: given(body.end, day.end_time) };
      checkRange(range, current.slot_minutes);
      refuseOverlap(range, current.days.filter((other) => other.id !== day.id).map(toRange));
      const { note } = await guardOffice(db, ctx, actor, 'schedule/updateDay', body.customer_id, current.office_id, body.booked_appointments,
        () => db.updateTable('schedule_days').set({ weekday: range.weekday, start_time: range.start, end_time: range.end }).where('id', '=', day.id).execute());
      return ok(await scheduleOf(db, body.customer_id, current.id), withNote('Tramo del horario actualizado.', note));
    },
  });

  corporateCall(app, ctx, {
    call: calls.scheduleDeleteDay, write: { entity: 'schedule' },
    handler: async ({ body, db, actor }) => {
      const day = await dayOf(db, body.customer_id, body.id);
      const current = await scheduleOf(db, body.customer_id, day.schedule_id);
      const { note } = await guardOffice(db, ctx, actor, 'schedule/deleteDay', body.customer_id, current.office_id, body.booked_appointments,
        () => db.deleteFrom('schedule_days').where('id', '=', day.id).execute());
      return ok(await scheduleOf(db, body.customer_id, day.schedule_id), withNote('Tramo quitado del horario.', note));
    },
  });
}
