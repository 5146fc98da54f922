// Frozen in time: this file must never change once released.
// How many times an appointment was moved to another day or time: its calendar file's SEQUENCE, so
// a citizen's calendar replaces the old entry with the new one instead of keeping both.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('moves', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('moves').execute();
}
