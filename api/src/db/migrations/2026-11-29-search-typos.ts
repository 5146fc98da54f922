// Frozen in time: this file must never change once released.
// Search forgives typos: a query that finds nothing is corrected to the closest words the
// index has ('nacimieto' → 'nacimiento'). The correction needs the index's vocabulary:
//   SQLite: `search_vocabulary`, an fts5vocab table over `search_index` (every word and in how many
//   entries), kept by FTS5 itself;
//   PostgreSQL: `search_words`, every folded word of every indexed title and body, filled by a
//   trigger on `search_documents` (words are never removed: a stale word is only a candidate, and a
//   correction is offered only when it finds something), with a trigram index of the pg_trgm
//   extension when the server has it (installed like unaccent in 2026-11-26-search, behind a
//   savepoint, else without it). `portal_similar_words(q)` answers the candidates for a typed word:
//   by trigram similarity with pg_trgm, else every word of a close length.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The schema of pg_trgm, installing it when the server has it and we may; null when unavailable. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return null;
  // An extension exists once per database. In `public` it outlives any one site's (or test's)
  // schema: installed in a schema that is later dropped, it would take every other schema's
  // trigram index with it. The current schema is the second choice, for a user who may not write
  // to `public`. A failed statement would abort the migration's transaction: try behind savepoints.
  const current = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  for (const schema of [...new Set(['public', current])]) {
    await sql`savepoint search_trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm schema ${sql.id(schema)}`.execute(db);
      await sql`release savepoint search_trigram`.execute(db);
      return (await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema ?? null;
    } catch {
      await sql`rollback to savepoint search_trigram`.execute(db);
    }
  }
  return null;
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const q = (name: string) => `${quote(schema)}.${name}`;
  // Byte order (collate "C"), so a prefix is a range of the primary key's index.
  await sql.raw(`create table ${q('search_words')} (word text collate "C" primary key)`).execute(db);
  // The words a reader sees: folded like the index, letters only (numbers are not typos), 3 to 30 long.
  const words = (title: string, body: string) => `select distinct w from regexp_split_to_table(${q('portal_search_fold')}(${title} || ' ' || ${body}), '[^[:alpha:]]+') as w
      where length(w) between 3 and 30`;
  await sql.raw(`create function ${q('search_words_sync')}() returns trigger language plpgsql as $$
    begin
      insert into ${q('search_words')} (word) ${words('NEW.title', 'NEW.body')} on conflict do nothing;
      return null;
    end $$`).execute(db);
  await sql.raw(`create trigger search_words_sync after insert on ${q('search_documents')} for each row execute function ${q('search_words_sync')}()`).execute(db);
  await sql.raw(`insert into ${q('search_words')} (word) select distinct w from ${q('search_documents')} d,
    lateral regexp_split_to_table(${q('portal_search_fold')}(d.title || ' ' || d.body), '[^[:alpha:]]+') as w
    where length(w) between 3 and 30 on conflict do nothing`).execute(db);

  const trigram = await trigramSchema(db);
  if (trigram) {
    const t = quote(trigram);
    await sql.raw(`create index search_words_trigram on ${q('search_words')} using gin (word ${t}.gin_trgm_ops)`).execute(db);
    await sql.raw(`create function ${q('portal_similar_words')}(text) returns setof text language sql stable parallel safe as $$
      select word from ${q('search_words')} where word operator(${t}.%) $1 and abs(length(word) - length($1)) <= 2
      order by ${t}.similarity(word, $1) desc, word limit 50 $$`).execute(db);
  } else {
    await sql.raw(`create function ${q('portal_similar_words')}(text) returns setof text language sql stable parallel safe as $$
      select word from ${q('search_words')} where length(word) between length($1) - 2 and length($1) + 2 $$`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await sql`create virtual table search_vocabulary using fts5vocab(search_index, 'row')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists portal_similar_words(text)`.execute(db);
    await sql`drop trigger if exists search_words_sync on search_documents`.execute(db);
    await sql`drop function if exists search_words_sync()`.execute(db);
    await sql`drop table if exists search_words`.execute(db);
  } else {
    await sql`drop table if exists search_vocabulary`.execute(db);
  }
}
