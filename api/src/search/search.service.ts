// The site search (issue 14): procedures, published posts and pages of one customer, in the
// database's own full-text index (SQLite FTS5 or PostgreSQL tsvector, see the 2026-11-26-search
// migration). The query never reaches the index as syntax: it is cut into words of letters and digits
// (so '"', '*', ':', '-', NEAR, OR are plain words or nothing), each word becomes a quoted prefix,
// and the customer's synonyms are OR-ed in.
import { sql } from 'kysely';
import {
  SEARCH_PAGE_SIZE, expandQuery, synonymMap, type QueryTerm, type SearchGroup, type SearchHit, type SearchKind,
} from '@portal/contract';
import { isPostgres, type Db } from '../db/database.ts';
import { plainText, snippetParts } from './snippet.ts';
import { customerSynonyms } from './synonyms.repository.ts';

const KINDS: readonly SearchKind[] = ['procedure', 'post', 'page'];

interface RankedIds {
  ids: number[];
  total: number;
}

/** FTS5 MATCH text: every word (AND), each as any of its forms (OR); a phrase's words all (AND). */
export function fts5Match(terms: readonly QueryTerm[]): string {
  const prefix = (word: string) => `"${word}"*`;
  return terms
    .map((term) => `(${term.forms.map((form) => (form.includes(' ') ? `(${form.split(' ').map(prefix).join(' AND ')})` : prefix(form))).join(' OR ')})`)
    .join(' AND ');
}

/** to_tsquery text for the Spanish configuration: the same shape; PostgreSQL stems each word itself. */
export function tsQuery(terms: readonly QueryTerm[]): string {
  const prefix = (word: string) => `${word}:*`;
  return terms
    .map((term) => {
      const words = [term.word, ...term.forms.slice(1)];
      return `(${words.map((form) => (form.includes(' ') ? `(${form.split(' ').map(prefix).join(' & ')})` : prefix(form))).join(' | ')})`;
    })
    .join(' & ');
}

async function rankedSqlite(db: Db, customerId: string, kind: SearchKind, match: string, offset: number): Promise<RankedIds> {
  // Posts: only the published ones. bm25 weighs a title match ten times a body match. One pass
  // gives the ranked ids; the total and the page come from it (a second count query cost as much).
  const published = kind === 'post' ? sql`and exists (select 1 from posts p where p.id = s.item_id and p.status = 'published')` : sql``;
  const rows = await sql<{ item_id: number }>`select s.item_id from search_index s
    where search_index match ${match} and s.customer_id = ${customerId} and s.kind = ${kind} ${published}
    order by bm25(search_index, 10.0, 1.0), s.item_id`.execute(db);
  return { ids: rows.rows.slice(offset, offset + SEARCH_PAGE_SIZE).map((row) => Number(row.item_id)), total: rows.rows.length };
}

async function rankedPostgres(db: Db, customerId: string, kind: SearchKind, query: string, offset: number): Promise<RankedIds> {
  const published = kind === 'post' ? sql`and exists (select 1 from posts p where p.id = s.item_id and p.status = 'published')` : sql``;
  const [rows, count] = await Promise.all([
    sql<{ item_id: number }>`select s.item_id from search_documents s, to_tsquery('spanish', ${query}) q
      where s.customer_id = ${customerId} and s.kind = ${kind} and s.document @@ q ${published}
      order by ts_rank(s.document, q) desc, s.item_id limit ${SEARCH_PAGE_SIZE} offset ${offset}`.execute(db),
    sql<{ n: string }>`select count(*) as n from search_documents s, to_tsquery('spanish', ${query}) q
      where s.customer_id = ${customerId} and s.kind = ${kind} and s.document @@ q ${published}`.execute(db),
  ]);
  return { ids: rows.rows.map((row) => Number(row.item_id)), total: Number(count.rows[0]?.n ?? 0) };
}

interface Item {
  id: number;
  title: string;
  text: string;
  url: string;
}

async function items(db: Db, kind: SearchKind, ids: number[], shortname: string): Promise<Map<number, Item>> {
  const result = new Map<number, Item>();
  if (ids.length === 0) return result;
  if (kind === 'procedure') {
    const rows = await db.selectFrom('procedures').select(['id', 'name', 'description']).where('id', 'in', ids).execute();
    for (const row of rows) {
      result.set(row.id, { id: row.id, title: row.name, text: row.description, url: `/${encodeURIComponent(shortname)}/corporate/procedure/preview/${row.id}` });
    }
  } else if (kind === 'post') {
    const rows = await db.selectFrom('posts').select(['id', 'title', 'excerpt', 'body']).where('id', 'in', ids).execute();
    for (const row of rows) result.set(row.id, { id: row.id, title: row.title, text: plainText(`${row.excerpt} ${row.body}`), url: `/blog-details/${row.id}` });
  } else {
    const rows = await db.selectFrom('pages').select(['id', 'title', 'slug', 'body']).where('id', 'in', ids).execute();
    for (const row of rows) result.set(row.id, { id: row.id, title: row.title, text: plainText(row.body), url: `/page/${encodeURIComponent(row.slug)}` });
  }
  return result;
}

/** Every group (possibly empty), best results first; null when the customer does not exist. */
export async function siteSearch(db: Db, customerId: string, q: string, page: number): Promise<SearchGroup[] | null> {
  const customer = await db.selectFrom('customers').select('shortname').where('id', '=', customerId).executeTakeFirst();
  if (!customer) return null;
  const terms = expandQuery(q, synonymMap(await customerSynonyms(db, customerId)));
  if (terms.length === 0) return KINDS.map((kind) => ({ kind, total: 0, items: [] }));
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const postgres = isPostgres(db);
  const match = postgres ? tsQuery(terms) : fts5Match(terms);
  return Promise.all(KINDS.map(async (kind) => {
    const ranked = postgres ? await rankedPostgres(db, customerId, kind, match, offset) : await rankedSqlite(db, customerId, kind, match, offset);
    const byId = await items(db, kind, ranked.ids, customer.shortname);
    const hits: SearchHit[] = ranked.ids.flatMap((id) => {
      const item = byId.get(id);
      if (!item) return [];
      return [{ id, title: item.title, url: item.url, snippet: snippetParts(item.text || item.title, terms) }];
    });
    return { kind, total: ranked.total, items: hits };
  }));
}
