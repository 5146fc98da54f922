// Site searches that found nothing, kept as words only so editors can add the synonym that was
// missing. A query is reduced to its words of letters: anything with a digit (a phone, a cédula, a
// code, a date) or an '@' (an e-mail) is dropped, and so is the whole query when nothing is left.
// Nothing of who searched is kept. Bounded per customer (MISSES_KEPT rows) and by age (the
// indicator job deletes the words not searched for MISS_DAYS days).
import type { Db } from '../../db/database.ts';

export const MISS_DAYS = 30;
/** Rows a customer keeps at most: a new query is not recorded once they are all taken. */
export const MISSES_KEPT = 2000;
const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 30;

/** The words of a query worth keeping ('' for none): lower case, letters only, at most six. */
export function missWords(query: string): string {
  return query.normalize('NFC').toLowerCase().split(/[\s,;:!?¡¿"()[\]{}<>/\\|]+/)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH && /^\p{L}+(?:['’.-]\p{L}+)*$/u.test(word))
    .slice(0, MAX_WORDS)
    .join(' ');
}

/** Counts one search of `query` that found nothing for the customer (nothing when no word is left). */
export async function recordMiss(db: Db, customerId: string, query: string, now: Date): Promise<void> {
  const words = missWords(query);
  if (words === '') return;
  const day = now.toISOString().slice(0, 10);
  const updated = await db.updateTable('search_misses').set((eb) => ({ count: eb('count', '+', 1), last_seen: day }))
    .where('customer_id', '=', customerId).where('words', '=', words).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const kept = await db.selectFrom('search_misses').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirst();
  if (Number(kept?.n ?? 0) >= MISSES_KEPT) return;
  await db.insertInto('search_misses').values({ customer_id: customerId, words, count: 1, last_seen: day })
    .onConflict((conflict) => conflict.columns(['customer_id', 'words']).doUpdateSet((eb) => ({ count: eb('search_misses.count', '+', 1), last_seen: day })))
    .execute();
}

/** Deletes the words nobody searched for over the last MISS_DAYS days (run by the indicator job). */
export async function pruneMisses(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - MISS_DAYS * 86_400_000).toISOString().slice(0, 10);
  await db.deleteFrom('search_misses').where('last_seen', '<', oldest).execute();
}

/** The customer's most searched words that found nothing over the last MISS_DAYS days. */
export async function topMisses(db: Db, customerId: string, now: Date, limit = 10): Promise<{ words: string; count: number; last_seen: string }[]> {
  const oldest = new Date(now.getTime() - MISS_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db.selectFrom('search_misses').select(['words', 'count', 'last_seen'])
    .where('customer_id', '=', customerId).where('last_seen', '>=', oldest)
    .orderBy('count', 'desc').orderBy('last_seen', 'desc').orderBy('words', 'asc').limit(limit).execute();
  return rows.map((row) => ({ words: row.words, count: Number(row.count), last_seen: row.last_seen }));
}
