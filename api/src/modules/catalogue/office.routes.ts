// /api/v2/corporate/office/* (clerks). Delete takes the office's procedure links and schedules with
// it (the procedures stay; they are no longer listed as done there). An office's hours are not
// written here: they are its schedules' (schedule/*), which every answer shows as `hours`.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { Office, OfficeDetail } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OfficeTable } from '../../db/schema.ts';
import { fieldError, found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { requireOwned, setOfficeProcedures } from './catalogue-links.ts';
import { refuseOfficeWithAppointments } from './dependents.ts';
import { customerToday, hoursOf, officeHours, type OfficeHours } from '../schedule/office-hours.ts';

const coordinate = (value: number | string | null) => (value === null ? null : Number(value));

async function officeRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('offices').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), 'La oficina indicada no existe.');
}

function toOffice(row: Selectable<OfficeTable>, procedureIds: number[], hours: OfficeHours): Office {
  return {
    id: row.id, name: row.name, address: row.address, ...hours, phone: row.phone, email: row.email,
    latitude: coordinate(row.latitude), longitude: coordinate(row.longitude), procedure_ids: procedureIds,
  };
}

/** The procedure ids of each office, in procedure-name order. */
async function procedureIdsByOffice(db: Db, officeIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(officeIds.map((id) => [id, []]));
  if (officeIds.length === 0) return result;
  const links = await db.selectFrom('procedure_offices').innerJoin('procedures', 'procedures.id', 'procedure_offices.procedure_id')
    .select(['procedure_offices.office_id', 'procedure_offices.procedure_id']).where('procedure_offices.office_id', 'in', officeIds)
    .orderBy('procedures.name').execute();
  for (const link of links) result.get(link.office_id)?.push(link.procedure_id);
  return result;
}

/** The office with its procedures and schedules (and the hours they give), or 404. */
async function officeDetail(db: Db, customerId: string, id: number, now: Date): Promise<OfficeDetail> {
  const row = await officeRow(db, customerId, id);
  const [procedures, schedules, hours] = await Promise.all([
    db.selectFrom('procedure_offices').innerJoin('procedures', 'procedures.id', 'procedure_offices.procedure_id')
      .select(['procedures.id', 'procedures.name']).where('procedure_offices.office_id', '=', id).orderBy('procedures.name').execute(),
    db.selectFrom('schedules').select(['id', 'name']).where('office_id', '=', id).orderBy('id').execute(),
    customerToday(db, customerId, now).then((today) => officeHours(db, customerId, today, [id])),
  ]);
  return { ...toOffice(row, procedures.map((procedure) => procedure.id), hoursOf(hours, id)), procedures, schedules };
}

/** Latitude and longitude go together. */
function checkCoordinates(latitude: number | null, longitude: number | null): void {
  if ((latitude === null) !== (longitude === null)) {
    throw fieldError(latitude === null ? 'latitude' : 'longitude', 'Indique latitud y longitud juntas, o ninguna de las dos.');
  }
}

/** Registers the office calls. */
export function officeRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.officeList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('offices').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['name', 'address'], body.q));
      if (body.procedure_id !== undefined) {
        query = query.where('id', 'in', db.selectFrom('procedure_offices').select('office_id').where('procedure_id', '=', body.procedure_id));
      }
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('name').orderBy('id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      const [links, hours] = await Promise.all([
        procedureIdsByOffice(db, rows.map((row) => row.id)),
        customerToday(db, body.customer_id, ctx.now()).then((today) => officeHours(db, body.customer_id, today, rows.map((row) => row.id))),
      ]);
      return pagedAnswer(rows.map((row) => toOffice(row, links.get(row.id) ?? [], hoursOf(hours, row.id))), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.officeDetail,
    handler: async ({ body, db }) => ok(await officeDetail(db, body.customer_id, body.id, ctx.now())),
  });

  corporateCall(app, ctx, {
    call: calls.officeAdd, write: { entity: 'office' },
    handler: async ({ body, db }) => {
      const latitude = body.latitude ?? null;
      const longitude = body.longitude ?? null;
      checkCoordinates(latitude, longitude);
      await requireOwned(db, 'procedures', body.customer_id, body.procedure_ids ?? [], 'procedure_ids');
      const { id } = await db
        .insertInto('offices')
        .values({
          customer_id: body.customer_id, name: body.name.trim(), address: body.address.trim(),
          phone: (body.phone ?? '').trim(), email: (body.email ?? '').trim(), latitude, longitude,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setOfficeProcedures(db, id, body.procedure_ids ?? []);
      return ok({ id }, 'Oficina creada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.officeUpdate, write: { entity: 'office' },
    handler: async ({ body, db }) => {
      const current = await officeRow(db, body.customer_id, body.id);
      const latitude = given(body.latitude, coordinate(current.latitude));
      const longitude = given(body.longitude, coordinate(current.longitude));
      checkCoordinates(latitude, longitude);
      if (body.procedure_ids !== undefined) await requireOwned(db, 'procedures', body.customer_id, body.procedure_ids, 'procedure_ids');
      await db
        .updateTable('offices')
        .set({
          name: given(body.name, current.name).trim(), address: given(body.address, current.address).trim(),
          phone: given(body.phone, current.phone).trim(),
          email: given(body.email, current.email).trim(), latitude, longitude,
        })
        .where('id', '=', body.id)
        .execute();
      if (body.procedure_ids !== undefined) await setOfficeProcedures(db, body.id, body.procedure_ids);
      return ok(await officeDetail(db, body.customer_id, body.id, ctx.now()), 'Oficina actualizada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.officeDelete, write: { entity: 'office' },
    handler: async ({ body, db }) => {
      const office = await officeRow(db, body.customer_id, body.id);
      await refuseOfficeWithAppointments(db, body.id, office.name);
      await db.deleteFrom('offices').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Oficina eliminada.');
    },
  });
}
