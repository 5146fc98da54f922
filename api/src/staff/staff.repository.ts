// Staff accounts and their sessions (only Kysely code).
import { sql } from 'kysely';
import { matchesWords } from '../corporate/list-query.ts';
import type { Db } from '../db/database.ts';
import { factorColumns } from './account-factors.ts';

/** The stored password of an invited account that has not set one yet: it never verifies. */
export const NO_PASSWORD = '';

/** Reads and writes staff accounts and their sessions. */
export function staffRepository(db: Db) {
  return {
    accountByEmail: (email: string) =>
      db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst(),
    accountById: (id: number) =>
      db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst(),
    /** An account with its factors (factorColumns), by id. */
    accountWithFactors: (id: number) =>
      db.selectFrom('staff_accounts').selectAll().select([...factorColumns]).where('id', '=', id).executeTakeFirst(),
    addAccount: (account: { email: string; role: string; customer_id: string | null; password_hash: string; created: string }) =>
      db.insertInto('staff_accounts').values(account).returning('id').executeTakeFirstOrThrow(),
    updateAccount: (id: number, changes: { role?: string; password_hash?: string; disabled?: number; last_login?: string }) =>
      db.updateTable('staff_accounts').set(changes).where('id', '=', id).executeTakeFirst(),
    /**
     * Accounts by e-mail with their factors and the addresses they are locked from at `nowMs`;
     * `q` inside the e-mail, `role` exact, `customerId` only that municipality's accounts.
     */
    listAccounts: (filter: { q: string; role?: string; customerId?: string | null }, offset: number, limit: number, nowMs = Date.now()) => {
      let query = db.selectFrom('staff_accounts').where((eb) => matchesWords(eb, ['email'], filter.q));
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
      return Promise.all([
        query.selectAll().select([
          ...factorColumns,
          sql<number | string>`(select count(*) from staff_signin_throttle where staff_signin_throttle.scope = 'password'
            and staff_signin_throttle.account = staff_accounts.email and staff_signin_throttle.locked_until > ${nowMs})`.as('locked_count'),
        ]).orderBy('email').limit(limit).offset(offset).execute(),
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
          ...factorColumns,
        ])
        .where('staff_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst(),
    touchSession: (tokenHash: string, at: string) =>
      db.updateTable('staff_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),
    deleteSession: (tokenHash: string) =>
      db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute(),
    /** Closes every session of an account, but `keep` (the caller's own); answers how many. */
    deleteSessionsOf: async (staffId: number, keep?: string) => {
      let query = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
      if (keep) query = query.where('token_hash', '<>', keep);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    countSessionsOf: async (staffId: number) =>
      Number((await db.selectFrom('staff_sessions').select((eb) => eb.fn.countAll().as('n')).where('staff_id', '=', staffId).executeTakeFirst())?.n ?? 0),
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
