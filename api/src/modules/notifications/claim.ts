// Claiming and settling outbox rows. A claim is a lease: the row turns 'sending' with a fresh token
// and an end (claimed_until). On PostgreSQL the due rows are picked FOR UPDATE SKIP LOCKED, so two
// instances claiming at once get disjoint rows; on SQLite the UPDATE is one statement of the single
// writer, which no other writer interleaves with. Settling names the token: a worker whose lease ran
// out (and whose row another worker claimed since) changes nothing.
import { randomBytes } from 'node:crypto';
import { isPostgres, type Db } from '../../db/database.ts';
import type { OutboxRow } from './transport.ts';

export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const token = randomBytes(12).toString('hex');
  let due = db.selectFrom('outbox').select('id')
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
      // A worker that stopped mid-delivery (crash, deploy) left its rows 'sending': they are due again once its lease ends.
      eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
    ]))
    .orderBy('next_attempt_at').orderBy('id').limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db.updateTable('outbox')
    .set((eb) => ({ status: 'sending', claim_token: token, claimed_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Marks a claimed row sent and logs the server's answer; false when the claim was lost. */
export async function settleSent(db: Db, row: OutboxRow, response: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('outbox')
      .set({ status: 'sent', sent_at: now.toISOString(), claim_token: null, claimed_until: null, last_error: null })
      .where('id', '=', row.id).where('claim_token', '=', row.claim_token).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await trx.insertInto('outbox_attempts').values({ outbox_id: row.id, customer_id: row.customer_id, at: now.toISOString(), outcome: 'sent', response: response.slice(0, 1000) }).execute();
    return true;
  });
}

export interface RetryPolicy {
  baseMs: number;
  maxAttempts: number;
  /** the longest wait between two attempts */
  capMs?: number;
}

/** The wait before attempt n+1 after n failed ones: base·2^(n-1), capped, with ±10 % jitter so instances spread out. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const raw = Math.min(policy.baseMs * 2 ** Math.max(0, attempts - 1), policy.capMs ?? 6 * 3_600_000);
  return Math.round(raw * (0.9 + 0.2 * random()));
}

/** Puts a claimed row back for a later attempt, or gives it up; logs the failure either way. */
export async function settleFailed(db: Db, row: OutboxRow, failure: { response: string; permanent: boolean }, policy: RetryPolicy, now: Date): Promise<'retry' | 'failed' | 'lost'> {
  const giveUp = failure.permanent || row.attempts >= policy.maxAttempts;
  return db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('outbox')
      .set(giveUp
        ? { status: 'failed', claim_token: null, claimed_until: null, last_error: failure.response }
        : { status: 'queued', claim_token: null, claimed_until: null, last_error: failure.response, next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts, policy)).toISOString() })
      .where('id', '=', row.id).where('claim_token', '=', row.claim_token).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return 'lost';
    const outcome = giveUp ? 'failed' : 'retry';
    await trx.insertInto('outbox_attempts').values({ outbox_id: row.id, customer_id: row.customer_id, at: now.toISOString(), outcome, response: failure.response }).execute();
    return outcome;
  });
}
