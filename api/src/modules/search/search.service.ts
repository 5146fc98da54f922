// The site search (issue 14): procedures, published posts and pages of one customer, in the
// database's own full-text index (SQLite FTS5 or PostgreSQL tsvector, see the 2026-11-26-search and
// 2026-11-28-search-scope migrations). The query never reaches the index as syntax: it is cut into words of letters and digits
// (so '"', '*', ':', '-', NEAR, OR are plain words or nothing), each word becomes a quoted prefix,
// and the customer's synonyms are OR-ed in.
import { sql } from 'kysely';
import {
  SEARCH_PAGE_SIZE, expandQuery, synonymMap, type QueryTerm, type SearchGroup, type SearchHit, type SearchKind, type SynonymEntry,
} from '@portal/contract';
import { isPostgres, PREPARED_STATEMENT, READER_THREAD, type Db } from '../../db/database.ts';
import { plainText, snippetParts } from './snippet.ts';
import { parseAlternatives } from './synonyms.repository.ts';

const KINDS: readonly SearchKind[] = ['procedure', 'post', 'page'];

/**
 * A tier bigger than this is listed in id order instead of by relevance: ranking costs every match
 * (bm25 about 4 µs a match, ts_rank about 3 µs, measured on the bench's 10,000 procedures), and a
 * query that matches thousands ('acta', 'a') would cost several ms a group, while SQLite has one
 * reader thread for every search. Names still come first (see `sqliteGroup`, `postgresGroups`).
 */
export const RANK_LIMIT = 200;

/** The FTS5 index of one group: how many entries a query matches, and a slice of them. */
interface SearchIndex {
  count(query: TierQuery): Promise<number>;
  ids(query: TierQuery, ranked: boolean, limit: number, offset: number): Promise<number[]>;
}

/** Which entries of the group: all matches, those with every word in the name, or the others. */
type TierQuery = 'all' | 'named' | 'rest';

/** FTS5 MATCH text: every word (AND), each as any of its forms (OR); a phrase's words all (AND). */
export function fts5Match(terms: readonly QueryTerm[]): string {
  const prefix = (word: string) => `"${word}"*`;
  return terms
    .map((term) => `(${term.forms.map((form) => (form.includes(' ') ? `(${form.split(' ').map(prefix).join(' AND ')})` : prefix(form))).join(' OR ')})`)
    .join(' AND ');
}

/** to_tsquery text for the Spanish configuration: the same shape; PostgreSQL stems each word itself. `weights` 'A': in the name only. */
export function tsQuery(terms: readonly QueryTerm[], weights = ''): string {
  const prefix = (word: string) => `${word}:*${weights}`;
  return terms
    .map((term) => {
      const words = [term.word, ...term.forms.slice(1)];
      return `(${words.map((form) => (form.includes(' ') ? `(${form.split(' ').map(prefix).join(' & ')})` : prefix(form))).join(' | ')})`;
    })
    .join(' & ');
}

/** The customer id as the index writes it in the scope word (hex: any id becomes one plain word). */
const customerHex = (customerId: string) => Buffer.from(customerId, 'utf8').toString('hex');

function sqliteIndex(db: Db, customerId: string, kind: SearchKind, terms: readonly QueryTerm[]): SearchIndex {
  // The scope word (2026-11-28-search-scope) picks the customer's group inside the index; the words
  // are looked for in the title and body only, so a typed 'proc' never matches a scope word.
  const words = fts5Match(terms);
  const all = `scope : "${kind}x${customerHex(customerId)}" AND {title body} : (${words})`;
  const matches: Record<TierQuery, string> = {
    all,
    named: `scope : "${kind}x${customerHex(customerId)}" AND {title} : (${words})`,
    rest: `(${all}) NOT ({title} : (${words}))`,
  };
  return {
    async count(query) {
      const rows = await sql<{ n: number }>`${sql.raw(READER_THREAD)}select count(*) as n from search_index where search_index match ${matches[query]}`.execute(db);
      return Number(rows.rows[0]?.n ?? 0);
    },
    async ids(query, ranked, limit, offset) {
      // bm25 weighs a title match ten times a body match; rowid order is item id order.
      const order = ranked ? sql`bm25(search_index, 10.0, 1.0, 0.0), rowid` : sql`rowid`;
      const rows = await sql<{ id: number }>`${sql.raw(READER_THREAD)}select rowid >> 2 as id from search_index where search_index match ${matches[query]}
        order by ${order} limit ${limit} offset ${offset}`.execute(db);
      return rows.rows.map((row) => Number(row.id));
    },
  };
}

interface RankedIds {
  ids: number[];
  total: number;
}

/**
 * One page of a group on SQLite: the entries with every word in the name first, then the others;
 * each tier by relevance when it is small enough to rank (RANK_LIMIT), else in id order. FTS5
 * statements cost a fraction of a millisecond each and run on the reader thread (READER_THREAD,
 * db/sqlite-split.ts), so a page past the end costs one count, and the tiers are separate statements.
 */
async function sqliteGroup(index: SearchIndex, offset: number): Promise<RankedIds> {
  const total = await index.count('all');
  if (offset >= total) return { ids: [], total };
  const named = await index.count('named');
  const ids: number[] = [];
  if (offset < named) ids.push(...await index.ids('named', named <= RANK_LIMIT, Math.min(SEARCH_PAGE_SIZE, named - offset), offset));
  const rest = total - named;
  const restOffset = Math.max(0, offset - named);
  const wanted = SEARCH_PAGE_SIZE - ids.length;
  if (wanted > 0 && restOffset < rest) ids.push(...await index.ids('rest', rest <= RANK_LIMIT, wanted, restOffset));
  return { ids, total };
}

/**
 * The same pages on PostgreSQL, every group in one statement (a round trip costs more than the
 * work). The scope lexemes (2026-11-28-search-scope) and the words make one tsquery, so the GIN
 * index alone finds the customer's matches; the counts take no more than the match's kind (a page
 * past the end, most of a crawler's or an impatient citizen's requests, costs the counts alone).
 * Only a group whose page exists is read again, by its own scope, with its documents: the name
 * tier is the words with weight A (the name); ts_rank only when the entry's tier is small enough
 * (RANK_LIMIT); the page's titles and texts come in the same answer. A query of stop words only
 * ('a', 'de la') is an empty tsquery, which would leave the scopes alone matching everything:
 * numnode() > 0 prevents it.
 *
 * The statement is prepared once per connection (PREPARED_STATEMENT, see database.ts): planning
 * it cost more than running it for most queries. Each to_tsquery() is a sub-select (an InitPlan),
 * so a cached (generic) plan parses and stems the query once where it is used, not once a row.
 */
async function postgresGroups(db: Db, customerId: string, terms: readonly QueryTerm[], offset: number): Promise<Map<SearchKind, RankedIds & { rows: SourceRow[] }>> {
  const hex = customerHex(customerId);
  const scopes = KINDS.map((kind) => `'_${kind}_${hex}'`).join(' | ');
  const words = sql`(select to_tsquery('spanish', ${tsQuery(terms)}))`;
  const named = sql`(select to_tsquery('spanish', ${tsQuery(terms, 'A')}))`;
  const rows = await sql<{ kind: SearchKind; total: string; ids: number[]; items: SourceRow[] }>`${sql.raw(PREPARED_STATEMENT)}
    with c as (
      select s.kind, count(*) as total from search_documents s
      where s.document @@ (${words} && (${scopes}::tsquery)) and numnode(${words}) > 0
      group by s.kind),
    r as materialized (select c.kind, c.total, case when c.total > ${offset} then array(
      select t.item_id from (
        select t0.*, count(*) filter (where t0.named) over () as named_total from (
          select m.item_id, m.document, m.document @@ ${named} as named from search_documents m
          where m.document @@ (${words} && quote_literal('_' || c.kind || '_' || ${hex}::text)::tsquery)) as t0) as t
      order by t.named desc,
        case when (case when t.named then t.named_total else c.total - t.named_total end) <= ${RANK_LIMIT} then ts_rank(t.document, ${words}) end desc nulls last,
        t.item_id
      limit ${SEARCH_PAGE_SIZE} offset ${offset}) else '{}' end as ids
    from c)
    select r.kind, r.total, r.ids, (
      select coalesce(json_agg(json_build_object('id', u.id, 'title', coalesce(pr.name, po.title, pa.title), 'description', pr.description,
        'excerpt', po.excerpt, 'body', coalesce(po.body, pa.body), 'slug', pa.slug) order by u.ord), '[]'::json)
      from unnest(r.ids) with ordinality as u(id, ord)
      left join procedures pr on r.kind = 'procedure' and pr.id = u.id
      left join posts po on r.kind = 'post' and po.id = u.id
      left join pages pa on r.kind = 'page' and pa.id = u.id
      where coalesce(pr.id, po.id, pa.id) is not null) as items
    from r`.execute(db);
  return new Map(rows.rows.map((row) => [row.kind, { ids: row.ids.map(Number), total: Number(row.total), rows: row.items }]));
}

interface Item {
  id: number;
  title: string;
  text: string;
  url: string;
}

/** The stored fields a result shows, whichever table it comes from (null where the table has none). */
interface SourceRow {
  id: number;
  title: string;
  description?: string | null;
  excerpt?: string | null;
  body?: string | null;
  slug?: string | null;
}

function itemOf(kind: SearchKind, row: SourceRow, shortname: string): Item {
  if (kind === 'procedure') return { id: row.id, title: row.title, text: row.description ?? '', url: `/${encodeURIComponent(shortname)}/corporate/procedure/preview/${row.id}` };
  if (kind === 'post') return { id: row.id, title: row.title, text: plainText(`${row.excerpt ?? ''} ${row.body ?? ''}`), url: `/blog-details/${row.id}` };
  return { id: row.id, title: row.title, text: plainText(row.body ?? ''), url: `/page/${encodeURIComponent(row.slug ?? '')}` };
}

async function sourceRows(db: Db, kind: SearchKind, ids: number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  if (kind === 'procedure') return db.selectFrom('procedures').select(['id', 'name as title', 'description']).where('id', 'in', ids).execute();
  if (kind === 'post') return db.selectFrom('posts').select(['id', 'title', 'excerpt', 'body']).where('id', 'in', ids).execute();
  return db.selectFrom('pages').select(['id', 'title', 'slug', 'body']).where('id', 'in', ids).execute();
}

/** What a search of one customer needs besides the index: its short name (links) and synonyms. */
export interface SearchSetup {
  shortname: string;
  synonyms: SynonymEntry[];
}

/** The customer's search setup in one read; null when the customer does not exist. */
export async function searchSetup(db: Db, customerId: string): Promise<SearchSetup | null> {
  const rows = await db.selectFrom('customers as c').leftJoin('synonyms as s', 's.customer_id', 'c.id')
    .select(['c.shortname', 's.term', 's.alternatives']).where('c.id', '=', customerId).execute();
  const shortname = rows[0]?.shortname;
  if (shortname === undefined) return null;
  return { shortname, synonyms: rows.flatMap((row) => (row.term === null ? [] : [{ term: row.term, alternatives: parseAlternatives(row.alternatives ?? '') }])) };
}

/** Every group (possibly empty), best results first. */
export async function siteSearch(db: Db, customerId: string, { shortname, synonyms }: SearchSetup, q: string, page: number): Promise<SearchGroup[]> {
  const terms = expandQuery(q, synonymMap(synonyms));
  if (terms.length === 0) return KINDS.map((kind) => ({ kind, total: 0, items: [] }));
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const group = (kind: SearchKind, ranked: RankedIds, rows: readonly SourceRow[]): SearchGroup => {
    const byId = new Map(rows.map((row) => [Number(row.id), itemOf(kind, row, shortname)]));
    const hits: SearchHit[] = ranked.ids.flatMap((id) => {
      const item = byId.get(id);
      if (!item) return [];
      return [{ id, title: item.title, url: item.url, snippet: snippetParts(item.text || item.title, terms) }];
    });
    return { kind, total: ranked.total, items: hits };
  };
  if (!isPostgres(db)) {
    return Promise.all(KINDS.map(async (kind) => {
      const ranked = await sqliteGroup(sqliteIndex(db, customerId, kind, terms), offset);
      return group(kind, ranked, await sourceRows(db, kind, ranked.ids));
    }));
  }
  // GIN is the plan: with fast update off (2026-11-28-search-scope) the planner prices it below a
  // sequential scan for all but the commonest words (a `set local enable_seqscan = off` transaction
  // was tried: its three extra round trips halved the bench's throughput).
  const ranked = await postgresGroups(db, customerId, terms, offset);
  return KINDS.map((kind) => {
    const found = ranked.get(kind);
    return found ? group(kind, found, found.rows) : { kind, total: 0, items: [] };
  });
}
