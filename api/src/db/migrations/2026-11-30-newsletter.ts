// Frozen in time: this file must never change once released.
// The newsletter's subscribers with double opt-in: an address is 'pending' (with the hash of its
// confirmation link's token) until the link is followed, then 'confirmed'. Unsubscribing deletes the
// row. One row per (customer, address).
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('newsletter_subscribers') as Builder;
  await (postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // lower case, trimmed
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('language', 'varchar(5)', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('unsubscribe_token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created', 'varchar(30)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addUniqueConstraint('newsletter_subscribers_address', ['customer_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
