// /api/v2/corporate/indexing/{detail,update}/ (admins): the customer's search-engine indexing
// setting (contract/src/indexing.ts). The hosting page reads it on every request, so a change shows
// in the next page's robots meta.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';

async function indexingOf(db: Db, customerId: string): Promise<boolean> {
  const row = found(await db.selectFrom('customers').select('indexing').where('id', '=', customerId).executeTakeFirst(), 'El cliente indicado no existe.');
  return Number(row.indexing) === 1;
}

/** Registers the indexing calls. */
export function indexingRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.indexingDetail,
    handler: async ({ body, db }) => ok({ indexing: await indexingOf(db, body.customer_id) }),
  });

  corporateCall(app, ctx, {
    call: calls.indexingUpdate, write: { entity: 'customer' },
    handler: async ({ body, db, audit }) => {
      const before = await indexingOf(db, body.customer_id);
      await db.updateTable('customers').set({ indexing: body.indexing ? 1 : 0 }).where('id', '=', body.customer_id).execute();
      audit.changes = [{ field: 'indexing', before: before ? 'sí' : 'no', after: body.indexing ? 'sí' : 'no' }];
      return ok({ indexing: body.indexing }, body.indexing
        ? 'Los buscadores podrán indexar el sitio.'
        : 'Los buscadores no indexarán el sitio.');
    },
  });
}
