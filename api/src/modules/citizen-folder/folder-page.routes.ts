// The folder's page at /mi-carpeta without JavaScript: GET renders it with the signed-in citizen's
// folder (or the sign-in form); the sign-in form and every button of the folder are plain forms
// that post here with the anti-forgery token in a hidden field, act, and redirect back (303) with
// one sentence to show, carried in a short-lived cookie of the page's path. The e-mailed link lands
// on /mi-carpeta/entrar, which signs in and redirects to the folder, so the token leaves the address.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { isEmail } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { echoesCsrfCookie } from '../../http/csrf.ts';
import { HttpError } from '../../http/errors.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import type { SendPage } from '../../hosting/citizen-forms.ts';
import { customerIdForHost } from '../../hosting/customer-host.ts';
import { languageOf } from '../notifications/language.ts';
import { accountFor, closeAllSessions, closeCitizenSession, closeOneSession, currentCitizen, openCitizenSession, type CitizenSession } from './citizen-sessions.ts';
import { cancelOwnAppointment, claimItem, deleteAccount, moveOwnAppointment, NOT_IN_FOLDER } from './folder-actions.ts';
import { moveStepOf, parseSlotValue } from './folder-move-step.ts';
import { folderOf } from './folder-session.ts';
import { back, FOLDER_PATH, sentenceOf, setFlash, takeFlash } from './folder-flash.ts';
import { folderDocumentRoutes } from './folder-document.routes.ts';
import { FORGED, PAYMENTS_COOKIE, setLookupCookie } from '../../hosting/citizen-form-data.ts';
import { ownRequest } from './folder-data.ts';
import { LANDING_PATH, LINK_SENT, sendSignInLink, takeSignInLink } from './sign-in-links.ts';
import { finishOidc, OIDC_CALLBACK_PATH, OIDC_START_PATH, oidcSettingFor, startOidc } from './oidc-sign-in.ts';


const field = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const PAYMENTS_PATH = '/pagos';
export const FolderSignInFormSchema = Type.Object({ csrftoken: field(200), email: field(400) });
export const FolderActionFormSchema = Type.Object({
  csrftoken: field(200), accion: field(30), id: field(12), codigo: field(40), email: field(400), confirmar: field(10), hora: field(20),
});
export const FolderPageQuerySchema = Type.Object({ cambiar: field(200), dia: field(200) });
type FolderActionForm = Static<typeof FolderActionFormSchema>;

/** The move step's plain form: done, back to the folder; refused, back to the same step with why. */
async function moveFromForm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, session: CitizenSession, id: number, body: FolderActionForm) {
  const target = parseSlotValue(body.hora);
  const code = /^[A-Za-z0-9-]{1,40}$/.test(body.codigo ?? '') ? body.codigo! : '';
  const step = code ? `${FOLDER_PATH}?cambiar=${encodeURIComponent(code)}${target ? `&dia=${target.date}` : ''}` : FOLDER_PATH;
  try {
    if (!target) throw new HttpError(422, 'Elija un día y una hora libres para su cita.');
    const notice = await moveOwnAppointment(ctx.db, session, id, target, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    setFlash(request, reply, { notice });
    return back(reply);
  } catch (error) {
    setFlash(request, reply, { error: sentenceOf(error) });
    return back(reply, step);
  }
}

export async function folderPageRoutes(parent: FastifyInstance, ctx: AppContext, sendPage: SendPage): Promise<void> {
  await parent.register(async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });

    app.get<{ Querystring: Static<typeof FolderPageQuerySchema> }>(FOLDER_PATH, { schema: { querystring: FolderPageQuerySchema } }, async (request, reply) => {
      const flash = takeFlash(request, reply);
      const session = await currentCitizen(ctx, request);
      const folder = session ? await folderOf(ctx, session) : null;
      const oidc = oidcSettingFor(ctx.config, customerIdForHost(ctx.config, request.hostname)) !== null;
      // ?cambiar=<code>: the steps of moving that appointment (its office's free days, then a day's times).
      let move = null;
      if (session && request.query.cambiar) {
        try {
          move = await moveStepOf(ctx.db, session, request.query.cambiar, request.query.dia, ctx.now());
        } catch (error) {
          flash.error ??= sentenceOf(error);
        }
      }
      return sendPage(request, reply, FOLDER_PATH, { serverData: { citizenFolder: { signedIn: session !== null, folder, oidc, move, ...flash } } });
    });

    // Sign-in through the identity provider: a plain link that redirects there, and its way back.
    const NO_PROVIDER = 'Esta alcaldía no ofrece entrar con la identidad nacional. Entre con su correo.';
    const PROVIDER_FAILED = 'No pudimos verificar su identidad con el proveedor. Inténtelo de nuevo o entre con su correo.';
    app.get(OIDC_START_PATH, async (request, reply) => {
      const customerId = customerIdForHost(ctx.config, request.hostname);
      const setting = oidcSettingFor(ctx.config, customerId);
      if (!setting) {
        setFlash(request, reply, { error: NO_PROVIDER });
        return back(reply);
      }
      try {
        return reply.code(303).header('location', (await startOidc(ctx.config, setting, request, reply, customerId)).href).send();
      } catch (error) {
        request.log.warn({ err: error }, 'could not start the sign-in with the identity provider');
        setFlash(request, reply, { error: PROVIDER_FAILED });
        return back(reply);
      }
    });

    app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
      const customerId = customerIdForHost(ctx.config, request.hostname);
      const setting = oidcSettingFor(ctx.config, customerId);
      if (!setting) {
        setFlash(request, reply, { error: NO_PROVIDER });
        return back(reply);
      }
      let outcome;
      try {
        outcome = await finishOidc(ctx.config, setting, request, reply, customerId);
      } catch (error) {
        request.log.warn({ err: error }, 'the identity provider\'s answer was refused');
        outcome = { refused: PROVIDER_FAILED };
      }
      if ('refused' in outcome) {
        setFlash(request, reply, { error: outcome.refused });
        return back(reply);
      }
      const accountId = await accountFor(ctx.db, customerId, outcome, ctx.now());
      await openCitizenSession(ctx, request, reply, accountId, customerId, 'oidc');
      return back(reply);
    });

    app.get<{ Querystring: { token?: string } }>(LANDING_PATH, {
      schema: { querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }) },
    }, async (request, reply) => {
      const token = request.query.token ?? '';
      const customerId = customerIdForHost(ctx.config, request.hostname);
      const outcome = /^[A-Za-z0-9_-]{43}$/.test(token)
        ? await takeSignInLink(ctx, request, reply, customerId, token)
        : { refused: 'El enlace no es válido. Pida uno nuevo: escriba su correo otra vez.', status: 404 };
      if ('refused' in outcome) {
        setFlash(request, reply, { error: outcome.refused });
        return back(reply);
      }
      const accountId = await accountFor(ctx.db, customerId, { email: outcome.email }, ctx.now());
      await openCitizenSession(ctx, request, reply, accountId, customerId, 'email');
      return back(reply);
    });

    app.post<{ Body: Static<typeof FolderSignInFormSchema> }>(FOLDER_PATH, {
      config: { csrf: false, rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
      schema: { body: FolderSignInFormSchema },
    }, async (request, reply) => {
      const email = (request.body.email ?? '').trim();
      if (!echoesCsrfCookie(request, request.body.csrftoken)) setFlash(request, reply, { error: FORGED, email });
      else if (!isEmail(email)) setFlash(request, reply, { error: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.', email });
      else {
        try {
          await sendSignInLink(ctx, request, reply, customerIdForHost(ctx.config, request.hostname), email);
          setFlash(request, reply, { notice: LINK_SENT, email });
        } catch (error) {
          setFlash(request, reply, { error: sentenceOf(error), email });
        }
      }
      return back(reply);
    });

    await app.register(async (uploads) => folderDocumentRoutes(uploads, ctx));

    app.post<{ Body: FolderActionForm }>(`${FOLDER_PATH}/accion`, {
      config: { csrf: false, rateLimit: codeLookupLimit(ctx) },
      schema: { body: FolderActionFormSchema },
    }, async (request, reply) => {
      const body = request.body;
      if (!echoesCsrfCookie(request, body.csrftoken)) {
        setFlash(request, reply, { error: FORGED });
        return back(reply);
      }
      const session = await currentCitizen(ctx, request);
      if (!session) {
        setFlash(request, reply, { error: 'Su sesión terminó. Escriba su correo para recibir un enlace nuevo.' });
        return back(reply);
      }
      const id = /^[1-9][0-9]{0,9}$/.test(body.id ?? '') ? Number(body.id) : 0;
      if (body.accion === 'cambiar') return moveFromForm(ctx, request, reply, session, id, body);
      if (body.accion === 'pagar') {
        // /pagos opens the request by its code and e-mail; the folder hands over its own request's
        // pair (in /pagos' short-lived cookie, as /pagos' own form does), so no code is typed again.
        const found = id === 0 ? undefined : await ownRequest(ctx.db, session, id);
        if (!found) {
          setFlash(request, reply, { error: NOT_IN_FOLDER });
          return back(reply);
        }
        setLookupCookie(request, reply, PAYMENTS_COOKIE, PAYMENTS_PATH, { code: found.code, email: found.email });
        return reply.redirect(PAYMENTS_PATH, 303);
      }
      try {
        let notice: string;
        switch (body.accion) {
          case 'cancelar':
            notice = await cancelOwnAppointment(ctx.db, session, id, ctx.now(), { config: ctx.config, language: languageOf(request) });
            ctx.mail.nudge();
            break;
          case 'agregar':
            notice = await claimItem(ctx.db, session, body.codigo ?? '', body.email ?? '', ctx.now());
            break;
          case 'cerrar-sesion':
            if (!(await closeOneSession(ctx.db, session.accountId, id))) throw new HttpError(404, 'Esa sesión ya no está abierta.');
            notice = 'Cerramos esa sesión.';
            break;
          case 'salir':
            await closeCitizenSession(ctx, request, reply);
            notice = 'Sesión cerrada.';
            break;
          case 'salir-todo':
            await closeAllSessions(ctx.db, session.accountId);
            await closeCitizenSession(ctx, request, reply);
            notice = 'Cerramos su sesión en todos los dispositivos.';
            break;
          case 'borrar':
            if (body.confirmar !== 'si') throw new HttpError(422, 'Marque la casilla para confirmar que quiere borrar su cuenta.');
            await deleteAccount(ctx.db, session);
            await closeCitizenSession(ctx, request, reply);
            notice = 'Borramos su cuenta de Mi carpeta.';
            break;
          default:
            throw new HttpError(400, 'No entendimos qué quiere hacer. Recargue la página.');
        }
        setFlash(request, reply, { notice });
      } catch (error) {
        setFlash(request, reply, { error: sentenceOf(error) });
      }
      return back(reply);
    });
  });
}
