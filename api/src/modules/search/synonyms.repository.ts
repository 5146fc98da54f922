// Reads a customer's synonym list (the catalogue's procedures.json and the site search use it).
import type { SynonymEntry } from '@portal/contract';
import type { Db } from '../../db/database.ts';

/** The stored JSON list of alternatives; anything else reads as none. */
export function parseAlternatives(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The customer's synonyms, by word. */
export async function customerSynonyms(db: Db, customerId: string): Promise<SynonymEntry[]> {
  const rows = await db.selectFrom('synonyms').select(['term', 'alternatives']).where('customer_id', '=', customerId).orderBy('term').execute();
  return rows.map((row) => ({ term: row.term, alternatives: parseAlternatives(row.alternatives) }));
}
