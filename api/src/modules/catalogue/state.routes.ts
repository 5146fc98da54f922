// /api/v2/corporate/state/* (clerks): the states of a citizen's request, in order.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { State } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';

const asState = (row: { id: number; name: string; position: number; decides: number }): State => ({ ...row, decides: Number(row.decides) === 1 });

async function stateOf(db: Db, customerId: string, id: number): Promise<State> {
  return asState(found(
    await db.selectFrom('procedure_states').select(['id', 'name', 'position', 'decides']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'El estado indicado no existe.',
  ));
}

async function nextPosition(db: Db, customerId: string): Promise<number> {
  const row = await db.selectFrom('procedure_states').select((eb) => eb.fn.max('position').as('last')).where('customer_id', '=', customerId).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Registers the state calls. */
export function stateRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.stateList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const query = db.selectFrom('procedure_states').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['name'], body.q));
      const [rows, count] = await Promise.all([
        query.select(['id', 'name', 'position', 'decides']).orderBy('position').orderBy('id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(asState), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.stateDetail,
    handler: async ({ body, db }) => ok(await stateOf(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.stateAdd, write: { entity: 'state' },
    handler: async ({ body, db }) => {
      const position = body.position ?? await nextPosition(db, body.customer_id);
      const { id } = await db.insertInto('procedure_states').values({ customer_id: body.customer_id, name: body.name.trim(), position, decides: body.decides ? 1 : 0 }).returning('id').executeTakeFirstOrThrow();
      return ok({ id }, 'Estado creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.stateUpdate, write: { entity: 'state' },
    handler: async ({ body, db }) => {
      const current = await stateOf(db, body.customer_id, body.id);
      await db.updateTable('procedure_states').set({
        name: given(body.name, current.name).trim(), position: given(body.position, current.position),
        decides: given(body.decides, current.decides) ? 1 : 0,
      }).where('id', '=', body.id).execute();
      return ok(await stateOf(db, body.customer_id, body.id), 'Estado actualizado.');
    },
  });

  // No request references a state yet (citizens' requests come with the next issue, which adds its 409).
  corporateCall(app, ctx, {
    call: calls.stateDelete, write: { entity: 'state' },
    handler: async ({ body, db }) => {
      await stateOf(db, body.customer_id, body.id);
      await db.deleteFrom('procedure_states').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Estado eliminado.');
    },
  });
}
