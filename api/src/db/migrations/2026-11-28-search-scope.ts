// Frozen in time: this file must never change once released.
// Site search speed (issue 14's bench): the index itself says whose and what each entry is, so a
// search never reads a stored row to tell a procedure of customer 1 from a post of customer 2, and
// drafts are left out without looking at `posts`. The index carries a "scope" word per entry,
// `<kind>` + the customer id in hex, with kind 'draft' for a post that is not published:
//   SQLite: `search_index` is rebuilt as FTS5 (title, body, scope) with prefix indexes for words of
//   1–4 letters (a prefix query such as "act"* no longer walks every word that starts so), and no
//   unindexed columns (item id = rowid >> 2, kind code = rowid & 3, as before);
//   PostgreSQL: each `search_documents.document` gets the lexeme `_<kind>_<hex>` (a leading '_' no
//   typed word can have, since queries keep letters and digits only), so the GIN index alone finds
//   a group's matches; the (customer_id, kind) index, which made the planner skip GIN, goes, and
//   the GIN index stops queueing entries in a pending list (fastupdate off).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const KIND_CODES = { procedure: 1, post: 2, page: 3 } as const;
const TABLES = ['procedures', 'posts', 'pages'] as const;

interface Source {
  table: (typeof TABLES)[number];
  kind: keyof typeof KIND_CODES;
  title: string;
  sqliteBody: string;
  pgBody: string;
}

const STRIP_TAGS_PG = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
const SOURCES: readonly Source[] = [
  { table: 'procedures', kind: 'procedure', title: 'name', sqliteBody: `coalesce(NEW.description, '')`, pgBody: `coalesce(NEW.description, '')` },
  { table: 'posts', kind: 'post', title: 'title', sqliteBody: `coalesce(NEW.excerpt, '') || ' ' || search_text(NEW.body)`, pgBody: `coalesce(NEW.excerpt, '') || ' ' || ${STRIP_TAGS_PG('NEW.body')}` },
  { table: 'pages', kind: 'page', title: 'title', sqliteBody: `search_text(NEW.body)`, pgBody: STRIP_TAGS_PG('NEW.body') },
];

/** The scope kind of a row: a post that is not published is a 'draft', which no search asks for. */
const scopeKind = (source: Source) => (source.kind === 'post' ? `(case when NEW.status = 'published' then 'post' else 'draft' end)` : `'${source.kind}'`);

/** (Re)creates the FTS5 index and its triggers: with `scoped`, this migration's layout; without, 2026-11-26-search's. */
async function sqliteIndex(db: Kysely<unknown>, scoped: boolean): Promise<void> {
  for (const table of TABLES) for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists search_${table}_${event}`).execute(db);
  await sql`drop table if exists search_index`.execute(db);
  await sql.raw(scoped
    ? `create virtual table search_index using fts5(title, body, scope, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4')`
    : `create virtual table search_index using fts5(title, body, kind unindexed, item_id unindexed, customer_id unindexed, tokenize = 'unicode61 remove_diacritics 2')`).execute(db);
  for (const source of SOURCES) {
    const code = KIND_CODES[source.kind];
    const columns = scoped ? 'rowid, title, body, scope' : 'rowid, title, body, kind, item_id, customer_id';
    const values = scoped
      ? `NEW.id * 4 + ${code}, NEW.${source.title}, ${source.sqliteBody}, ${scopeKind(source)} || 'x' || hex(NEW.customer_id)`
      : `NEW.id * 4 + ${code}, NEW.${source.title}, ${source.sqliteBody}, '${source.kind}', NEW.id, NEW.customer_id`;
    const insert = `insert into search_index (${columns}) values (${values});`;
    const remove = `delete from search_index where rowid = OLD.id * 4 + ${code};`;
    await sql.raw(`create trigger search_${source.table}_insert after insert on ${source.table} begin ${insert} end`).execute(db);
    await sql.raw(`create trigger search_${source.table}_update after update on ${source.table} begin ${remove} ${insert} end`).execute(db);
    await sql.raw(`create trigger search_${source.table}_delete after delete on ${source.table} begin ${remove} end`).execute(db);
    await sql.raw(`insert into search_index (${columns}) select ${values} from ${source.table} as NEW`).execute(db);
  }
}

/** (Re)creates the trigger functions of 2026-11-26-search, with the scope lexeme when `scoped`. */
async function postgresFunctions(db: Kysely<unknown>, scoped: boolean): Promise<void> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const q = (name: string) => `"${schema.replace(/"/g, '""')}".${name}`;
  const fold = q('portal_search_fold');
  for (const source of SOURCES) {
    const scope = scoped ? ` || array_to_tsvector(array['_' || ${scopeKind(source)} || '_' || encode(convert_to(NEW.customer_id, 'UTF8'), 'hex')])` : '';
    const vector = `setweight(to_tsvector('spanish', ${fold}(t.title)), 'A') || setweight(to_tsvector('spanish', ${fold}(t.body)), 'B')${scope}`;
    await sql.raw(`create or replace function ${q(`search_sync_${source.table}`)}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          delete from ${q('search_documents')} where kind = '${source.kind}' and item_id = OLD.id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ${q('search_documents')} (kind, item_id, customer_id, title, body, document)
          select '${source.kind}', NEW.id, NEW.customer_id, t.title, t.body, ${vector}
          from (select NEW.${source.title}::text as title, (${source.pgBody})::text as body) as t;
        end if;
        return null;
      end $$`).execute(db);
  }
}

const SCOPE_LEXEMES_PG = (kinds: string) =>
  `array(select '_' || k || '_' || encode(convert_to(customer_id, 'UTF8'), 'hex') from unnest(array[${kinds}]) as k)`;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await postgresFunctions(db, true);
  await sql.raw(`update search_documents s set document = s.document || array_to_tsvector(array['_' ||
    (case when s.kind = 'post' and not exists (select 1 from posts p where p.id = s.item_id and p.status = 'published') then 'draft' else s.kind end)
    || '_' || encode(convert_to(s.customer_id, 'UTF8'), 'hex')])`).execute(db);
  await db.schema.dropIndex('search_documents_customer').execute();
  // GIN's fast update queues new entries in a pending list that every search then reads in full
  // (after seeding 15,000 documents it cost 9 ms per query); content changes are rare, searches are
  // not, so entries go straight into the index.
  await sql`alter index search_documents_document set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('search_documents_document'::regclass)`.execute(db);
}

async function downPostgres(db: Kysely<unknown>): Promise<void> {
  await postgresFunctions(db, false);
  await sql.raw(`update search_documents set document = ts_delete(document, ${SCOPE_LEXEMES_PG(`'procedure', 'post', 'page', 'draft'`)})`).execute(db);
  await db.schema.createIndex('search_documents_customer').on('search_documents').columns(['customer_id', 'kind']).execute();
  await sql`alter index search_documents_document reset (fastupdate)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await sqliteIndex(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await downPostgres(db);
  else await sqliteIndex(db, false);
}
