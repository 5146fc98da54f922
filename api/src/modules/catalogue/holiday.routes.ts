// /api/v2/corporate/holiday/* (clerks), over the `holidays` table of migration 2026-11-24-holidays. A
// new holiday on a day citizens have booked asks what to do with their appointments first
// (appointments/booked-appointments.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { Holiday } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok, requireRealDate } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';
import { guardBookedAppointments, holidayQuestion } from '../appointments/booked-appointments.ts';

async function holidayOf(db: Db, customerId: string, id: number): Promise<Holiday> {
  return found(
    await db.selectFrom('holidays').select(['id', 'date', 'name']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'El feriado indicado no existe.',
  );
}

/** 409 when another holiday of the customer falls on `date`. */
async function refuseSameDay(db: Db, customerId: string, date: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('holidays').select(['id', 'name']).where('customer_id', '=', customerId).where('date', '=', date);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other) throw new HttpError(409, `Ya hay un feriado el ${date}: «${other.name}».`);
}

/** Registers the holiday calls. */
export function holidayRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.holidayList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('holidays').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['name'], body.q));
      if (body.year !== undefined) query = query.where('date', '>=', `${body.year}-01-01`).where('date', '<=', `${body.year}-12-31`);
      const [rows, count] = await Promise.all([
        query.select(['id', 'date', 'name']).orderBy('date').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows, Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.holidayDetail,
    handler: async ({ body, db }) => ok(await holidayOf(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.holidayAdd, write: { entity: 'holiday' },
    handler: async ({ body, db, actor }) => {
      requireRealDate('date', body.date);
      await refuseSameDay(db, body.customer_id, body.date, null);
      const name = body.name.trim();
      const { result: id, note } = await guardBookedAppointments(db, {
        customerId: body.customer_id, officeIds: null, date: body.date, decision: body.booked_appointments, defaultReason: `feriado «${name}»`,
        question: holidayQuestion, actor, call: 'holiday/add', now: ctx.now(), config: ctx.config,
      }, async () => (await db.insertInto('holidays').values({ customer_id: body.customer_id, date: body.date, name }).returning('id').executeTakeFirstOrThrow()).id);
      return ok({ id }, `Feriado creado.${note ? ` ${note}` : ''}`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.holidayUpdate, write: { entity: 'holiday' },
    handler: async ({ body, db, actor }) => {
      const current = await holidayOf(db, body.customer_id, body.id);
      requireRealDate('date', body.date);
      const date = given(body.date, current.date);
      await refuseSameDay(db, body.customer_id, date, body.id);
      const name = given(body.name, current.name).trim();
      const { note } = await guardBookedAppointments(db, {
        customerId: body.customer_id, officeIds: null, date, decision: body.booked_appointments, defaultReason: `feriado «${name}»`,
        question: holidayQuestion, actor, call: 'holiday/update', now: ctx.now(), config: ctx.config,
      }, () => db.updateTable('holidays').set({ date, name }).where('id', '=', body.id).execute());
      return ok(await holidayOf(db, body.customer_id, body.id), `Feriado actualizado.${note ? ` ${note}` : ''}`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.holidayDelete, write: { entity: 'holiday' },
    handler: async ({ body, db }) => {
      await holidayOf(db, body.customer_id, body.id);
      await db.deleteFrom('holidays').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Feriado eliminado.');
    },
  });
}
