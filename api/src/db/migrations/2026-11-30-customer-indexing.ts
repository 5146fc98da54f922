// Frozen in time: this file must never change once released.
// Search engines are asked not to index a city's site (`<meta name="robots" content="noindex,
// follow">`, the spec's default) until one of its admins turns indexing on: `customers.indexing`,
// 0 (the default, every existing customer) or 1.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('indexing', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('indexing').execute();
}
