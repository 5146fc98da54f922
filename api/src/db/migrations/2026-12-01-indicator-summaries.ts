// Frozen in time: this file must never change once released.
// The public service indicators, computed by a scheduled job (modules/indicators/) so the public
// page and the open data read a few summary rows instead of every request. Aggregates only: a
// count under 5 is stored as null (suppressed), so no person can be picked out.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idColumn = (name: string) => {
    const table = db.schema.createTable(name);
    return postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  };
  // One row per customer: when its figures were last computed and the period they cover.
  await db.schema.createTable('indicator_runs')
    .addColumn('customer_id', 'varchar(40)', (col) => col.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('computed_at', 'varchar(40)', (col) => col.notNull())
    // 'YYYY-MM-DD' on the customer's clock, both included
    .addColumn('period_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('period_to', 'varchar(10)', (col) => col.notNull())
    .execute();
  // A procedure's, a department's or the whole city's figures over the period: `scope` 'procedure',
  // 'department' or 'city' (scope_id 0).
  await idColumn('indicator_figures')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(20)', (col) => col.notNull())
    .addColumn('scope_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('department_id', 'integer')
    .addColumn('department_name', 'varchar(200)')
    .addColumn('standard_days', 'integer')
    .addColumn('received', 'integer')
    .addColumn('decided', 'integer')
    .addColumn('median_days', 'real')
    .addColumn('p90_days', 'real')
    .addColumn('within_share', 'real')
    .addUniqueConstraint('indicator_figures_scope', ['customer_id', 'scope', 'scope_id'])
    .execute();
  // Requests received per month ('YYYY-MM'), per procedure, department or the whole city.
  await idColumn('indicator_monthly')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('scope', 'varchar(20)', (col) => col.notNull())
    .addColumn('scope_id', 'integer', (col) => col.notNull())
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('received', 'integer')
    .addUniqueConstraint('indicator_monthly_cell', ['customer_id', 'scope', 'scope_id', 'month'])
    .execute();
  // The first free appointment of each office that gives them, when the job ran.
  await idColumn('indicator_offices')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('office_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    // 'YYYY-MM-DD' and 'HH:MM' on the customer's clock; null when nothing is free in the window
    .addColumn('next_date', 'varchar(10)')
    .addColumn('next_time', 'varchar(5)')
    .addUniqueConstraint('indicator_offices_office', ['customer_id', 'office_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['indicator_offices', 'indicator_monthly', 'indicator_figures', 'indicator_runs']) await db.schema.dropTable(table).execute();
}
