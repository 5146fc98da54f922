// Staff sessions: a random token in an HttpOnly, SameSite=Strict cookie (Secure with the __Host-
// prefix over TLS), its SHA-256 in the staff_sessions table shared by every instance. A session
// ends 30 minutes after its last request or 8 hours after sign-in, whichever comes first, and at
// sign-out (the row is deleted).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { overTls } from '../http/security-headers.ts';
import type { Actor } from './actor.ts';
import { factorsOf, type AccountFactors } from './account-factors.ts';
import { staffRepository } from './staff.repository.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 8 * 3600_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 30_000;

export const sessionCookieName = 'portal_staff';
export const tlsSessionCookieName = '__Host-portal_staff';

/** The session cookie's name on this request's connection. */
export function sessionCookieFor(request: FastifyRequest): string {
  return overTls(request) ? tlsSessionCookieName : sessionCookieName;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token the request carries, when it looks like one. */
function sessionToken(request: FastifyRequest): string | null {
  const value = request.cookies[sessionCookieFor(request)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Opens a session for an account and sets its cookie; answers when it ends at the latest. */
export async function openSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await staffRepository(ctx.db).addSession({ token_hash: hashToken(token), staff_id: staffId, created_at: now.toISOString(), last_seen_at: now.toISOString() });
  reply.setCookie(sessionCookieFor(request), token, {
    path: '/', httpOnly: true, sameSite: 'strict', secure: overTls(request), maxAge: SESSION_MAX_MS / 1000,
  });
  return new Date(now.getTime() + SESSION_MAX_MS);
}

/** Deletes the request's session (if any) and its cookie. */
export async function closeSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = sessionToken(request);
  if (token) await staffRepository(ctx.db).deleteSession(hashToken(token));
  reply.clearCookie(sessionCookieFor(request), { path: '/', httpOnly: true, sameSite: 'strict', secure: overTls(request) });
}

export interface StaffSession {
  actor: Actor;
  expiresAt: Date;
  /** the account's second factors and whether its role requires one */
  factors: AccountFactors;
}

/**
 * The session the request's cookie opens, or null without a cookie. An expired session, a closed
 * one or a disabled account throw 401 (an expired row is deleted); a live one is touched.
 */
export async function currentSession(ctx: AppContext, request: FastifyRequest): Promise<StaffSession | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const repo = staffRepository(ctx.db);
  const tokenHash = hashToken(token);
  const row = await repo.sessionWithAccount(tokenHash);
  if (!row) throw new HttpError(401, 'Su sesión terminó. Inicie sesión de nuevo.');
  const now = ctx.now().getTime();
  const createdAt = Date.parse(row.created_at);
  const lastSeen = Date.parse(row.last_seen_at);
  if (row.disabled === 1) {
    await repo.deleteSession(tokenHash);
    throw new HttpError(401, 'Su cuenta está desactivada. Consulte con un administrador.');
  }
  if (now - lastSeen >= SESSION_IDLE_MS || now - createdAt >= SESSION_MAX_MS) {
    await repo.deleteSession(tokenHash);
    throw new HttpError(401, 'Su sesión expiró. Inicie sesión de nuevo.');
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) await repo.touchSession(tokenHash, new Date(now).toISOString());
  return {
    actor: { kind: 'staff', staffId: row.id, label: row.email, role: row.role as StaffRole, customerId: row.customer_id },
    expiresAt: new Date(createdAt + SESSION_MAX_MS),
    factors: factorsOf(row),
  };
}

/** The request's session; 401 when nobody is signed in (or the session expired). */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<StaffSession> {
  const session = await currentSession(ctx, request);
  if (!session) throw new HttpError(401, 'No ha iniciado sesión.');
  return session;
}
