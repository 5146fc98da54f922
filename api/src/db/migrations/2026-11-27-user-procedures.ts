// Frozen in time: this file must never change once released.
// Citizens' online requests (issue 17): the request, one row per requirement with its document and
// the clerk's verdict, and the history of every change (who, when, what).
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('user_procedures') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code', 'varchar(12)', (col) => col.notNull().unique())
    // A procedure with requests cannot be deleted (the corporate call answers 409).
    .addColumn('procedure_id', 'integer', (col) => col.notNull().references('procedures.id').onDelete('restrict'))
    .addColumn('state_id', 'integer', (col) => col.references('procedure_states.id').onDelete('set null'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('national_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('created', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated', 'varchar(30)', (col) => col.notNull())
    .addColumn('payment_status', 'varchar(20)', (col) => col.notNull())
    .addColumn('payment_amount', 'double precision')
    .addColumn('payment_reference', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('paid_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('user_procedures_customer').on('user_procedures').columns(['customer_id', 'id']).execute();

  await withId(db.schema.createTable('user_procedure_requirements') as Builder)
    .addColumn('user_procedure_id', 'integer', (col) => col.notNull().references('user_procedures.id').onDelete('cascade'))
    // The catalogue's id and name when the request started: a later catalogue edit does not change it.
    .addColumn('requirement_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('note', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('file_path', 'varchar(300)')
    .addColumn('file_name', 'varchar(200)')
    .addColumn('file_mime', 'varchar(60)')
    .addColumn('file_size', 'integer')
    .addUniqueConstraint('user_procedure_requirements_unique', ['user_procedure_id', 'requirement_id'])
    .execute();

  await withId(db.schema.createTable('user_procedure_history') as Builder)
    .addColumn('user_procedure_id', 'integer', (col) => col.notNull().references('user_procedures.id').onDelete('cascade'))
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    // 'ciudadano', or the clerk's e-mail (or token label)
    .addColumn('actor', 'varchar(254)', (col) => col.notNull())
    .addColumn('event', 'varchar(200)', (col) => col.notNull())
    .addColumn('detail', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('user_procedure_history_request').on('user_procedure_history').column('user_procedure_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_procedure_history', 'user_procedure_requirements', 'user_procedures']) await db.schema.dropTable(table).execute();
}
