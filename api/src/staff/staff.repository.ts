// Staff accounts, sessions and failed sign-ins (only Kysely code).
import { matchesWords } from '../corporate/list-query.ts';
import type { Db } from '../db/database.ts';

/** Reads and writes staff accounts and their sessions. */
export function staffRepository(db: Db) {
  return {
    accountByEmail: (email: string) =>
      db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst(),
    accountById: (id: number) =>
      db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst(),
    addAccount: (account: { email: string; role: string; customer_id: string | null; password_hash: string; created: string }) =>
      db.insertInto('staff_accounts').values(account).returning('id').executeTakeFirstOrThrow(),
    updateAccount: (id: number, changes: { role?: string; password_hash?: string; disabled?: number; last_login?: string }) =>
      db.updateTable('staff_accounts').set(changes).where('id', '=', id).executeTakeFirst(),
    /** Accounts by e-mail; `q` inside the e-mail, `role` exact. */
    listAccounts: (filter: { q: string; role?: string; customerId?: string | null }, offset: number, limit: number) => {
      let query = db.selectFrom('staff_accounts').where((eb) => matchesWords(eb, ['email'], filter.q));
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.customerId) query = query.where((eb) => eb.or([eb('customer_id', '=', filter.customerId!), eb('customer_id', 'is', null)]));
      return Promise.all([
        query.selectAll().orderBy('email').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst().then((row) => Number(row?.n ?? 0)),
      ]);
    },
    addSession: (session: { token_hash: string; staff_id: number; created_at: string; last_seen_at: string }) =>
      db.insertInto('staff_sessions').values(session).execute(),
    sessionWithAccount: (tokenHash: string) =>
      db
        .selectFrom('staff_sessions')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.token_hash', 'staff_sessions.created_at', 'staff_sessions.last_seen_at',
          'staff_accounts.id', 'staff_accounts.email', 'staff_accounts.role', 'staff_accounts.customer_id', 'staff_accounts.disabled',
        ])
        .where('staff_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst(),
    touchSession: (tokenHash: string, at: string) =>
      db.updateTable('staff_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),
    deleteSession: (tokenHash: string) =>
      db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute(),
    deleteSessionsOf: (staffId: number) =>
      db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute(),
    /** Failed attempts of one subject since `since` (ISO), and the oldest of them. */
    failuresSince: async (subject: string, since: string) => {
      const row = await db
        .selectFrom('staff_auth_failures')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
        .where('subject', '=', subject)
        .where('at', '>', since)
        .executeTakeFirst();
      return { count: Number(row?.n ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
    },
    addFailure: (subject: string, at: string) =>
      db.insertInto('staff_auth_failures').values({ subject, at }).execute(),
    clearFailures: (subject: string) =>
      db.deleteFrom('staff_auth_failures').where('subject', '=', subject).execute(),
    /** Forgets failures older than `before` (ISO), so the table stays small. */
    pruneFailures: (before: string) =>
      db.deleteFrom('staff_auth_failures').where('at', '<=', before).execute(),
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;

