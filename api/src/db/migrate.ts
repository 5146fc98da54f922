// Runs the migrations in src/db/migrations. They are imported statically so the list is explicit
// and a stray file in the folder never runs by accident.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as initial from './migrations/2025-09-01-initial.ts';

const migrations: Record<string, Migration> = {
  '2025-09-01-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
