// Sign-in limits that hold under parallel guessing and cannot be turned against the staff.
//
// Every attempt is *claimed* before the password (or token) is checked: one INSERT … ON CONFLICT
// DO UPDATE … WHERE … RETURNING counts it and refuses it in the same statement, so 200 guesses
// sent at once cannot all read "4 failures so far" and all be checked (PostgreSQL locks the row for
// the upsert; SQLite runs one write at a time). A successful sign-in gives its claims back.
//
// - A password attempt claims its (account, address) pair: the first PAIR_LIMIT.free attempts pass,
//   then the pair is locked for 1 minute, and each further failure after a lock doubles it (up to
//   an hour). The owner signing in from anywhere else is never affected.
// - It also claims a place for its account in its address's list of failing accounts: an address
//   is stopped only when ADDRESS_CEILING.accounts distinct accounts failed from it within the
//   window, so one person's typos behind the city hall's NAT never shut out the colleagues.
// - A wrong ADMIN_TOKENS bearer token claims its address's token pair the same way.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

export interface PairPolicy {
  /** attempts that pass before the first lock */
  free: number;
  /** the first lock; each further failure doubles it */
  firstLockMs: number;
  maxLockMs: number;
  /** a pair with no attempt for this long starts afresh */
  forgetMs: number;
}

/** Password attempts per (account, address): 5, then 1, 2, 4 … minutes, at most an hour. */
export const PAIR_LIMIT: PairPolicy = { free: 5, firstLockMs: 60_000, maxLockMs: 3600_000, forgetMs: 24 * 3600_000 };
/** Wrong bearer tokens per address: 10, then 15, 30, 60 minutes. */
export const TOKEN_LIMIT: PairPolicy = { free: 10, firstLockMs: 15 * 60_000, maxLockMs: 3600_000, forgetMs: 24 * 3600_000 };
/** Distinct accounts that may fail from one address within the window. */
export const ADDRESS_CEILING = { accounts: 20, windowMs: 15 * 60_000 } as const;

export type ThrottleScope = 'password' | 'token';

const PAIR_LOCKED = 'Demasiados intentos fallidos con esta cuenta desde esta dirección. Espere {minutes} antes de intentarlo de nuevo, o pida a un administrador que la desbloquee.';
const ADDRESS_LOCKED = 'Demasiados intentos fallidos con cuentas distintas desde esta dirección. Espere {minutes} antes de intentarlo de nuevo.';
const TOKEN_LOCKED = 'Demasiadas solicitudes con tokens no válidos. Intente de nuevo más tarde.';

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

function locked(template: string, untilMs: number, nowMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new HttpError(429, template.replace('{minutes}', minutesText(seconds)), { retryAfter: seconds });
}

/** A short, fixed-width tag of an e-mail for the address's list (hex: safe inside LIKE). */
function accountTag(account: string): string {
  return createHash('sha256').update(account).digest('hex').slice(0, 16);
}

/**
 * Claims one attempt of a pair; throws 429 (Retry-After) when the pair is locked. The claim counts
 * as a failure until releasePair() gives it back.
 */
export async function claimPair(db: Db, scope: ThrottleScope, account: string, address: string, policy: PairPolicy, now: Date): Promise<void> {
  const at = now.getTime();
  const forgetBefore = at - policy.forgetMs;
  const firstLock = policy.free <= 1 ? policy.firstLockMs : 0;
  // The row's hit count after this attempt, and the lock it brings (0: none yet).
  const hits = sql`(case when staff_signin_throttle.last_at <= cast(${forgetBefore} as bigint) then 1 else staff_signin_throttle.hits + 1 end)`;
  const lock = sql`(case when ${hits} < ${policy.free} then cast(0 as bigint) when ${hits} = ${policy.free} then cast(${policy.firstLockMs} as bigint)
    when staff_signin_throttle.lock_ms * 2 > cast(${policy.maxLockMs} as bigint) then cast(${policy.maxLockMs} as bigint)
    when staff_signin_throttle.lock_ms = 0 then cast(${policy.firstLockMs} as bigint) else staff_signin_throttle.lock_ms * 2 end)`;
  const claimed = await sql<{ hits: number }>`
    insert into staff_signin_throttle (scope, account, address, hits, lock_ms, locked_until, last_at)
    values (${scope}, ${account}, ${address}, 1, ${firstLock}, ${firstLock === 0 ? 0 : at + firstLock}, ${at})
    on conflict (scope, account, address) do update set
      hits = ${hits},
      lock_ms = ${lock},
      locked_until = case when ${lock} = 0 then cast(0 as bigint) else cast(${at} as bigint) + ${lock} end,
      last_at = cast(${at} as bigint)
    where staff_signin_throttle.locked_until <= cast(${at} as bigint)
    returning hits`.execute(db);
  if (claimed.rows.length > 0) return;
  const row = await db.selectFrom('staff_signin_throttle').select('locked_until')
    .where('scope', '=', scope).where('account', '=', account).where('address', '=', address).executeTakeFirst();
  throw locked(scope === 'token' ? TOKEN_LOCKED : PAIR_LOCKED, Number(row?.locked_until ?? at + policy.firstLockMs), at);
}

/** Gives a pair's claims back (the right password): its count starts again from zero. */
export async function releasePair(db: Db, scope: ThrottleScope, account: string, address: string): Promise<void> {
  await db.deleteFrom('staff_signin_throttle').where('scope', '=', scope).where('account', '=', account).where('address', '=', address).execute();
}

/**
 * Claims a place for `account` among the accounts failing from `address`; throws 429 when the
 * address reached the ceiling with other accounts within its window.
 */
export async function claimAddress(db: Db, account: string, address: string, now: Date): Promise<void> {
  const at = now.getTime();
  const tag = accountTag(account);
  const expired = sql`staff_signin_addresses.window_start <= cast(${at - ADDRESS_CEILING.windowMs} as bigint)`;
  const listed = sql`staff_signin_addresses.accounts like ${`%|${tag}|%`}`;
  const claimed = await sql<{ account_count: number }>`
    insert into staff_signin_addresses (address, accounts, account_count, window_start)
    values (${address}, ${`|${tag}|`}, 1, ${at})
    on conflict (address) do update set
      accounts = case when ${expired} then ${`|${tag}|`} when ${listed} then staff_signin_addresses.accounts
        else staff_signin_addresses.accounts || ${`${tag}|`} end,
      account_count = case when ${expired} then 1 when ${listed} then staff_signin_addresses.account_count
        else staff_signin_addresses.account_count + 1 end,
      window_start = case when ${expired} then cast(${at} as bigint) else staff_signin_addresses.window_start end
    where ${expired} or ${listed} or staff_signin_addresses.account_count < ${ADDRESS_CEILING.accounts}
    returning account_count`.execute(db);
  if (claimed.rows.length > 0) return;
  const row = await db.selectFrom('staff_signin_addresses').select('window_start').where('address', '=', address).executeTakeFirst();
  throw locked(ADDRESS_LOCKED, Number(row?.window_start ?? at) + ADDRESS_CEILING.windowMs, at);
}

/** Takes `account` off its address's list (it signed in: it is not failing). */
export async function releaseAddress(db: Db, account: string, address: string): Promise<void> {
  const tag = accountTag(account);
  await db.updateTable('staff_signin_addresses')
    .set((eb) => ({
      accounts: sql`replace(${eb.ref('accounts')}, ${`|${tag}|`}, '|')`,
      account_count: eb('account_count', '-', 1),
    }))
    .where('address', '=', address)
    .where(sql<boolean>`accounts like ${`%|${tag}|%`}`)
    .execute();
}

/** Forgets pairs and address windows that no longer hold anything back, so the tables stay small. */
export async function pruneThrottle(db: Db, now: Date): Promise<void> {
  const at = now.getTime();
  await db.deleteFrom('staff_signin_throttle').where('last_at', '<', at - Math.max(PAIR_LIMIT.forgetMs, TOKEN_LIMIT.forgetMs)).execute();
  await db.deleteFrom('staff_signin_addresses').where('window_start', '<', at - ADDRESS_CEILING.windowMs).execute();
}

/** The addresses an account is locked from now, with when each lock ends (the console's unlock). */
export async function lockedAddresses(db: Db, account: string, now: Date): Promise<{ address: string; until: string; failures: number }[]> {
  const rows = await db.selectFrom('staff_signin_throttle').select(['address', 'locked_until', 'hits'])
    .where('scope', '=', 'password').where('account', '=', account).where('locked_until', '>', now.getTime())
    .orderBy('locked_until', 'desc').execute();
  return rows.map((row) => ({ address: row.address, until: new Date(Number(row.locked_until)).toISOString(), failures: row.hits }));
}

/** Lifts every lock and count of an account, from every address; answers how many pairs it held. */
export async function unlockAccount(db: Db, account: string): Promise<number> {
  const result = await db.deleteFrom('staff_signin_throttle').where('scope', '=', 'password').where('account', '=', account).executeTakeFirst();
  return Number(result.numDeletedRows);
}
