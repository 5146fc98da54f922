// Frozen in time: this file must never change once released.
// The staff's daily digest: whether an account wants it (off unless its owner turns it on), and the
// city's day it was last queued for (the claim that makes it once a day across instances).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').addColumn('daily_digest', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('staff_accounts').addColumn('digest_sent_on', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('digest_sent_on').execute();
  await db.schema.alterTable('staff_accounts').dropColumn('daily_digest').execute();
}
