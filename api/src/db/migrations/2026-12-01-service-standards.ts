// Frozen in time: this file must never change once released.
// Service standards: a procedure's time to decide, in working days (Monday to Friday, not the
// customer's holidays), null when the city has promised none. A state may be a decision
// ('Aprobado', 'Rechazado', 'Entregado'): the first time a request reaches one is its decision
// day. A request keeps the due date computed when it was filed (the promise made then) and the
// instant it was decided. Existing states with those demo names become decisions, and requests
// already in one count as decided when they were last updated (the nearest instant kept).
import { sql, type Kysely } from 'kysely';

const DECISION_NAMES = ['Aprobado', 'Rechazado', 'Entregado'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('procedures').addColumn('standard_days', 'integer').execute();
  await db.schema.alterTable('procedure_states').addColumn('decides', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  // A calendar day on the customer's clock, 'YYYY-MM-DD'.
  await db.schema.alterTable('user_procedures').addColumn('due_date', 'varchar(10)').execute();
  await db.schema.alterTable('user_procedures').addColumn('decided_at', 'varchar(40)').execute();
  await sql`update procedure_states set decides = 1 where name in (${sql.join(DECISION_NAMES)})`.execute(db);
  await sql`update user_procedures set decided_at = updated where state_id in (select id from procedure_states where decides = 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_procedures').dropColumn('decided_at').execute();
  await db.schema.alterTable('user_procedures').dropColumn('due_date').execute();
  await db.schema.alterTable('procedure_states').dropColumn('decides').execute();
  await db.schema.alterTable('procedures').dropColumn('standard_days').execute();
}
