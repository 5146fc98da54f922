// /api/v2/staff/* for a staff member's own second factors and one-time links (any role):
//   GET  factors/                         the account's passkeys and authenticator app
//   POST passkey/registerOptions/, passkey/register/, passkey/delete/   (signed in)
//   POST passkey/options/, passkey/login/  sign in with a passkey (signed out)
//   POST totp/start/, totp/confirm/, totp/remove/   (signed in)
//   POST link/detail/, link/complete/      an invitation or reset link (signed out)
// Every POST needs the X-CSRFToken header (the app-wide check), like sign-in. The signed-out calls
// are limited per client address (WRITE_RATE_LIMIT a minute). Each change is audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffPasswordProblem, type AuditChange, calls } from '@portal/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { callRoute } from '../http/call-route.ts';
import type { AppContext } from '../context.ts';
import { fieldError, ok } from '../corporate/checks.ts';
import { HttpError } from '../http/errors.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { readLink, takeLink } from './account-links.ts';
import { recordAudit } from './audit.ts';
import { hashPassword } from './passwords.ts';
import {
  authenticationOptions, deletePasskey, listPasskeys, registerPasskey, registrationOptions, relyingParty, verifyPasskeySignIn,
} from './passkeys.ts';
import { requireSession, type StaffSession } from './sessions.ts';
import { unlockAccount } from './signin-throttle.ts';
import { NO_PASSWORD, staffRepository } from './staff.repository.ts';
import { signInWithPasskey, startSession } from './staff.service.ts';
import { checkTotp, confirmTotp, removeTotp, startTotp } from './totp.ts';


/** Refuses to remove the last factor of an account whose role requires one. */
function keepOneFactor(session: StaffSession, removing: 'passkey' | 'totp'): void {
  const { factors } = session;
  const left = factors.passkeys - (removing === 'passkey' ? 1 : 0) + (factors.totp && removing !== 'totp' ? 1 : 0);
  if (factors.required && left < 1) {
    throw new HttpError(409, 'Su rol exige un segundo factor: registre otro (una llave de acceso o una aplicación de códigos) antes de quitar este.');
  }
}

/** Registers the staff member's own factor and link calls. */
export function staffFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const signedOutLimit = { rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } };
  const audit = (session: Pick<StaffSession, 'actor'>, call: string, changes: AuditChange[]) =>
    recordAudit(ctx.db, { actor: session.actor, call, entity: 'staff', entityId: session.actor.staffId, customerId: session.actor.customerId, changes, at: ctx.now() });
  const issuer = (request: FastifyRequest) => {
    const origin = publicOrigin(ctx.config, request);
    return origin ? `Portal (${new URL(origin).hostname})` : 'Portal municipal';
  };

  callRoute(app, calls.staffFactors, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(ctx, request);
    const staffId = session.actor.staffId!;
    return ok({ passkeys: await listPasskeys(ctx.db, staffId), totp: session.factors.totp, required: session.factors.required });
  });

  callRoute(app, calls.passkeyRegisterOptions, {}, async (request) => {
    const session = await requireSession(ctx, request);
    return ok(await registrationOptions(ctx.db, relyingParty(ctx, request), { id: session.actor.staffId!, email: session.actor.label }, ctx.now()));
  });

  callRoute(app, calls.passkeyRegister, {}, async (request, reply) => {
    const session = await requireSession(ctx, request);
    const now = ctx.now();
    const name = request.body.name?.trim() || `Llave de acceso del ${now.toISOString().slice(0, 10)}`;
    const passkey = await registerPasskey(ctx.db, session.actor.staffId!, request.body.challenge_id, request.body.response as RegistrationResponseJSON, name, now);
    await audit(session, 'staff/passkeyAdd', [{ field: 'passkeys', before: String(session.factors.passkeys), after: String(session.factors.passkeys + 1) }]);
    return reply.code(201).send(ok(passkey, 'Llave de acceso registrada.'));
  });

  callRoute(app, calls.passkeyDelete, {}, async (request) => {
    const session = await requireSession(ctx, request);
    keepOneFactor(session, 'passkey');
    if (!(await deletePasskey(ctx.db, session.actor.staffId!, request.body.id))) throw new HttpError(404, 'Esa llave de acceso no existe.');
    await audit(session, 'staff/passkeyDelete', [{ field: 'passkeys', before: String(session.factors.passkeys), after: String(session.factors.passkeys - 1) }]);
    return ok({ id: request.body.id }, 'Llave de acceso quitada.');
  });

  callRoute(app, calls.passkeyOptions, {
    config: signedOutLimit,
  }, async (request) => ok(await authenticationOptions(ctx.db, relyingParty(ctx, request), ctx.now())));

  callRoute(app, calls.passkeyLogin, {
    config: signedOutLimit,
  }, async (request, reply) => {
    const staffId = await verifyPasskeySignIn(ctx.db, request.body.challenge_id, request.body.response as AuthenticationResponseJSON, ctx.now());
    return ok(await signInWithPasskey(ctx, request, reply, staffId), 'Sesión iniciada.');
  });

  callRoute(app, calls.totpStart, {}, async (request) => {
    const session = await requireSession(ctx, request);
    return ok(await startTotp(ctx.db, session.actor.staffId!, session.actor.label, issuer(request), ctx.now()));
  });

  callRoute(app, calls.totpConfirm, {}, async (request) => {
    const session = await requireSession(ctx, request);
    if (!(await confirmTotp(ctx.db, session.actor.staffId!, request.body.code, ctx.now()))) {
      throw fieldError('code', 'El código no coincide. Compruebe la hora del teléfono y escriba el código que muestra ahora la aplicación.');
    }
    await audit(session, 'staff/totpEnrol', [{ field: 'totp', before: String(session.factors.totp), after: 'true' }]);
    return ok({ totp: true }, 'Aplicación de códigos configurada. Desde ahora, al entrar con contraseña se le pedirá un código.');
  });

  callRoute(app, calls.totpRemove, {}, async (request) => {
    const session = await requireSession(ctx, request);
    if (!session.factors.totp) throw new HttpError(404, 'Su cuenta no tiene una aplicación de códigos.');
    keepOneFactor(session, 'totp');
    // A current code proves the app is at hand: a session left open is not enough to remove it.
    if (!(await checkTotp(ctx.db, session.actor.staffId!, request.body.code, ctx.now()))) {
      throw fieldError('code', 'El código no es correcto o ya se usó.');
    }
    await removeTotp(ctx.db, session.actor.staffId!);
    await audit(session, 'staff/totpRemove', [{ field: 'totp', before: 'true', after: 'false' }]);
    return ok({ totp: false }, 'Aplicación de códigos quitada.');
  });

  const usedLink = () => new HttpError(404, 'Este enlace ya se usó o caducó. Pida otro a un administrador.');

  callRoute(app, calls.linkDetail, {
    config: signedOutLimit,
  }, async (request) => {
    const link = await readLink(ctx.db, request.body.token, ctx.now());
    if (!link) throw usedLink();
    return ok({ email: link.email, purpose: link.purpose, expires_at: link.expiresAt });
  });

  callRoute(app, calls.linkComplete, {
    config: signedOutLimit,
  }, async (request, reply) => {
    const now = ctx.now();
    const link = await readLink(ctx.db, request.body.token, now);
    if (!link) throw usedLink();
    const problem = staffPasswordProblem(request.body.password, link.email);
    if (problem) throw fieldError('password', problem);
    const repo = staffRepository(ctx.db);
    const before = await repo.accountById(link.staffId);
    if (before?.disabled === 1) throw new HttpError(403, 'Su cuenta está desactivada. Consulte con un administrador.');
    const passwordHash = await hashPassword(request.body.password);
    // Taken only now, in one statement: a second tab with the same link finds it used.
    if (!(await takeLink(ctx.db, request.body.token, now))) throw usedLink();
    await repo.updateAccount(link.staffId, { password_hash: passwordHash });
    await repo.deleteSessionsOf(link.staffId);
    await unlockAccount(ctx.db, link.email);
    const account = (await repo.accountWithFactors(link.staffId))!;
    await recordAudit(ctx.db, {
      actor: { staffId: account.id, label: account.email }, call: link.purpose === 'invite' ? 'staff/acceptInvite' : 'staff/completeReset',
      entity: 'staff', entityId: account.id,
      customerId: account.customer_id, at: now,
      changes: [{ field: 'password', before: before?.password_hash === NO_PASSWORD ? null : 'anterior', after: 'nueva' }],
    });
    return ok(await startSession(ctx, request, reply, account, 'staff/login'), 'Contraseña guardada. Sesión iniciada.');
  });
}
