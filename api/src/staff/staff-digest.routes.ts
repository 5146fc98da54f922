// GET and POST /api/v2/staff/digest/: whether the signed-in account gets the daily digest e-mail
// (modules/notifications/staff-digest.ts). Only accounts of a city can: the digest is that city's.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { callRoute } from '../http/call-route.ts';
import { ok } from '../corporate/checks.ts';
import { HttpError } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import { requireSession } from './sessions.ts';
import { DIGEST_HOUR } from '../modules/notifications/staff-digest.ts';

export function staffDigestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownAccount = async (request: Parameters<typeof requireSession>[1]) => {
    const { actor } = await requireSession(ctx, request);
    if (actor.staffId === null || actor.customerId === null) throw new HttpError(403, 'El resumen diario es para las cuentas de personal de una alcaldía.');
    const row = await ctx.db.selectFrom('staff_accounts').select(['email', 'daily_digest']).where('id', '=', actor.staffId).executeTakeFirstOrThrow();
    return { actor, row };
  };

  callRoute(app, calls.staffDigest, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { row } = await ownAccount(request);
    return ok({ daily_digest: row.daily_digest === 1, email: row.email });
  });

  callRoute(app, calls.staffDigestUpdate, {}, async (request) => {
    const { actor, row } = await ownAccount(request);
    await ctx.db.updateTable('staff_accounts').set({ daily_digest: request.body.daily_digest ? 1 : 0 }).where('id', '=', actor.staffId!).execute();
    await recordAudit(ctx.db, { actor, call: 'staff/digest', entity: 'staff', entityId: actor.staffId, customerId: actor.customerId, at: ctx.now() });
    return ok({ daily_digest: request.body.daily_digest, email: row.email },
      request.body.daily_digest ? `Recibirá el resumen cada día a partir de las ${DIGEST_HOUR}:00 en ${row.email}.` : 'Ya no recibirá el resumen diario.');
  });
}
