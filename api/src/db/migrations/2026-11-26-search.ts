// Frozen in time: this file must never change once released.
// Search (issue 14):
// - `synonyms`: per customer, a word citizens type and the words the site uses instead
//   ('partida' → 'acta'); the catalogue and the site search both read it;
// - the site search index of procedures, published-or-not posts and pages (the query keeps only
//   published posts), kept current by triggers, so every write (corporate API, seed, SQL by hand)
//   updates it in the same transaction:
//   SQLite: an FTS5 table `search_index` (unicode61 tokenizer, accents removed), rowid = item id × 4 + kind;
//   PostgreSQL: a table `search_documents` with a tsvector of the Spanish configuration over folded
//   text (the unaccent extension when the server has it, else translate() of the Spanish accents).
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Kind codes of the SQLite rowid (item id × 4 + code): one row per item, found without a scan.
const KIND_CODES = { procedure: 1, post: 2, page: 3 } as const;

// Tags out, so the index holds what a reader sees ('<strong>' is not a word of the page).
const STRIP_TAGS_PG = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table search_index using fts5(
    title, body, kind unindexed, item_id unindexed, customer_id unindexed,
    tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  const sources = [
    { table: 'procedures', kind: 'procedure', title: 'name', body: `coalesce(NEW.description, '')` },
    // search_text(): tags out (api/src/db/sqlite-functions.ts, registered on every connection).
    { table: 'posts', kind: 'post', title: 'title', body: `coalesce(NEW.excerpt, '') || ' ' || search_text(NEW.body)` },
    { table: 'pages', kind: 'page', title: 'title', body: `search_text(NEW.body)` },
  ];
  for (const source of sources) {
    const code = KIND_CODES[source.kind as keyof typeof KIND_CODES];
    const insert = `insert into search_index (rowid, title, body, kind, item_id, customer_id)
      values (NEW.id * 4 + ${code}, NEW.${source.title}, ${source.body}, '${source.kind}', NEW.id, NEW.customer_id);`;
    const remove = `delete from search_index where rowid = OLD.id * 4 + ${code};`;
    await sql.raw(`create trigger search_${source.table}_insert after insert on ${source.table} begin ${insert} end`).execute(db);
    await sql.raw(`create trigger search_${source.table}_update after update on ${source.table} begin ${remove} ${insert} end`).execute(db);
    await sql.raw(`create trigger search_${source.table}_delete after delete on ${source.table} begin ${remove} end`).execute(db);
    await sql.raw(`insert into search_index (rowid, title, body, kind, item_id, customer_id)
      select NEW.id * 4 + ${code}, NEW.${source.title}, ${source.body}, '${source.kind}', NEW.id, NEW.customer_id from ${source.table} as NEW`).execute(db);
  }
}

/** Installs unaccent when the server has it and we may; answers its schema, or null. */
async function unaccentSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const available = await sql`select 1 from pg_available_extensions where name = 'unaccent'`.execute(db);
  if (available.rows.length === 0) return null;
  // A failed statement would abort the migration's transaction: try it behind a savepoint.
  await sql`savepoint search_unaccent`.execute(db);
  try {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
    await sql`create extension if not exists unaccent schema ${sql.id(schema)}`.execute(db);
    await sql`release savepoint search_unaccent`.execute(db);
    return schema;
  } catch {
    await sql`rollback to savepoint search_unaccent`.execute(db);
    return null;
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const q = (name: string) => `"${schema.replace(/"/g, '""')}".${name}`;
  const unaccent = await unaccentSchema(db);
  const foldBody = unaccent
    ? `select "${unaccent.replace(/"/g, '""')}".unaccent('"${unaccent.replace(/"/g, '""')}".unaccent'::regdictionary, lower($1))`
    : `select translate(lower($1), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')`;
  await sql.raw(`create function ${q('portal_search_fold')}(text) returns text language sql immutable parallel safe as $$ ${foldBody} $$`).execute(db);

  await db.schema
    .createTable('search_documents')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('document', sql`tsvector`, (col) => col.notNull())
    .addPrimaryKeyConstraint('search_documents_pk', ['kind', 'item_id'])
    .execute();
  await sql.raw(`create index search_documents_document on ${q('search_documents')} using gin (document)`).execute(db);
  await db.schema.createIndex('search_documents_customer').on('search_documents').columns(['customer_id', 'kind']).execute();

  const vector = `setweight(to_tsvector('spanish', ${q('portal_search_fold')}(t.title)), 'A') || setweight(to_tsvector('spanish', ${q('portal_search_fold')}(t.body)), 'B')`;
  const sources = [
    { table: 'procedures', kind: 'procedure', title: 'name', body: `coalesce(NEW.description, '')` },
    { table: 'posts', kind: 'post', title: 'title', body: `coalesce(NEW.excerpt, '') || ' ' || ${STRIP_TAGS_PG('NEW.body')}` },
    { table: 'pages', kind: 'page', title: 'title', body: STRIP_TAGS_PG('NEW.body') },
  ];
  for (const source of sources) {
    const fn = q(`search_sync_${source.table}`);
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          delete from ${q('search_documents')} where kind = '${source.kind}' and item_id = OLD.id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ${q('search_documents')} (kind, item_id, customer_id, title, body, document)
          select '${source.kind}', NEW.id, NEW.customer_id, t.title, t.body, ${vector}
          from (select NEW.${source.title}::text as title, (${source.body})::text as body) as t;
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger search_sync after insert or update or delete on ${q(source.table)} for each row execute function ${fn}()`).execute(db);
    await sql.raw(`insert into ${q('search_documents')} (kind, item_id, customer_id, title, body, document)
      select '${source.kind}', NEW.id, NEW.customer_id, t.title, t.body, ${vector}
      from ${q(source.table)} as NEW, lateral (select NEW.${source.title}::text as title, (${source.body})::text as body) as t`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (postgres
    ? db.schema.createTable('synonyms').addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable('synonyms').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // One word as citizens type it; `alternatives` is JSON text: the words the site uses instead.
    .addColumn('term', 'varchar(60)', (col) => col.notNull())
    .addColumn('alternatives', 'text', (col) => col.notNull())
    .addUniqueConstraint('synonyms_customer_term', ['customer_id', 'term'])
    .execute();
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['procedures', 'posts', 'pages']) {
    if (postgres) {
      await sql.raw(`drop trigger if exists search_sync on ${table}`).execute(db);
      await sql.raw(`drop function if exists search_sync_${table}()`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists search_${table}_${event}`).execute(db);
    }
  }
  if (postgres) {
    await db.schema.dropTable('search_documents').ifExists().execute();
    await sql`drop function if exists portal_search_fold(text)`.execute(db);
  } else {
    await sql`drop table if exists search_index`.execute(db);
  }
  await db.schema.dropTable('synonyms').execute();
}
