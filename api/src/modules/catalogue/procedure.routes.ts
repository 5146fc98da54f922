// /api/v2/corporate/procedure/* (clerks). A procedure's requirements are links to the requirement
// catalogue (ordered, with a note); its offices are links to the offices. Delete takes both kinds
// of links with it (the requirements and offices stay).
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { ProcedureDetail, ProcedureRequirement, ProcedureSummary } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';
import { requireOwned, setProcedureOffices } from './catalogue-links.ts';
import { refuseProcedureWithDependents } from './dependents.ts';
import { requirementPage } from './requirement.routes.ts';
import { fillMissingDueDates } from '../indicators/service-standards.ts';

const NOT_FOUND = 'El trámite indicado no existe.';

const price = (value: number | string | null) => (value === null ? null : Number(value));

async function procedureRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('procedures').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), NOT_FOUND);
}

/** A procedure's requirements in order. */
async function procedureRequirements(db: Db, procedureId: number): Promise<ProcedureRequirement[]> {
  return db
    .selectFrom('procedure_requirements')
    .innerJoin('requirement_catalogue', 'requirement_catalogue.id', 'procedure_requirements.requirement_id')
    .select(['requirement_catalogue.id', 'requirement_catalogue.name', 'requirement_catalogue.description', 'procedure_requirements.note', 'procedure_requirements.position'])
    .where('procedure_requirements.procedure_id', '=', procedureId)
    .orderBy('procedure_requirements.position')
    .orderBy('requirement_catalogue.name')
    .execute();
}

/** The whole procedure as the console edits it, or 404. */
export async function procedureDetail(db: Db, customerId: string, id: number): Promise<ProcedureDetail> {
  const row = await procedureRow(db, customerId, id);
  const [department, requirements, offices] = await Promise.all([
    db.selectFrom('departments').select(['id', 'name', 'is_active']).where('id', '=', row.department_id).executeTakeFirstOrThrow(),
    procedureRequirements(db, id),
    db.selectFrom('procedure_offices').innerJoin('offices', 'offices.id', 'procedure_offices.office_id')
      .select(['offices.id', 'offices.name', 'offices.address']).where('procedure_offices.procedure_id', '=', id).orderBy('offices.name').execute(),
  ]);
  return {
    id: row.id, name: row.name, description: row.description, department_id: row.department_id,
    department: { id: department.id, name: department.name, is_active: department.is_active === 1 },
    calc_price: price(row.calc_price), standard_days: row.standard_days, requirements, offices,
  };
}

/** Puts the links of a procedure in the order given (positions 0, 1, 2…), `moved` at `position`. */
async function renumber(db: Db, procedureId: number, moved?: { requirementId: number; position: number }): Promise<void> {
  const current = (await procedureRequirements(db, procedureId)).map((item) => item.id).filter((id) => id !== moved?.requirementId);
  if (moved) current.splice(Math.min(moved.position, current.length), 0, moved.requirementId);
  for (const [position, requirementId] of current.entries()) {
    await db.updateTable('procedure_requirements').set({ position }).where('procedure_id', '=', procedureId).where('requirement_id', '=', requirementId).execute();
  }
}

async function linkOf(db: Db, procedureId: number, requirementId: number) {
  return db.selectFrom('procedure_requirements').selectAll().where('procedure_id', '=', procedureId).where('requirement_id', '=', requirementId).executeTakeFirst();
}

/** Registers the procedure calls. */
export function procedureRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.procedureList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('procedures').where('procedures.customer_id', '=', body.customer_id)
        .where((eb) => matchesWords(eb, ['procedures.name', 'procedures.description'], body.q));
      if (body.department_id !== undefined) query = query.where('procedures.department_id', '=', body.department_id);
      const [rows, count] = await Promise.all([
        query
          .innerJoin('departments', 'departments.id', 'procedures.department_id')
          .select((eb) => [
            'procedures.id', 'procedures.name', 'procedures.department_id', 'procedures.calc_price', 'departments.name as department_name',
            eb.selectFrom('procedure_requirements').whereRef('procedure_requirements.procedure_id', '=', 'procedures.id').select((sub) => sub.fn.countAll().as('n')).as('requirement_count'),
            eb.selectFrom('procedure_offices').whereRef('procedure_offices.procedure_id', '=', 'procedures.id').select((sub) => sub.fn.countAll().as('n')).as('office_count'),
          ])
          .orderBy('procedures.name').orderBy('procedures.id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      const data: ProcedureSummary[] = rows.map((row) => ({
        id: row.id, name: row.name, department_id: row.department_id, department_name: row.department_name, calc_price: price(row.calc_price),
        requirement_count: Number(row.requirement_count ?? 0), office_count: Number(row.office_count ?? 0),
      }));
      return pagedAnswer(data, Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureDetail,
    handler: async ({ body, db }) => ok(await procedureDetail(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.procedureAdd, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      await requireOwned(db, 'departments', body.customer_id, [body.department_id], 'department_id');
      await requireOwned(db, 'requirement_catalogue', body.customer_id, body.requirement_ids ?? [], 'requirement_ids');
      await requireOwned(db, 'offices', body.customer_id, body.office_ids ?? [], 'office_ids');
      const { id } = await db
        .insertInto('procedures')
        .values({ customer_id: body.customer_id, department_id: body.department_id, name: body.name.trim(), description: (body.description ?? '').trim(), calc_price: body.calc_price ?? null, standard_days: body.standard_days ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const requirementIds = body.requirement_ids ?? [];
      if (requirementIds.length > 0) {
        await db.insertInto('procedure_requirements').values(requirementIds.map((requirementId, position) => ({ procedure_id: id, requirement_id: requirementId, position }))).execute();
      }
      await setProcedureOffices(db, id, body.office_ids ?? []);
      return ok({ id }, 'Trámite creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureUpdate, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      const current = await procedureRow(db, body.customer_id, body.id);
      if (body.department_id !== undefined) await requireOwned(db, 'departments', body.customer_id, [body.department_id], 'department_id');
      if (body.office_ids !== undefined) await requireOwned(db, 'offices', body.customer_id, body.office_ids, 'office_ids');
      await db
        .updateTable('procedures')
        .set({
          name: given(body.name, current.name).trim(),
          description: given(body.description, current.description).trim(),
          department_id: given(body.department_id, current.department_id),
          calc_price: given(body.calc_price, current.calc_price),
          standard_days: given(body.standard_days, current.standard_days),
        })
        .where('id', '=', body.id)
        .execute();
      if (body.office_ids !== undefined) await setProcedureOffices(db, body.id, body.office_ids);
      if (body.standard_days !== undefined) await fillMissingDueDates(db, body.customer_id, body.id, body.standard_days);
      return ok(await procedureDetail(db, body.customer_id, body.id), 'Trámite actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureDelete, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      const procedure = await procedureRow(db, body.customer_id, body.id);
      await refuseProcedureWithDependents(db, body.id, procedure.name);
      await db.deleteFrom('procedures').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Trámite eliminado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureAvailableRequirements,
    handler: async ({ body, db }) => {
      await procedureRow(db, body.customer_id, body.procedure_id);
      return requirementPage(db, body.customer_id, body.q, pageWindow(body), body.procedure_id);
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureAddRequirement, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      await procedureRow(db, body.customer_id, body.procedure_id);
      await requireOwned(db, 'requirement_catalogue', body.customer_id, [body.requirement_id], 'requirement_id');
      if (await linkOf(db, body.procedure_id, body.requirement_id)) throw new HttpError(409, 'El trámite ya pide ese requisito.');
      const position = (await procedureRequirements(db, body.procedure_id)).length;
      await db.insertInto('procedure_requirements').values({ procedure_id: body.procedure_id, requirement_id: body.requirement_id, position, note: (body.note ?? '').trim() }).execute();
      if (body.position !== undefined) await renumber(db, body.procedure_id, { requirementId: body.requirement_id, position: body.position });
      return ok(await procedureRequirements(db, body.procedure_id), 'Requisito agregado al trámite.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureUpdateRequirement, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      await procedureRow(db, body.customer_id, body.procedure_id);
      const link = found(await linkOf(db, body.procedure_id, body.requirement_id), 'El trámite no pide ese requisito.');
      if (body.note !== undefined) {
        await db.updateTable('procedure_requirements').set({ note: body.note.trim() }).where('procedure_id', '=', link.procedure_id).where('requirement_id', '=', link.requirement_id).execute();
      }
      if (body.position !== undefined) await renumber(db, body.procedure_id, { requirementId: body.requirement_id, position: body.position });
      return ok(await procedureRequirements(db, body.procedure_id), 'Requisito del trámite actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.procedureDeleteRequirement, write: { entity: 'procedure' },
    handler: async ({ body, db }) => {
      await procedureRow(db, body.customer_id, body.procedure_id);
      found(await linkOf(db, body.procedure_id, body.requirement_id), 'El trámite no pide ese requisito.');
      await db.deleteFrom('procedure_requirements').where('procedure_id', '=', body.procedure_id).where('requirement_id', '=', body.requirement_id).execute();
      await renumber(db, body.procedure_id);
      return ok(await procedureRequirements(db, body.procedure_id), 'Requisito quitado del trámite.');
    },
  });
}
