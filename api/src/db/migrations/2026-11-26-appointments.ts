// Frozen in time: this file must never change once released.
// Appointments at an office's counter (issue 17). A booked appointment holds one numbered place of
// its slot: the unique (office, date, start, place) index is what lets exactly one of two citizens
// racing for the last place have it, on either database. A cancelled appointment gives its place
// back by setting `place` to null (nulls never collide in a unique index).
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('appointments') as Builder;
  await (postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code', 'varchar(12)', (col) => col.notNull().unique())
    .addColumn('office_id', 'integer', (col) => col.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('procedure_id', 'integer', (col) => col.references('procedures.id').onDelete('set null'))
    // The slot in the customer's time zone ('YYYY-MM-DD', 'HH:MM') and as instants (ISO, UTC).
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('place', 'integer')
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('national_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('created', 'varchar(30)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('attended_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('appointments_place').on('appointments').columns(['office_id', 'date', 'start_time', 'place']).unique().execute();
  await db.schema.createIndex('appointments_customer_date').on('appointments').columns(['customer_id', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointments').execute();
}
