// /api/v2/corporate/synonym/* (clerks): the customer's search synonyms, a word citizens type and the
// words the site uses instead. Writes drop the read caches, so procedures.json answers a new version
// carrying the new list and the catalogue in the browser searches with it at once.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { SynonymItem } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { found, given, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { HttpError } from '../../http/errors.ts';
import { parseAlternatives } from './synonyms.repository.ts';

function toItem(row: { id: number; term: string; alternatives: string }): SynonymItem {
  return { id: row.id, term: row.term, alternatives: parseAlternatives(row.alternatives) };
}

/** Trimmed, without repeats (compared without case). */
function cleanAlternatives(list: readonly string[]): string[] {
  const result: string[] = [];
  for (const item of list.map((value) => value.trim().replace(/\s+/g, ' '))) {
    if (item !== '' && !result.some((kept) => kept.toLowerCase() === item.toLowerCase())) result.push(item);
  }
  return result;
}

async function synonymOf(db: Db, customerId: string, id: number): Promise<SynonymItem> {
  const row = await db.selectFrom('synonyms').select(['id', 'term', 'alternatives']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  return toItem(found(row, 'El sinónimo indicado no existe.'));
}

/** 409 when another entry of the list has that word. */
async function refuseSameTerm(db: Db, customerId: string, term: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('synonyms').select('id').where('customer_id', '=', customerId).where('term', '=', term);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new HttpError(409, `La palabra «${term}» ya está en la lista de sinónimos.`);
}

/** Registers the synonym calls. */
export function synonymRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.synonymList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const where = db.selectFrom('synonyms').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['term', 'alternatives'], body.q));
      const [rows, count] = await Promise.all([
        where.select(['id', 'term', 'alternatives']).orderBy('term').orderBy('id').limit(window.pageSize).offset(window.offset).execute(),
        where.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(toItem), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.synonymAdd, write: { entity: 'synonym' },
    handler: async ({ body, db }) => {
      const term = body.term.trim().toLowerCase();
      await refuseSameTerm(db, body.customer_id, term, null);
      const { id } = await db
        .insertInto('synonyms')
        .values({ customer_id: body.customer_id, term, alternatives: JSON.stringify(cleanAlternatives(body.alternatives)) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Sinónimo creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.synonymUpdate, write: { entity: 'synonym' },
    handler: async ({ body, db }) => {
      const current = await synonymOf(db, body.customer_id, body.id);
      const term = given(body.term, current.term).trim().toLowerCase();
      await refuseSameTerm(db, body.customer_id, term, body.id);
      const alternatives = cleanAlternatives(given(body.alternatives, current.alternatives));
      await db.updateTable('synonyms').set({ term, alternatives: JSON.stringify(alternatives) }).where('id', '=', body.id).execute();
      return ok(await synonymOf(db, body.customer_id, body.id), 'Sinónimo actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.synonymDelete, write: { entity: 'synonym' },
    handler: async ({ body, db }) => {
      await synonymOf(db, body.customer_id, body.id);
      await db.deleteFrom('synonyms').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Sinónimo eliminado.');
    },
  });
}
