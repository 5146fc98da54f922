// Sign-in and the identity of a session. Wrong e-mail and wrong password answer the same 401 after
// the same work (an unknown address still runs scrypt). Each attempt is claimed before it is
// checked (signin-throttle.ts): too many from one address for one account, or for many accounts,
// answer 429 even with the right password until the lock passes; the owner elsewhere is never
// held back. An account with an authenticator app also sends its code; a role that requires a
// second factor cannot sign in with the password alone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callsOfRole, STAFF_ROLE_NAMES, type StaffIdentity, type StaffRole } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { factorsOf, mustEnrol, type AccountFactors } from './account-factors.ts';
import type { Actor } from './actor.ts';
import { recordAudit } from './audit.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { openSession, SESSION_IDLE_MS } from './sessions.ts';
import { claimAddress, claimPair, PAIR_LIMIT, pruneThrottle, releaseAddress, releasePair } from './signin-throttle.ts';
import { staffRepository } from './staff.repository.ts';
import { checkTotp } from './totp.ts';

/** The form every e-mail is stored and compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the console learns about the signed-in account. */
export function identityOf(actor: Actor, expiresAt: Date, factors: AccountFactors): StaffIdentity {
  const enrolling = mustEnrol(factors);
  return {
    id: actor.staffId ?? 0,
    email: actor.label,
    role: actor.role,
    customer_id: actor.customerId,
    // Until it registers a factor, an account its role requires one of reaches only its own page.
    calls: enrolling ? [] : callsOfRole(actor.role),
    expires_at: expiresAt.toISOString(),
    idle_minutes: SESSION_IDLE_MS / 60_000,
    factors: { passkeys: factors.passkeys, totp: factors.totp },
    second_factor_required: factors.required,
    must_enrol: enrolling,
  };
}

type AccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffRepository>['accountWithFactors']>>>;

/** The actor a staff account acts as. */
export function staffActor(account: { id: number; email: string; role: string; customer_id: string | null }): Actor {
  return { kind: 'staff', staffId: account.id, label: account.email, role: account.role as StaffRole, customerId: account.customer_id };
}

/** Opens a session for a checked account, notes the sign-in and answers its identity. `how` goes to the audit log. */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, account: AccountRow, call: string): Promise<StaffIdentity> {
  const expiresAt = await openSession(ctx, request, reply, account.id);
  const actor = staffActor(account);
  const now = ctx.now();
  await staffRepository(ctx.db).updateAccount(account.id, { last_login: now.toISOString() });
  await recordAudit(ctx.db, { actor, call, entity: 'staff', entityId: account.id, customerId: account.customer_id, at: now });
  return identityOf(actor, expiresAt, factorsOf(account));
}

const DISABLED = 'Su cuenta está desactivada. Consulte con un administrador.';

function codeProblem(status: number, message: string, field: string): HttpError {
  return Object.assign(new HttpError(status, message), { errors: [{ field: 'code', message: field }] });
}

/** Why a role that requires a second factor cannot sign in with the password alone, and what to do. */
function secondFactorRequired(role: StaffRole, factors: AccountFactors): HttpError {
  const name = STAFF_ROLE_NAMES[role];
  return new HttpError(403, factors.passkeys > 0
    ? `Su rol (${name}) exige un segundo factor: inicie sesión con su llave de acceso («Entrar con llave de acceso»).`
    : `Su rol (${name}) exige un segundo factor y su cuenta aún no tiene ninguno. Pida a un administrador un enlace de acceso `
      + '(sección Personal de la consola, «Restablecer contraseña»): al abrirlo podrá registrar una llave de acceso o una aplicación de códigos.');
}

/** Checks the credentials (and the code), opens a session (cookie set on `reply`) and answers who signed in. */
export async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, credentials: { email: string; password: string; code?: string }): Promise<StaffIdentity> {
  const repo = staffRepository(ctx.db);
  const email = normaliseEmail(credentials.email);
  const now = ctx.now();
  // Claimed before anything is checked: the claim is the count (see signin-throttle.ts).
  await claimAddress(ctx.db, email, request.ip, now);
  await claimPair(ctx.db, 'password', email, request.ip, PAIR_LIMIT, now);
  const found = await repo.accountByEmail(email);
  const account = found ? await repo.accountWithFactors(found.id) : undefined;
  const valid = account ? await verifyPassword(credentials.password, account.password_hash) : (await verifyNothing(credentials.password), false);
  if (!account || !valid || account.disabled === 1) {
    await pruneThrottle(ctx.db, now);
    // A disabled account is told so only with the right password: it reveals nothing to a guesser.
    if (account && valid) throw new HttpError(403, DISABLED);
    throw new HttpError(401, 'Correo o contraseña incorrectos.');
  }
  const factors = factorsOf(account);
  if (factors.totp) {
    // The password was right; the claims stay until the code is right too.
    if (!credentials.code?.trim()) throw codeProblem(401, 'Escriba el código de su aplicación de autenticación.', 'Escriba el código de 6 cifras que muestra su aplicación.');
    if (!(await checkTotp(ctx.db, account.id, credentials.code, now))) {
      throw codeProblem(401, 'El código de verificación no es correcto o ya se usó.', 'Escriba el código que muestra ahora su aplicación.');
    }
  } else if (factors.required) {
    throw secondFactorRequired(account.role as StaffRole, factors);
  }
  await releasePair(ctx.db, 'password', email, request.ip);
  await releaseAddress(ctx.db, email, request.ip);
  return startSession(ctx, request, reply, account, 'staff/login');
}

/** Opens a session for the account a verified passkey belongs to (403 when it is disabled). */
export async function signInWithPasskey(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, staffId: number): Promise<StaffIdentity> {
  const account = await staffRepository(ctx.db).accountWithFactors(staffId);
  if (!account) throw new HttpError(401, 'Esta llave de acceso no está registrada en el portal o no es válida.');
  if (account.disabled === 1) throw new HttpError(403, DISABLED);
  return startSession(ctx, request, reply, account, 'staff/passkeyLogin');
}
