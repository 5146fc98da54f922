// The folder's JSON calls, /api/v2/folder/* (contract/src/citizen-folder.ts). Every answer is
// `Cache-Control: private, no-store`: no shared cache keeps a citizen's data, and no browser cache
// shows it after sign-out. State-changing calls need the anti-forgery header like every other write.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { callRoute } from '../../http/call-route.ts';
import { HttpError } from '../../http/errors.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { customerIdForHost } from '../../hosting/customer-host.ts';
import { languageOf } from '../notifications/language.ts';
import { closeAllSessions, closeCitizenSession, closeOneSession, currentCitizen, type CitizenSession } from './citizen-sessions.ts';
import { folderOf, requireCitizen } from './folder-session.ts';
import { cancelOwnAppointment, claimItem, deleteAccount, moveOwnAppointment, NOT_IN_FOLDER } from './folder-actions.ts';
import { LINK_SENT, sendSignInLink } from './sign-in-links.ts';
import { folderExportRoutes } from './folder-export.routes.ts';

/** A body's customer must be the site's own: another city's id finds nothing. */
function sameCustomer(session: CitizenSession, customerId: string): void {
  if (customerId !== session.customerId) throw new HttpError(404, NOT_IN_FOLDER);
}

const message = (text: string) => ({ res: 1 as const, data: null, message: text });

export async function folderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });

    callRoute(scope, calls.folderLink, {
      config: { rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
    }, async (request, reply) => {
      if (request.body.customer_id !== customerIdForHost(ctx.config, request.hostname)) throw new HttpError(404, 'El cliente indicado no existe.');
      await sendSignInLink(ctx, request, reply, request.body.customer_id, request.body.email);
      return message(LINK_SENT);
    });

    callRoute(scope, calls.folder, {}, async (request) => ({ res: 1 as const, data: await folderOf(ctx, await requireCitizen(ctx, request)) }));

    callRoute(scope, calls.folderAppointmentCancel, {}, async (request) => {
      const session = await requireCitizen(ctx, request);
      sameCustomer(session, request.body.customer_id);
      const text = await cancelOwnAppointment(ctx.db, session, request.body.appointment_id, ctx.now(), { config: ctx.config, language: languageOf(request) });
      ctx.mail.nudge();
      return message(text);
    });

    callRoute(scope, calls.folderAppointmentMove, {
      config: { rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
    }, async (request) => {
      const session = await requireCitizen(ctx, request);
      sameCustomer(session, request.body.customer_id);
      const { appointment_id: id, date, start } = request.body;
      const text = await moveOwnAppointment(ctx.db, session, id, { date, start }, ctx.now(), { config: ctx.config, language: languageOf(request) });
      ctx.mail.nudge();
      return message(text);
    });

    callRoute(scope, calls.folderClaim, { config: { rateLimit: codeLookupLimit(ctx) } }, async (request) => {
      const session = await requireCitizen(ctx, request);
      sameCustomer(session, request.body.customer_id);
      return message(await claimItem(ctx.db, session, request.body.code, request.body.email, ctx.now()));
    });

    callRoute(scope, calls.folderLogout, {}, async (request, reply) => {
      const session = await currentCitizen(ctx, request);
      if (session && request.body.everywhere) await closeAllSessions(ctx.db, session.accountId);
      await closeCitizenSession(ctx, request, reply);
      return message(request.body.everywhere ? 'Cerramos su sesión en todos los dispositivos.' : 'Sesión cerrada.');
    });

    callRoute(scope, calls.folderSessionClose, {}, async (request) => {
      const session = await requireCitizen(ctx, request);
      sameCustomer(session, request.body.customer_id);
      if (!(await closeOneSession(ctx.db, session.accountId, request.body.session_id))) throw new HttpError(404, NOT_IN_FOLDER);
      return message('Cerramos esa sesión.');
    });

    callRoute(scope, calls.folderAccountDelete, {}, async (request, reply) => {
      const session = await requireCitizen(ctx, request);
      sameCustomer(session, request.body.customer_id);
      await deleteAccount(ctx.db, session);
      await closeCitizenSession(ctx, request, reply);
      return message('Borramos su cuenta de Mi carpeta.');
    });

    await folderExportRoutes(scope, ctx);
  });
}
