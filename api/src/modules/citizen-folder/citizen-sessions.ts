// Citizen sessions, apart from the staff's: their own cookie (HttpOnly, SameSite=Lax so the link in
// an e-mail lands signed in; Secure with the __Host- prefix over TLS), a random token whose SHA-256
// is a row of citizen_sessions shared by every instance. A session ends 30 minutes after its last
// request or 12 hours after sign-in, whichever comes first, at sign-out (its row is deleted), and
// when the citizen signs out everywhere or closes it from the list of active sessions.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { overTls } from '../../http/security-headers.ts';
import { customerIdForHost } from '../../hosting/customer-host.ts';

export const CITIZEN_IDLE_MS = 30 * 60_000;
export const CITIZEN_MAX_MS = 12 * 3600_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 30_000;

export const citizenCookieName = 'portal_citizen';
export const tlsCitizenCookieName = '__Host-portal_citizen';

export function citizenCookieFor(request: FastifyRequest): string {
  return overTls(request) ? tlsCitizenCookieName : citizenCookieName;
}

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

function sessionToken(request: FastifyRequest): string | null {
  const value = request.cookies[citizenCookieFor(request)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The signed-in citizen: their account, what identifies them, and this session. */
export interface CitizenSession {
  sessionId: number;
  accountId: number;
  customerId: string;
  email: string | null;
  nationalId: string | null;
  method: 'email' | 'oidc';
  expiresAt: Date;
}

/** The account of an e-mail (or cédula), made on first sign-in. */
export async function accountFor(db: Db, customerId: string, identity: { email?: string; nationalId?: string }, now: Date): Promise<number> {
  const email = identity.email?.trim().toLowerCase() || null;
  const nationalId = identity.nationalId || null;
  const byEmail = email ? await db.selectFrom('citizen_accounts').select(['id', 'national_id']).where('customer_id', '=', customerId).where('email', '=', email).executeTakeFirst() : undefined;
  const byId = nationalId ? await db.selectFrom('citizen_accounts').select(['id', 'email']).where('customer_id', '=', customerId).where('national_id', '=', nationalId).executeTakeFirst() : undefined;
  if (byId) {
    // The cédula's account gains the verified e-mail when no other account holds it.
    if (email && !byId.email && !byEmail) await db.updateTable('citizen_accounts').set({ email }).where('id', '=', byId.id).execute();
    return byId.id;
  }
  if (byEmail) {
    if (nationalId && !byEmail.national_id) await db.updateTable('citizen_accounts').set({ national_id: nationalId }).where('id', '=', byEmail.id).execute();
    return byEmail.id;
  }
  const row = await db.insertInto('citizen_accounts').values({ customer_id: customerId, email, national_id: nationalId, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  if (row) return row.id;
  // Two first sign-ins at once: the other made it.
  return accountFor(db, customerId, identity, now);
}

const cookieOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: overTls(request) });

/** Opens a session for the account and sets its cookie. */
export async function openCitizenSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, accountId: number, customerId: string, method: 'email' | 'oidc'): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now().toISOString();
  const agent = String(request.headers['user-agent'] ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, 200);
  await ctx.db.insertInto('citizen_sessions').values({ token_hash: hashOf(token), account_id: accountId, customer_id: customerId, method, user_agent: agent, created_at: now, last_seen_at: now }).execute();
  reply.setCookie(citizenCookieFor(request), token, { ...cookieOptions(request), maxAge: CITIZEN_MAX_MS / 1000 });
}

/** Deletes this browser's session (if any) and its cookie. */
export async function closeCitizenSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await ctx.db.deleteFrom('citizen_sessions').where('token_hash', '=', hashOf(token)).execute();
  reply.clearCookie(citizenCookieFor(request), cookieOptions(request));
}

/**
 * The session this request's cookie opens for the site's customer, or null (no cookie, expired,
 * closed, or a session of another customer's site). An expired row is deleted; a live one touched.
 */
export async function currentCitizen(ctx: AppContext, request: FastifyRequest): Promise<CitizenSession | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const tokenHash = hashOf(token);
  const row = await ctx.db.selectFrom('citizen_sessions').innerJoin('citizen_accounts', 'citizen_accounts.id', 'citizen_sessions.account_id')
    .select(['citizen_sessions.id', 'citizen_sessions.account_id', 'citizen_sessions.customer_id', 'citizen_sessions.method', 'citizen_sessions.created_at', 'citizen_sessions.last_seen_at', 'citizen_accounts.email', 'citizen_accounts.national_id'])
    .where('citizen_sessions.token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.customer_id !== customerIdForHost(ctx.config, request.hostname)) return null;
  const now = ctx.now().getTime();
  const createdAt = Date.parse(row.created_at);
  const lastSeen = Date.parse(row.last_seen_at);
  if (now - lastSeen >= CITIZEN_IDLE_MS || now - createdAt >= CITIZEN_MAX_MS) {
    await ctx.db.deleteFrom('citizen_sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) await ctx.db.updateTable('citizen_sessions').set({ last_seen_at: new Date(now).toISOString() }).where('token_hash', '=', tokenHash).execute();
  return {
    sessionId: row.id, accountId: row.account_id, customerId: row.customer_id, email: row.email, nationalId: row.national_id,
    method: row.method, expiresAt: new Date(Math.min(createdAt + CITIZEN_MAX_MS, now + CITIZEN_IDLE_MS)),
  };
}

/** The account's live sessions, newest first; `current` marks this browser's. */
export async function activeSessions(ctx: AppContext, session: CitizenSession) {
  const now = ctx.now().getTime();
  const rows = await ctx.db.selectFrom('citizen_sessions').select(['id', 'method', 'user_agent', 'created_at', 'last_seen_at'])
    .where('account_id', '=', session.accountId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows
    .filter((row) => now - Date.parse(row.last_seen_at) < CITIZEN_IDLE_MS && now - Date.parse(row.created_at) < CITIZEN_MAX_MS)
    .map((row) => ({ id: row.id, method: row.method, user_agent: row.user_agent, created_at: row.created_at, last_seen_at: row.last_seen_at, current: row.id === session.sessionId }));
}

/** Ends every session of the account (this browser's cookie is cleared by the caller). */
export async function closeAllSessions(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('citizen_sessions').where('account_id', '=', accountId).execute();
}

/** Ends one session of the account; false when the id is not one of its sessions. */
export async function closeOneSession(db: Db, accountId: number, sessionId: number): Promise<boolean> {
  const gone = await db.deleteFrom('citizen_sessions').where('account_id', '=', accountId).where('id', '=', sessionId).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}
