// Frozen in time: this file must never change once released.
// Requests refused with 429, counted per customer (the host's city), limit ('write', 'lookup',
// 'certificate-check', 'lockout', 'other') and hour on the UTC clock ('2026-12-15T16'), for the
// admin's dashboard. Counts only: no address, no route, no person. The indicator job deletes the
// hours older than 8 days, so the table stays at a few hundred rows per city.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_refusals')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('limit_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('hour', 'varchar(13)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_refusals_pk', ['customer_id', 'limit_name', 'hour'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_refusals').execute();
}
