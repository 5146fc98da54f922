// /api/v2/corporate/department/* (clerks). Delete refuses (409) while procedures belong to it.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { DepartmentSummary } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';

const NOT_FOUND = 'El departamento indicado no existe.';

function departments(db: Db, customerId: string) {
  return db
    .selectFrom('departments')
    .where('departments.customer_id', '=', customerId)
    .select((eb) => [
      'departments.id', 'departments.name', 'departments.is_active',
      eb.selectFrom('procedures').whereRef('procedures.department_id', '=', 'departments.id').select((sub) => sub.fn.countAll().as('n')).as('procedure_count'),
    ]);
}

function toSummary(row: { id: number; name: string; is_active: number; procedure_count: unknown }): DepartmentSummary {
  return { id: row.id, name: row.name, is_active: row.is_active === 1, procedure_count: Number(row.procedure_count ?? 0) };
}

/** One department of the customer, or 404. */
export async function departmentSummary(db: Db, customerId: string, id: number): Promise<DepartmentSummary> {
  return toSummary(found(await departments(db, customerId).where('departments.id', '=', id).executeTakeFirst(), NOT_FOUND));
}

/** Registers the department calls. */
export function departmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.departmentList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('departments').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['name'], body.q));
      if (body.is_active !== undefined) query = query.where('is_active', '=', body.is_active ? 1 : 0);
      const ids = query.select('id');
      const [rows, count] = await Promise.all([
        departments(db, body.customer_id).where('departments.id', 'in', ids).orderBy('departments.name').orderBy('departments.id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(toSummary), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.departmentDetail,
    handler: async ({ body, db }) => ok(await departmentSummary(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.departmentAdd, write: { entity: 'department' },
    handler: async ({ body, db }) => {
      const { id } = await db
        .insertInto('departments')
        .values({ customer_id: body.customer_id, name: body.name.trim(), is_active: body.is_active === false ? 0 : 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Departamento creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.departmentUpdate, write: { entity: 'department' },
    handler: async ({ body, db }) => {
      const current = await departmentSummary(db, body.customer_id, body.id);
      await db
        .updateTable('departments')
        .set({ name: given(body.name, current.name).trim(), is_active: given(body.is_active, current.is_active) ? 1 : 0 })
        .where('id', '=', body.id)
        .execute();
      return ok(await departmentSummary(db, body.customer_id, body.id), 'Departamento actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.departmentDelete, write: { entity: 'department' },
    handler: async ({ body, db }) => {
      const current = await departmentSummary(db, body.customer_id, body.id);
      if (current.procedure_count > 0) {
        throw new HttpError(409, `El departamento «${current.name}» tiene ${current.procedure_count} trámite(s). Muévalos a otro departamento o elimínelos antes.`);
      }
      await db.deleteFrom('departments').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Departamento eliminado.');
    },
  });
}
