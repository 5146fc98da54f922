// Sign-in and the identity of a session. Wrong e-mail and wrong password answer the same 401 after
// the same work (an unknown address still runs scrypt); 5 failures per account or per client within
// 15 minutes answer 429, even with the right password, until the window passes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callsOfRole, type StaffIdentity, type StaffRole } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { Actor } from './actor.ts';
import { recordAudit } from './audit.ts';
import { LOGIN_FAILURE_LIMIT, recordFailure, refuseWhenLocked } from './auth-failures.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { openSession, SESSION_IDLE_MS } from './sessions.ts';
import { staffRepository } from './staff.repository.ts';

/** The form every e-mail is stored and compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the console learns about the signed-in account. */
export function identityOf(actor: Actor, expiresAt: Date): StaffIdentity {
  return {
    id: actor.staffId ?? 0,
    email: actor.label,
    role: actor.role,
    customer_id: actor.customerId,
    calls: callsOfRole(actor.role),
    expires_at: expiresAt.toISOString(),
    idle_minutes: SESSION_IDLE_MS / 60_000,
  };
}

const LOCKED = 'Demasiados intentos fallidos. Espere 15 minutos antes de intentarlo de nuevo.';

/** Checks the credentials, opens a session (cookie set on `reply`) and answers who signed in. */
export async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<StaffIdentity> {
  const repo = staffRepository(ctx.db);
  const address = normaliseEmail(email);
  const subjects = [`account:${address}`, `client:${request.ip}`];
  await refuseWhenLocked(ctx.db, subjects, LOGIN_FAILURE_LIMIT, ctx.now(), LOCKED);
  const account = await repo.accountByEmail(address);
  const valid = account ? await verifyPassword(password, account.password_hash) : (await verifyNothing(password), false);
  if (!account || !valid || account.disabled === 1) {
    await recordFailure(ctx.db, subjects, ctx.now());
    // A disabled account is told so only with the right password: it reveals nothing to a guesser.
    if (account && valid) throw new HttpError(403, 'Su cuenta está desactivada. Consulte con un administrador.');
    throw new HttpError(401, 'Correo o contraseña incorrectos.');
  }
  await repo.clearFailures(`account:${address}`);
  const expiresAt = await openSession(ctx, request, reply, account.id);
  const actor: Actor = { kind: 'staff', staffId: account.id, label: account.email, role: account.role as StaffRole, customerId: account.customer_id };
  const now = ctx.now();
  await repo.updateAccount(account.id, { last_login: now.toISOString() });
  await recordAudit(ctx.db, { actor, call: 'staff/login', entity: 'staff', entityId: account.id, customerId: account.customer_id, at: now });
  return identityOf(actor, expiresAt);
}
