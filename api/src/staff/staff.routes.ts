// /api/v2/staff/{login,logout,me}/ — the staff session (sessions.ts) — and the admins' corporate
// call registry/detail. The admins' account calls are in staff-accounts.routes.ts; passkeys, the
// authenticator app and one-time links in staff-factors.routes.ts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import { type StaffLoginResponse, type StaffLogoutResponse, type StaffMeResponse } from '@portal/contract/schemas';
import { callRoute } from '../http/call-route.ts';
import type { AppContext } from '../context.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { ok } from '../corporate/checks.ts';
import { HttpError } from '../http/errors.ts';
import { parseRegistry } from '../registry/registry.ts';
import fs from 'node:fs';
import { closeSession, currentSession, requireSession } from './sessions.ts';
import { identityOf, signIn } from './staff.service.ts';
import { recordAudit } from './audit.ts';
import { staffAccountRoutes } from './staff-accounts.routes.ts';
import { staffFactorRoutes } from './staff-factors.routes.ts';
import { staffDigestRoutes } from './staff-digest.routes.ts';

/** Registers the staff session calls and the admins' staff calls. */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Sign-in is a write like any other: it needs the X-CSRFToken header (a forged sign-in into the
  // attacker's account is an attack too).
  callRoute(app, calls.staffLogin, {}, async (request, reply): Promise<StaffLoginResponse> => {
    const identity = await signIn(ctx, request, reply, request.body);
    return ok(identity, 'Sesión iniciada.');
  });

  callRoute(app, calls.staffLogout, {}, async (request, reply): Promise<StaffLogoutResponse> => {
    // An expired session is just as closed.
    const session = await currentSession(ctx, request).catch(() => null);
    await closeSession(ctx, request, reply);
    if (session) {
      await recordAudit(ctx.db, { actor: session.actor, call: 'staff/logout', entity: 'staff', entityId: session.actor.staffId, customerId: session.actor.customerId, at: ctx.now() });
    }
    return ok(null, 'Sesión cerrada.');
  });

  callRoute(app, calls.staffMe, {}, async (request, reply): Promise<StaffMeResponse> => {
    reply.header('cache-control', 'no-store');
    const session = await requireSession(ctx, request);
    return ok(identityOf(session.actor, session.expiresAt, session.factors));
  });

  staffAccountRoutes(app, ctx);
  staffFactorRoutes(app, ctx);
  staffDigestRoutes(app, ctx);

  corporateCall(app, ctx, {
    call: calls.registryDetail,
    handler: async ({ actor }) => {
      let text: string;
      try {
        text = fs.readFileSync(ctx.registry.file, 'utf8');
      } catch {
        throw new HttpError(404, 'El registro de remotos no existe todavía.');
      }
      const registry = parseRegistry(text);
      // An admin of one city sees what its visitors load (the defaults and its own overrides), never
      // another city's overrides or canaries.
      if (actor.customerId === null) return ok(registry);
      const own = registry.customers[actor.customerId];
      return ok({ default: registry.default, customers: own ? { [actor.customerId]: own } : {} });
    },
  });
}
