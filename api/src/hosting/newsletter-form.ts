// The footer's newsletter form without JavaScript: it posts here (every page has it), the address is
// handed to the newsletter's own API as the visitor, and the citizen lands back on the page they
// were reading with the answer shown beside the form. A refusal (a malformed address, too many
// tries, a form from elsewhere) shows that page again at once with what was typed; a success goes
// through a redirect, so a reload sends no second confirmation e-mail, and is told by a cookie
// read once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppContext } from '../context.ts';
import { plainFormToken } from '../http/csrf.ts';
import { overTls } from '../http/security-headers.ts';
import { callOwnApi, FORGED, type OwnAnswer } from './citizen-form-data.ts';
import { refusal, type SendPage } from './citizen-forms.ts';
import { customerIdForHost } from './customer-host.ts';

export const NEWSLETTER_FORM_PATH = '/boletin/suscribir';
const SENT_COOKIE = 'boletin';

export const NewsletterFormSchema = Type.Object({
  csrftoken: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  volver: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type NewsletterForm = Static<typeof NewsletterFormSchema>;

/**
 * What the footer's form renders with: after a success only `sent` (the form says it in the
 * visitor's language); after a refusal the address typed and the server's Spanish sentence.
 */
export type NewsletterFormOutcome = { sent: true } | { sent: false; email: string; notice: string };

const UNSENT = 'No se pudo enviar la suscripción. Intente de nuevo en unos minutos.';

/**
 * The page to go back to: a path of this site only ('//evil.example' or '/\\evil' would leave it),
 * never this form's own address; the home page when nothing usable was sent.
 */
export function pageToReturnTo(posted: string | undefined): string {
  const value = posted ?? '';
  return /^\/(?![/\\])[^\s?#]*$/.test(value) && !value.startsWith(NEWSLETTER_FORM_PATH) ? value : '/';
}

const statusOf = (answer: OwnAnswer) => (answer.status >= 400 && answer.status < 500 ? answer.status : 503);

/** A subscription just sent, once: the cookie is cleared as it is read. */
export function takeNewsletterResult(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  const value = request.cookies[SENT_COOKIE];
  if (value === undefined) return {};
  reply.clearCookie(SENT_COOKIE, { path: '/' });
  return value === 'enviada' ? { newsletterForm: { sent: true } satisfies NewsletterFormOutcome } : {};
}

/** POST /boletin/suscribir (urlencoded, registered where the other plain forms are). */
export async function newsletterFormRoute(scope: FastifyInstance, ctx: AppContext, sendPage: SendPage): Promise<void> {
  scope.post<{ Body: NewsletterForm }>(NEWSLETTER_FORM_PATH, {
    config: { csrf: false },
    schema: { body: NewsletterFormSchema },
  }, async (request, reply) => {
    const email = (request.body.email ?? '').trim();
    const back = pageToReturnTo(request.body.volver);
    const show = (notice: string, status: number) =>
      sendPage(request, reply, back, { serverData: { newsletterForm: { sent: false, email, notice } satisfies NewsletterFormOutcome }, status });
    const token = plainFormToken(request, request.body.csrftoken);
    if (!token) return show(FORGED, 403);
    if (!email) return show('Escriba su correo electrónico.', 422);
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const answer = await callOwnApi(scope, request, token, '/api/v2/newsletter/subscribe/', { customer_id: customerId, email });
    if (answer.status !== 200) {
      const reason = refusal(answer);
      return show(answer.status >= 500 ? UNSENT : reason.fields.email ?? reason.message, statusOf(answer));
    }
    reply.setCookie(SENT_COOKIE, 'enviada', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 120, secure: overTls(request) });
    return reply.code(303).header('location', `${back}#newsletter-title`).header('cache-control', 'no-store').send();
  });
}
