// The citizen's tasks without JavaScript: following a request (/seguimiento), opening and
// cancelling an appointment (/citas/{code}), booking one (/citas/nueva) and starting a request
// (/solicitudes/nueva). Each page's form posts to its own address as a plain HTML form with the
// anti-forgery token in a hidden field, like the contact form (contact/plain-form.ts).
//
// A post is answered by the server's own JSON API, called in-process as the visitor (their host,
// address, rate limits and token): the same rules and the same Spanish messages as the page's
// scripts get. A refusal shows the page again with what was typed and the message (4xx, never a
// 5xx); a success redirects (303) to the result page. What the result page needs to show (a code
// and the e-mail it was opened with) travels in a short-lived HttpOnly cookie of that page's path,
// never in the address: personal data stays out of URLs, history and server logs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { APPOINTMENT_COOKIE, callOwnApi, CODE_FIELD_MAX, readLookupCookie, setLookupCookie, TRACKING_COOKIE, FORGED, type FormOutcome, type OwnAnswer } from './citizen-form-data.ts';
import type { AppContext } from '../context.ts';
import { plainFormToken } from '../http/csrf.ts';
import { customerIdForHost } from './customer-host.ts';
import { citizenUploadRoutes } from './citizen-uploads.ts';
import { citizenPaymentRoutes } from './citizen-payments.ts';

/** Shows a page of the site, rendered with more server data (what hosting.routes.ts does for GETs). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string, options: { serverData?: Record<string, unknown>; status?: number; search?: string }) => Promise<FastifyReply>;

const field = (max: number) => Type.Optional(Type.String({ maxLength: max }));

// Generous bounds: a longer text than the API accepts is refused by the API, with its Spanish
// sentence shown beside the form, rather than by this schema.
export const TrackingFormSchema = Type.Object({ csrftoken: field(200), codigo: field(400), email: field(1000) });
export type TrackingForm = Static<typeof TrackingFormSchema>;

export const AppointmentFormSchema = Type.Object({ csrftoken: field(200), email: field(400), accion: field(20) });
export type AppointmentForm = Static<typeof AppointmentFormSchema>;

export const BookingFormSchema = Type.Object({
  csrftoken: field(200),
  tramite: field(12),
  oficina: field(12),
  hora: field(20),
  name: field(400),
  national_id: field(100),
  email: field(400),
  phone: field(100),
});
export type BookingForm = Static<typeof BookingFormSchema>;

const CITIZEN_FIELDS = ['name', 'national_id', 'email', 'phone'] as const;

const UNAVAILABLE = 'No pudimos atender su solicitud en este momento. Inténtelo de nuevo en unos minutos.';

/** The Spanish sentence of a refusal (the API's own), and the fields it names. */
export function refusal(answer: OwnAnswer): FormOutcome['error'] {
  const message = typeof answer.body?.message === 'string' && answer.body.message ? answer.body.message : UNAVAILABLE;
  const fields = Object.fromEntries((answer.body?.errors ?? []).map((error) => [error.field, error.message]));
  return { message, fields };
}

/** The status a refused form is shown with: the API's, except that the server's own failure is a 503. */
export const refusedStatus = (answer: OwnAnswer) => (answer.status >= 500 || answer.status < 400 ? 503 : answer.status);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type LookupPage = { path: string; cookie: string; formData: string };

/**
 * A form that opens a request with its code and e-mail (/seguimiento, /pagos): the pair is checked
 * by the API, kept in the page's result cookie, and the page opened again (303) shows the request.
 */
export async function answerRequestLookup(scope: FastifyInstance, ctx: AppContext, sendPage: SendPage, page: LookupPage, request: FastifyRequest<{ Body: TrackingForm }>, reply: FastifyReply): Promise<FastifyReply> {
  const values = { code: text(request.body.codigo), email: text(request.body.email) };
  const show = (error: FormOutcome['error'], status: number) => sendPage(request, reply, page.path, { serverData: { [page.formData]: { values, error } satisfies FormOutcome }, status });
  const token = plainFormToken(request, request.body.csrftoken);
  if (!token) return show({ message: FORGED, fields: {} }, 403);
  if (!values.code || !values.email) return show({ message: 'Escriba el código de seguimiento y el correo que indicó.', fields: {} }, 422);
  const customerId = customerIdForHost(ctx.config, request.hostname);
  const answer = await callOwnApi(scope, request, token, '/api/v2/userProcedure/track/', { customer_id: customerId, code: values.code, email: values.email });
  if (answer.status !== 200) return show(refusal(answer), refusedStatus(answer));
  setLookupCookie(request, reply, page.cookie, page.path, values);
  return reply.code(303).header('location', page.path).header('cache-control', 'no-store').send();
}

/** POST /seguimiento, /citas/nueva, /citas/{code}, /pagos; and (multipart) /solicitudes/nueva, /seguimiento/documento. */
export async function citizenFormRoutes(scope: FastifyInstance, ctx: AppContext, sendPage: SendPage): Promise<void> {
  const app = scope;
  await scope.register(async (uploads) => citizenUploadRoutes(uploads, ctx, sendPage));
  citizenPaymentRoutes(scope, ctx, sendPage);

  scope.post<{ Body: TrackingForm }>('/seguimiento', { config: { csrf: false }, schema: { body: TrackingFormSchema } },
    (request, reply) => answerRequestLookup(scope, ctx, sendPage, { path: '/seguimiento', cookie: TRACKING_COOKIE, formData: 'trackingForm' }, request, reply));

  // Booking's last step: the office, day and time chosen on the earlier steps (hidden fields) and
  // who is coming. A time taken meanwhile goes back to that day's times with the API's reason.
  scope.post<{ Body: BookingForm }>('/citas/nueva', {
    config: { csrf: false },
    schema: { body: BookingFormSchema },
  }, async (request, reply) => {
    const body = request.body;
    const citizen = Object.fromEntries(CITIZEN_FIELDS.map((name) => [name, text(body[name])])) as Record<(typeof CITIZEN_FIELDS)[number], string>;
    const procedureId = /^[1-9][0-9]{0,9}$/.test(body.tramite ?? '') ? Number(body.tramite) : null;
    const officeId = /^[1-9][0-9]{0,9}$/.test(body.oficina ?? '') ? Number(body.oficina) : null;
    const slot = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(body.hora ?? '');
    const steps = new URLSearchParams({ ...(procedureId ? { tramite: String(procedureId) } : {}), ...(officeId ? { oficina: String(officeId) } : {}), ...(slot ? { hora: body.hora! } : {}) });
    const show = (error: FormOutcome['error'], status: number, search = steps) =>
      sendPage(request, reply, '/citas/nueva', { serverData: { bookingForm: { values: citizen, error } satisfies FormOutcome }, status, search: `?${search.toString()}` });
    const token = plainFormToken(request, body.csrftoken);
    if (!token) return show({ message: FORGED, fields: {} }, 403);
    if (!procedureId || !officeId || !slot) {
      // A step is missing (an old page, a tampered form): back to the first step left to do.
      return show({ message: 'Elija la oficina, el día y la hora de su cita.', fields: {} }, 422, new URLSearchParams([...steps].filter(([name]) => name !== 'hora')));
    }
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const answer = await callOwnApi(app, request, token, '/api/v2/appointment/create/', {
      customer_id: customerId, office_id: officeId, procedure_id: procedureId, date: slot[1], start: slot[2], ...citizen,
    });
    if (answer.status === 201) {
      const code = String((answer.body?.data as { code?: unknown } | undefined)?.code ?? '');
      setLookupCookie(request, reply, APPOINTMENT_COOKIE, '/citas', { code, email: citizen.email, ...(answer.body?.message ? { notice: answer.body.message } : {}) });
      return reply.code(303).header('location', `/citas/${encodeURIComponent(code)}`).header('cache-control', 'no-store').send();
    }
    if (answer.status === 409) {
      // The time filled (or began) while the citizen typed: that day's times again, with the reason.
      return show(refusal(answer), 409, new URLSearchParams({ tramite: String(procedureId), oficina: String(officeId), dia: slot[1]!, paso: 'dia' }));
    }
    return show(refusal(answer), refusedStatus(answer));
  });

  // The certificate check's form without JavaScript is a GET here with the pair: the answer is
  // the pair's own page (/certificate/validation/{number}?register_id=…), rendered with its verdict.
  scope.get<{ Querystring: { number?: string; register_id?: string } }>('/certificate/validation', {
    schema: { querystring: Type.Object({ number: Type.Optional(Type.String({ maxLength: 200 })), register_id: Type.Optional(Type.String({ maxLength: 200 })) }) },
  }, async (request, reply) => {
    const number = (request.query.number ?? '').trim();
    const registerId = (request.query.register_id ?? '').trim();
    if (!number && !registerId) return sendPage(request, reply, '/certificate/validation', {});
    return reply.code(303).header('location', `/certificate/validation/${encodeURIComponent(number || '-')}?${new URLSearchParams({ register_id: registerId })}`).send();
  });

  scope.post<{ Params: { code: string }; Body: AppointmentForm }>('/citas/:code', {
    config: { csrf: false },
    schema: { params: Type.Object({ code: Type.String({ maxLength: CODE_FIELD_MAX }) }), body: AppointmentFormSchema },
  }, async (request, reply) => {
    const code = request.params.code;
    const page = `/citas/${encodeURIComponent(code)}`;
    const remembered = readLookupCookie(request.cookies[APPOINTMENT_COOKIE]);
    // Cancelling is asked from the shown appointment: the e-mail is the one it was opened with.
    const cancelling = request.body.accion === 'cancelar';
    const email = cancelling && remembered?.code === code ? remembered.email : text(request.body.email);
    const show = (error: FormOutcome['error'], status: number) => sendPage(request, reply, page, { serverData: { appointmentForm: { values: { code, email }, error, ...(cancelling ? { cancelling } : {}) } satisfies FormOutcome }, status });
    const token = plainFormToken(request, request.body.csrftoken);
    if (!token) return show({ message: FORGED, fields: {} }, 403);
    if (!email) return show({ message: 'Escriba el correo que indicó al reservar.', fields: {} }, 422);
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const answer = await callOwnApi(app, request, token, cancelling ? '/api/v2/appointment/cancel/' : '/api/v2/appointment/detail/', { customer_id: customerId, code, email });
    if (answer.status !== 200) return show(refusal(answer), refusedStatus(answer));
    setLookupCookie(request, reply, APPOINTMENT_COOKIE, '/citas', { code, email, ...(cancelling && answer.body?.message ? { notice: answer.body.message } : {}) });
    return reply.code(303).header('location', page).header('cache-control', 'no-store').send();
  });
}
