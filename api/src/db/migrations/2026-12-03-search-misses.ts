// Frozen in time: this file must never change once released.
// Site searches that found nothing, for the editors' dashboard: per customer, the normalised words
// only (no e-mail, phone or number sequence, nothing of who searched), how many times and the last
// day (UTC) they were searched. Bounded: a customer keeps at most a fixed number of rows and the
// indicator job deletes those not searched for 30 days.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_misses')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('words', 'varchar(120)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('last_seen', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['customer_id', 'words'])
    .execute();
  await db.schema.createIndex('search_misses_seen').on('search_misses').columns(['customer_id', 'last_seen']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_misses').execute();
}
