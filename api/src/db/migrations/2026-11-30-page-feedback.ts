// Frozen in time: this file must never change once released.
// '¿Le resultó útil esta página?': one row per answer, of a customer's procedure page, news story or
// city page (`page_kind`, `page_id`), yes or no and an optional comment. Nothing about who answered
// is stored (no address, no browser), so the table holds no personal data by construction.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('page_feedback')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('page_kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('page_id', 'integer', (col) => col.notNull())
    .addColumn('helpful', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_feedback_page').on('page_feedback').columns(['customer_id', 'page_kind', 'page_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_feedback').execute();
}
