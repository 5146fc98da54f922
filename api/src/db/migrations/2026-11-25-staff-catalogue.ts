// Frozen in time: this file must never change once released.
// The catalogue the staff edit (issue 16, spec section 7):
// - a requirement catalogue per customer (`requirement_catalogue`) and the requirements each
//   procedure asks for (`procedure_requirements`, in order, with a note). The former `requirements`
//   table (one row per procedure and name) is moved into them and dropped;
// - the service offices and which procedures are done where (`offices`, `procedure_offices`);
// - the offices' weekly schedules for appointments (`schedules`, `schedule_days`).
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

interface OldRequirement { procedure_id: number; name: string; position: number; customer_id: string }

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('requirement_catalogue') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('requirement_catalogue_customer_name', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('procedure_requirements')
    .addColumn('procedure_id', 'integer', (col) => col.notNull().references('procedures.id').onDelete('cascade'))
    // A requirement a procedure asks for cannot be deleted (the corporate call answers 409).
    .addColumn('requirement_id', 'integer', (col) => col.notNull().references('requirement_catalogue.id').onDelete('restrict'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('note', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('procedure_requirements_pk', ['procedure_id', 'requirement_id'])
    .execute();
  await db.schema.createIndex('procedure_requirements_requirement').on('procedure_requirements').column('requirement_id').execute();

  // Move the old rows: one catalogue entry per customer and name, one link per procedure and name.
  const old = await sql<OldRequirement>`
    select r.procedure_id, r.name, r.position, p.customer_id
    from requirements r join procedures p on p.id = r.procedure_id
    order by p.customer_id, r.name, r.procedure_id, r.position`.execute(db);
  const catalogueIds = new Map<string, number>();
  const linked = new Set<string>();
  for (const row of old.rows) {
    const key = `${row.customer_id}\u0000${row.name}`;
    let requirementId = catalogueIds.get(key);
    if (requirementId === undefined) {
      const inserted = await sql<{ id: number }>`
        insert into requirement_catalogue (customer_id, name, description) values (${row.customer_id}, ${row.name}, '') returning id`.execute(db);
      requirementId = Number(inserted.rows[0]!.id);
      catalogueIds.set(key, requirementId);
    }
    const link = `${row.procedure_id}:${requirementId}`;
    if (linked.has(link)) continue;
    linked.add(link);
    await sql`insert into procedure_requirements (procedure_id, requirement_id, position, note)
      values (${row.procedure_id}, ${requirementId}, ${row.position}, '')`.execute(db);
  }
  await db.schema.dropTable('requirements').execute();

  await withId(db.schema.createTable('offices') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('address', 'varchar(500)', (col) => col.notNull())
    .addColumn('opening_hours', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (col) => col.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  await db.schema.createIndex('offices_customer').on('offices').column('customer_id').execute();

  await db.schema
    .createTable('procedure_offices')
    .addColumn('procedure_id', 'integer', (col) => col.notNull().references('procedures.id').onDelete('cascade'))
    .addColumn('office_id', 'integer', (col) => col.notNull().references('offices.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('procedure_offices_pk', ['procedure_id', 'office_id'])
    .execute();
  await db.schema.createIndex('procedure_offices_office').on('procedure_offices').column('office_id').execute();

  await withId(db.schema.createTable('schedules') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('office_id', 'integer', (col) => col.notNull().references('offices.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    // 'YYYY-MM-DD' or null (open-ended), days in the customer's time zone.
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    .execute();
  await db.schema.createIndex('schedules_office').on('schedules').column('office_id').execute();

  await withId(db.schema.createTable('schedule_days') as Builder)
    .addColumn('schedule_id', 'integer', (col) => col.notNull().references('schedules.id').onDelete('cascade'))
    // ISO weekday, 1 Monday … 7 Sunday; times 'HH:MM' in the customer's time zone.
    .addColumn('weekday', 'integer', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('schedule_days_schedule').on('schedule_days').column('schedule_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['schedule_days', 'schedules', 'procedure_offices', 'offices']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (postgres
    ? db.schema.createTable('requirements').addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable('requirements').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('procedure_id', 'integer', (col) => col.notNull().references('procedures.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into requirements (procedure_id, name, position)
    select l.procedure_id, c.name, l.position from procedure_requirements l join requirement_catalogue c on c.id = l.requirement_id`.execute(db);
  await db.schema.dropTable('procedure_requirements').execute();
  await db.schema.dropTable('requirement_catalogue').execute();
}
