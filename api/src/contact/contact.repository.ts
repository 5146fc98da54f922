import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ContactMessageTable } from '../db/schema.ts';

/** Stores contact messages. */
export function contactRepository(db: Db) {
  return {
    customerExists: async (id: string) =>
      (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    /**
     * Inserts the message unless one with the same idempotency key exists; returns the id of the
     * stored row either way. A single INSERT … ON CONFLICT is atomic on both databases, so
     * concurrent retries with the same key still store one row.
     */
    insertOnce: async (message: Insertable<ContactMessageTable>): Promise<number> => {
      const inserted = await db
        .insertInto('contact_messages')
        .values(message)
        .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const existing = await db
        .selectFrom('contact_messages')
        .select('id')
        .where('customer_id', '=', message.customer_id)
        .where('idempotency_key', '=', message.idempotency_key ?? '')
        .executeTakeFirstOrThrow();
      return existing.id;
    },
    count: async (customerId: string) =>
      Number((await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirst())?.n ?? 0),
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
