// /pagos without JavaScript: the citizen opens a request's payments with its code and e-mail (the
// pair then travels in a short-lived HttpOnly cookie of /pagos, never in the address), reports a
// transfer or Pago Móvil, pays by card at the gateway, and downloads a receipt. Every form posts to
// /pagos itself with its `accion` (a refusal is the page at its own address), answered by the
// server's own API as the visitor, like the other citizen forms (citizen-forms.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { AppContext } from '../context.ts';
import { codeLookupLimit } from '../http/rate-limits.ts';
import { sendPrivateFile } from '../files/send-private-file.ts';
import { findRequest } from '../modules/requests/citizen-requests.ts';
import { receiptFile } from '../modules/payments/receipts.ts';
import { cardProvider } from '../modules/payments/card.routes.ts';
import { reconcilePayment } from '../modules/payments/card-payments.ts';
import { plainFormToken } from '../http/csrf.ts';
import { customerIdForHost } from './customer-host.ts';
import { callOwnApi, FORGED, PAYMENTS_COOKIE, readLookupCookie, setLookupCookie, type FormOutcome } from './citizen-form-data.ts';
import { answerRequestLookup, refusal, refusedStatus, type SendPage } from './citizen-forms.ts';
import { HttpError } from '../http/errors.ts';

const field = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** Every form of /pagos: `accion` says which (none: opening a request with `codigo` and `email`). */
export const PaymentsFormSchema = Type.Object({
  csrftoken: field(200), accion: field(20), codigo: field(400), email: field(1000),
  metodo: field(20), referencia: field(400), banco: field(400), fecha: field(40), pago: field(12),
});
type PaymentsForm = Static<typeof PaymentsFormSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The report form's fields by the API's names, so a refusal's field names the right input. */
const REPORT_FIELDS = { metodo: 'method', referencia: 'reference', banco: 'bank', fecha: 'paid_on' } as const;

export function citizenPaymentRoutes(app: FastifyInstance, ctx: AppContext, sendPage: SendPage): void {
  app.post<{ Body: PaymentsForm }>('/pagos', {
    config: { csrf: false },
    schema: { body: PaymentsFormSchema },
  }, async (request, reply) => {
    const action = request.body.accion;
    if (action === 'informar') return report(request, reply);
    if (action === 'tarjeta') return payByCard(request, reply);
    if (action === 'recibo') return receipt(request, reply);
    return answerRequestLookup(app, ctx, sendPage, { path: '/pagos', cookie: PAYMENTS_COOKIE, formData: 'paymentsForm' }, request, reply);
  });

  /** /pagos again with a refused form's outcome, and the request this browser opened beside it. */
  async function showRefused(request: FastifyRequest, reply: FastifyReply, outcome: Record<string, FormOutcome>, status: number) {
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    const shown = lookup ? await callOwnApi(app, request, null, '/api/v2/userProcedure/track/', { customer_id: customerIdForHost(ctx.config, request.hostname), code: lookup.code, email: lookup.email }) : null;
    const result = shown?.status === 200 && lookup ? { paymentsResult: { code: lookup.code, email: lookup.email, data: shown.body?.data } } : {};
    return sendPage(request, reply, '/pagos', { serverData: { ...result, ...outcome }, status });
  }

  /** A transfer or Pago Móvil the citizen reports. */
  async function report(request: FastifyRequest<{ Body: PaymentsForm }>, reply: FastifyReply) {
    const body = request.body;
    const values = { metodo: text(body.metodo), referencia: text(body.referencia), banco: text(body.banco), fecha: text(body.fecha) };
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const show = (error: FormOutcome['error'], status: number) => showRefused(request, reply, { paymentReportForm: { values, error } }, status);
    const token = plainFormToken(request, body.csrftoken);
    if (!token) return show({ message: FORGED, fields: {} }, 403);
    if (!lookup) return show({ message: 'Abra primero su solicitud con el código de seguimiento y su correo.', fields: {} }, 422);
    const answer = await callOwnApi(app, request, token, '/api/v2/userProcedure/reportPayment/', {
      customer_id: customerId, code: lookup.code, email: lookup.email,
      method: values.metodo, reference: values.referencia, bank: values.banco, paid_on: values.fecha,
    });
    if (answer.status !== 200) {
      const error = refusal(answer);
      const byForm = Object.fromEntries(Object.entries(REPORT_FIELDS).map(([form, api]) => [form, error.fields[api]]).filter(([, message]) => message));
      return show({ message: error.message, fields: byForm }, refusedStatus(answer));
    }
    setLookupCookie(request, reply, PAYMENTS_COOKIE, '/pagos', { ...lookup, notice: answer.body?.message ?? '' });
    return reply.code(303).header('location', '/pagos').header('cache-control', 'no-store').send();
  }

  // The cookie's code and e-mail are what the citizen's browser sends: a look-up like any other,
  // counted in the same budget when this server reads the request itself.
  const lookupLimit = app.createRateLimit(codeLookupLimit(ctx));
  async function lookedUp(request: FastifyRequest) {
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    if (!lookup) return null;
    const counted = await lookupLimit(request);
    if (!counted.isAllowed && counted.isExceeded) throw new HttpError(429, 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.');
    return findRequest(ctx.db, customerIdForHost(ctx.config, request.hostname), lookup.code, lookup.email);
  }

  /** The receipt of a payment of the request this browser opened, as a download (the page stays where it is). */
  async function receipt(request: FastifyRequest<{ Body: PaymentsForm }>, reply: FastifyReply) {
    const paymentId = /^[1-9][0-9]{0,9}$/u.test(request.body.pago ?? '') ? Number(request.body.pago) : null;
    const again = (message: string, status: number) => showRefused(request, reply, { paymentsForm: { values: {}, error: { message, fields: {} } } }, status);
    if (!plainFormToken(request, request.body.csrftoken)) return again(FORGED, 403);
    const found = paymentId === null ? null : await lookedUp(request);
    if (!found || paymentId === null) return again('Abra primero su solicitud con el código de seguimiento y su correo.', 422);
    const file = await receiptFile(ctx.db, found.id, paymentId);
    if (!file) return again('Ese pago no tiene recibo.', 404);
    return sendPrivateFile(reply, ctx.config.mediaDir, file);
  }

  /** Paying by card: the checkout is opened through the API and the browser sent to the gateway's page. */
  async function payByCard(request: FastifyRequest<{ Body: PaymentsForm }>, reply: FastifyReply) {
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const again = (message: string, status: number) => showRefused(request, reply, { paymentCardForm: { values: {}, error: { message, fields: {} } } }, status);
    const token = plainFormToken(request, request.body.csrftoken);
    if (!token) return again(FORGED, 403);
    if (!lookup) return again('Abra primero su solicitud con el código de seguimiento y su correo.', 422);
    const answer = await callOwnApi(app, request, token, '/api/v2/userProcedure/payByCard/', { customer_id: customerId, code: lookup.code, email: lookup.email });
    const target = (answer.body?.data as { redirect_url?: unknown } | undefined)?.redirect_url;
    if (answer.status !== 201 || typeof target !== 'string') return again(refusal(answer).message, refusedStatus(answer));
    return reply.code(303).header('location', target).header('cache-control', 'no-store').send();
  }

  // Back from the gateway: its word is asked for (the address proves nothing), the payment settled
  // if the webhook has not done it yet, and /pagos says how it went.
  app.get<{ Querystring: { pago?: string } }>('/pagos/tarjeta/vuelta', {
    schema: { querystring: Type.Object({ pago: Type.Optional(Type.String({ maxLength: 12 })) }) },
  }, async (request, reply) => {
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    const paymentId = /^[1-9][0-9]{0,9}$/u.test(request.query.pago ?? '') ? Number(request.query.pago) : null;
    const back = () => reply.code(303).header('location', '/pagos').header('cache-control', 'no-store').send();
    if (!lookup || paymentId === null) return back();
    const found = await lookedUp(request).catch(() => null);
    if (!found) return back();
    const provider = cardProvider(ctx);
    await reconcilePayment(ctx.db, ctx.config, provider, paymentId, ctx.now());
    const payment = await ctx.db.selectFrom('request_payments').select(['state', 'note']).where('id', '=', paymentId).where('user_procedure_id', '=', found.id).executeTakeFirst();
    if (!payment) return back();
    ctx.mail.nudge();
    const notice = payment.state === 'confirmed' ? 'Pago con tarjeta aprobado. Ya puede descargar su recibo.'
      : payment.state === 'rejected' ? `${payment.note} La solicitud sigue sin pagar.`
        : 'La pasarela aún no confirma su pago. Le avisaremos por correo.';
    setLookupCookie(request, reply, PAYMENTS_COOKIE, '/pagos', { ...lookup, notice });
    return back();
  });
}
