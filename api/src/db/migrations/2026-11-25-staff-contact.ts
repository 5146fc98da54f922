// Frozen in time: this file must never change once released.
// The contact inbox (issue 16): every message gets a reference 'C-<year>-<6 digits>' from a
// per-customer, per-year counter (an upsert that is atomic on both databases), and a clerk marks it
// answered with a note. Messages stored before get their references here, in the order they came.
import { sql, type Kysely } from 'kysely';

interface OldMessage { id: number; customer_id: string; created: string; time_zone: string | null }

function yearIn(iso: string, timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(new Date(iso)));
  } catch {
    return new Date(iso).getUTCFullYear();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reference_counters')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('counter_year', 'integer', (col) => col.notNull())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('reference_counters_pk', ['customer_id', 'kind', 'counter_year'])
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('reference', 'varchar(40)').execute();
  await db.schema.alterTable('contact_messages').addColumn('answered_at', 'varchar(40)').execute();
  await db.schema.alterTable('contact_messages').addColumn('answered_by', 'varchar(300)').execute();
  await db.schema.alterTable('contact_messages').addColumn('answered_staff_id', 'integer').execute();
  await db.schema.alterTable('contact_messages').addColumn('answer_note', 'text').execute();

  const old = await sql<OldMessage>`
    select m.id, m.customer_id, m.created, c.time_zone from contact_messages m
    left join customers c on c.id = m.customer_id order by m.id`.execute(db);
  const counters = new Map<string, number>();
  for (const row of old.rows) {
    const year = yearIn(row.created, row.time_zone ?? 'America/Caracas');
    const key = `${row.customer_id}\u0000${year}`;
    const next = (counters.get(key) ?? 0) + 1;
    counters.set(key, next);
    await sql`update contact_messages set reference = ${`C-${year}-${String(next).padStart(6, '0')}`} where id = ${row.id}`.execute(db);
  }
  for (const [key, last] of counters) {
    const [customerId, year] = key.split('\u0000');
    await sql`insert into reference_counters (customer_id, kind, counter_year, last_number) values (${customerId}, 'C', ${Number(year)}, ${last})`.execute(db);
  }
  await db.schema.createIndex('contact_messages_reference').on('contact_messages').columns(['customer_id', 'reference']).unique().execute();
  await db.schema.createIndex('contact_messages_customer_created').on('contact_messages').columns(['customer_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_customer_created').execute();
  await db.schema.dropIndex('contact_messages_reference').execute();
  for (const column of ['answer_note', 'answered_staff_id', 'answered_by', 'answered_at', 'reference']) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  }
  await db.schema.dropTable('reference_counters').execute();
}
