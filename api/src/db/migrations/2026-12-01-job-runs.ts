// Frozen in time: this file must never change once released.
// One row per scheduled job (a backup, a summary): when it last started and ended and how. Each
// instance runs the same schedule; a run is taken by the one instance whose conditional update of
// this row succeeds, so a job runs once per period however many instances there are.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('started_at', 'varchar(40)')
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('holder', 'varchar(80)')
    .addColumn('outcome', 'varchar(10)')
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
