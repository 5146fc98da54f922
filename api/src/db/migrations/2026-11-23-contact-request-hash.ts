// Frozen in time: this file must never change once released.
// A hash of each contact message's content, so a retry with the same Idempotency-Key can be told
// apart from a different message reusing the key. Rows stored before have none (accepted as a match).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('request_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('request_hash').execute();
}
