// Frozen in time: this file must never change once released.
// At most one active appointment per person and procedure (finding: one cédula and one e-mail held
// five places, both places of one slot among them). A booking writes two hold keys, one for the
// cédula and one for the e-mail, each '<customer>|<procedure or office>|<who>'; a unique index on
// each lets the database refuse a second active booking, so two bookings sent at once cannot both
// pass a check. A hold whose appointment is over (cancelled, attended, missed or past) is cleared
// by the next booking of the same key. Existing appointments keep no hold. A customer may turn the
// rule off (`customers.one_appointment_per_procedure` 0).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('hold_national_id', 'varchar(200)').execute();
  await db.schema.alterTable('appointments').addColumn('hold_email', 'varchar(400)').execute();
  await db.schema.createIndex('appointments_hold_national_id').unique().on('appointments').column('hold_national_id').execute();
  await db.schema.createIndex('appointments_hold_email').unique().on('appointments').column('hold_email').execute();
  await db.schema.alterTable('customers').addColumn('one_appointment_per_procedure', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('one_appointment_per_procedure').execute();
  await db.schema.dropIndex('appointments_hold_email').execute();
  await db.schema.dropIndex('appointments_hold_national_id').execute();
  await db.schema.alterTable('appointments').dropColumn('hold_email').execute();
  await db.schema.alterTable('appointments').dropColumn('hold_national_id').execute();
}
