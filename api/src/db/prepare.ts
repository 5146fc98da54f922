// Brings a database to the state the server needs before it listens: migrated and, when empty,
// seeded. On PostgreSQL several instances may start at once against one database: a session
// advisory lock lets one prepare while the others wait, so the seed never runs twice.
import { sql } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { isEmpty, seedDemo } from './seed.ts';

// Any constant shared by every instance of the portal ("portal" in ASCII).
const startupLock = 0x706f7274616c;

async function migrateAndSeed(db: Db, mediaDir: string): Promise<void> {
  await migrateToLatest(db);
  if (await isEmpty(db)) await seedDemo(db, mediaDir);
}

/** Migrates, and seeds an empty database, once even when several instances start together. */
export async function prepareDatabase(db: Db, mediaDir: string): Promise<void> {
  if (!isPostgres(db)) return migrateAndSeed(db, mediaDir);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLock})`.execute(connection);
    try {
      await migrateAndSeed(db, mediaDir);
    } finally {
      await sql`select pg_advisory_unlock(${startupLock})`.execute(connection);
    }
  });
}

/** DATABASE_URL as it may be shown in a log: the password replaced. */
export function safeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
