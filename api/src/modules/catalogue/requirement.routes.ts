// /api/v2/corporate/requirement/* (clerks): the customer's requirement catalogue. Delete refuses
// (409) while a procedure asks for the requirement; renaming it renames it on every procedure.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { RequirementItem } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer, type PageWindow } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';

function requirements(db: Db, customerId: string) {
  return db
    .selectFrom('requirement_catalogue')
    .where('requirement_catalogue.customer_id', '=', customerId)
    .select((eb) => [
      'requirement_catalogue.id', 'requirement_catalogue.name', 'requirement_catalogue.description',
      eb.selectFrom('procedure_requirements').whereRef('procedure_requirements.requirement_id', '=', 'requirement_catalogue.id')
        .select((sub) => sub.fn.countAll().as('n')).as('procedure_count'),
    ]);
}

function toItem(row: { id: number; name: string; description: string; procedure_count: unknown }): RequirementItem {
  return { id: row.id, name: row.name, description: row.description, procedure_count: Number(row.procedure_count ?? 0) };
}

async function requirementOf(db: Db, customerId: string, id: number): Promise<RequirementItem> {
  return toItem(found(await requirements(db, customerId).where('requirement_catalogue.id', '=', id).executeTakeFirst(), 'El requisito indicado no existe.'));
}

/** One page of the catalogue, by name; `excludeProcedure` leaves out what that procedure already asks for. */
export async function requirementPage(db: Db, customerId: string, q: string | undefined, window: PageWindow, excludeProcedure?: number) {
  let query = db
    .selectFrom('requirement_catalogue')
    .where('customer_id', '=', customerId)
    .where((eb) => matchesWords(eb, ['name', 'description'], q));
  if (excludeProcedure !== undefined) {
    query = query.where('id', 'not in', db.selectFrom('procedure_requirements').select('requirement_id').where('procedure_id', '=', excludeProcedure));
  }
  const [rows, count] = await Promise.all([
    requirements(db, customerId).where('requirement_catalogue.id', 'in', query.select('id'))
      .orderBy('requirement_catalogue.name').orderBy('requirement_catalogue.id').limit(window.pageSize).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return pagedAnswer(rows.map(toItem), Number(count?.n ?? 0), window);
}

/** 409 when another requirement of the catalogue has that name. */
async function refuseSameName(db: Db, customerId: string, name: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('requirement_catalogue').select('id').where('customer_id', '=', customerId).where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new HttpError(409, `Ya existe el requisito «${name}».`);
}

/** Registers the requirement calls. */
export function requirementRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.requirementList,
    handler: async ({ body, db }) => requirementPage(db, body.customer_id, body.q, pageWindow(body)),
  });

  corporateCall(app, ctx, {
    call: calls.requirementAdd, write: { entity: 'requirement' },
    handler: async ({ body, db }) => {
      const name = body.name.trim();
      await refuseSameName(db, body.customer_id, name, null);
      const { id } = await db
        .insertInto('requirement_catalogue')
        .values({ customer_id: body.customer_id, name, description: (body.description ?? '').trim() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Requisito creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.requirementUpdate, write: { entity: 'requirement' },
    handler: async ({ body, db }) => {
      const current = await requirementOf(db, body.customer_id, body.id);
      const name = given(body.name, current.name).trim();
      await refuseSameName(db, body.customer_id, name, body.id);
      await db.updateTable('requirement_catalogue').set({ name, description: given(body.description, current.description).trim() }).where('id', '=', body.id).execute();
      return ok(await requirementOf(db, body.customer_id, body.id), 'Requisito actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.requirementDelete, write: { entity: 'requirement' },
    handler: async ({ body, db }) => {
      const current = await requirementOf(db, body.customer_id, body.id);
      if (current.procedure_count > 0) {
        throw new HttpError(409, `El requisito «${current.name}» lo piden ${current.procedure_count} trámite(s). Quítelo de esos trámites antes de eliminarlo.`);
      }
      await db.deleteFrom('requirement_catalogue').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Requisito eliminado.');
    },
  });
}
