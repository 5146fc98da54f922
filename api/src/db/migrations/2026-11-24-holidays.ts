// Frozen in time: this file must never change once released.
// The customer's public holidays (spec section 7's `holiday` entity): days the city's offices and
// its phone support are closed. The support-hours rule, the appointment slots and the staff
// console read them.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('holidays');
  await (postgres
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // A calendar day in the customer's time zone, 'YYYY-MM-DD'.
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addUniqueConstraint('holidays_customer_date', ['customer_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('holidays').execute();
}
