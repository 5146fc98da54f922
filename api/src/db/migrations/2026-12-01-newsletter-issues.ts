// Frozen in time: this file must never change once released.
// The newsletter's issues: what an editor sent (subject, intro, the news posts it points to) and to
// how many confirmed subscribers; each copy is an outbox row (event newsletter.issue, entity id the
// issue's), whose states give the deliveries.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('post_ids', 'text', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'varchar(200)', (col) => col.notNull())
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('newsletter_issues_customer').on('newsletter_issues').columns(['customer_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_issues').execute();
}
