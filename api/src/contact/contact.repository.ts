import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ContactMessageTable } from '../db/schema.ts';

export interface StoredMessage {
  id: number;
  requestHash: string | null;
  reference: string;
}

/** The next number of a customer's yearly sequence: one atomic upsert on both databases. */
export async function nextNumber(db: Db, customerId: string, kind: string, year: number): Promise<number> {
  const row = await db
    .insertInto('reference_counters')
    .values({ customer_id: customerId, kind, counter_year: year, last_number: 1 })
    .onConflict((oc) => oc.columns(['customer_id', 'kind', 'counter_year']).doUpdateSet((eb) => ({ last_number: eb('reference_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** 'C-2026-000123'. */
export function contactReference(year: number, number: number): string {
  return `C-${year}-${String(number).padStart(6, '0')}`;
}

/** Stores contact messages. */
export function contactRepository(db: Db) {
  return {
    customerExists: async (id: string) =>
      (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    customerTimeZone: async (id: string) =>
      (await db.selectFrom('customers').select('time_zone').where('id', '=', id).executeTakeFirst())?.time_zone ?? null,
    /**
     * Inserts the message with the next reference of its customer and year, unless one with the
     * same idempotency key exists; answers the stored row's id, content hash and reference either
     * way. The number is taken first, in a statement of its own: inside the row's transaction the
     * counter's row lock was held across every round trip of it (insert, e-mail, commit), and
     * under a crowd, when each round trip waits for a busy event loop, every other message of the
     * city queued behind that lock until the pool's timeout (503s in npm run bench:peak). A number
     * whose message then fails to store is skipped, never reused, as the loser's of two retries
     * with one key always was (the insert's ON CONFLICT keeps them to one row).
     */
    insertOnce: async (message: Omit<Insertable<ContactMessageTable>, 'reference'>, year: number, afterInsert?: (trx: Db, id: number, reference: string) => Promise<void>): Promise<StoredMessage> => {
      const existing = () => db
        .selectFrom('contact_messages')
        .select(['id', 'request_hash', 'reference'])
        .where('customer_id', '=', message.customer_id)
        .where('idempotency_key', '=', message.idempotency_key ?? '')
        .executeTakeFirst();
      if (message.idempotency_key) {
        const before = await existing();
        if (before) return { id: before.id, requestHash: before.request_hash, reference: before.reference ?? '' };
      }
      const reference = contactReference(year, await nextNumber(db, message.customer_id, 'C', year));
      const inserted = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contact_messages')
          .values({ ...message, reference })
          .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
          .returning(['id', 'reference'])
          .executeTakeFirst();
        // The acknowledgement e-mail is queued with the message, in its transaction (a retried key queues none).
        if (row && afterInsert) await afterInsert(trx, row.id, reference);
        return row ? { id: row.id, reference } : null;
      });
      if (inserted) return { id: inserted.id, requestHash: message.request_hash ?? null, reference: inserted.reference };
      const after = await existing();
      if (!after) throw new Error('contact message vanished after a conflicting insert');
      return { id: after.id, requestHash: after.request_hash, reference: after.reference ?? '' };
    },
    count: async (customerId: string) =>
      Number((await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirst())?.n ?? 0),
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
