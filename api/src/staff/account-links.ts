// One-time links for staff accounts: an invitation (a new account sets its password) or a reset
// (an admin lets someone who lost their password or device back in). The link carries a random
// token after '#', so it never reaches a server log or a Referer; only its SHA-256 is stored. It
// works once, for 72 hours, and a newer link of the account replaces it. Today the admin hands
// it over; the answer's `url` is what a notification e-mail will carry once the portal sends mail.
import { createHash, randomBytes } from 'node:crypto';
import type { AccountLink } from '@portal/contract';
import type { Db } from '../db/database.ts';

export const LINK_TTL_MS = 72 * 3600_000;
/** The console's page that opens a link (mfe-admin's routes). */
export const LINK_PATH = '/admin/link';

export type LinkPurpose = AccountLink['purpose'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link for an account (any older one stops working); `origin` '' gives a path on the console's origin. */
export async function createLink(db: Db, staffId: number, purpose: LinkPurpose, createdBy: string, origin: string, now: Date): Promise<AccountLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS).toISOString();
  await db.deleteFrom('staff_account_links').where('staff_id', '=', staffId).execute();
  await db.insertInto('staff_account_links')
    .values({ token_hash: hashOf(token), staff_id: staffId, purpose, created_at: now.toISOString(), expires_at: expiresAt, created_by: createdBy })
    .execute();
  return { url: `${origin}${LINK_PATH}#${token}`, purpose, expires_at: expiresAt };
}

/** The account's unused, unexpired link (without its token, which is not stored), or null. */
export async function pendingLink(db: Db, staffId: number, now: Date): Promise<{ purpose: string; expires_at: string } | null> {
  const row = await db.selectFrom('staff_account_links').select(['purpose', 'expires_at'])
    .where('staff_id', '=', staffId).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  return row ?? null;
}

/** Whose a live link is (null: unknown, used or expired). */
export async function readLink(db: Db, token: string, now: Date): Promise<{ staffId: number; email: string; purpose: LinkPurpose; expiresAt: string } | null> {
  const row = await db.selectFrom('staff_account_links')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_account_links.staff_id')
    .select(['staff_account_links.staff_id', 'staff_account_links.purpose', 'staff_account_links.expires_at', 'staff_accounts.email'])
    .where('staff_account_links.token_hash', '=', hashOf(token))
    .where('staff_account_links.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { staffId: row.staff_id, email: row.email, purpose: row.purpose as LinkPurpose, expiresAt: row.expires_at } : null;
}

/** Uses a link up, in one statement (two tabs cannot both use it): its account and purpose, or null. */
export async function takeLink(db: Db, token: string, now: Date): Promise<{ staffId: number; purpose: LinkPurpose } | null> {
  const row = await db.deleteFrom('staff_account_links')
    .where('token_hash', '=', hashOf(token)).where('expires_at', '>', now.toISOString())
    .returning(['staff_id', 'purpose']).executeTakeFirst();
  return row ? { staffId: row.staff_id, purpose: row.purpose as LinkPurpose } : null;
}
