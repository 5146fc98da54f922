// The payment calls (contract/src/payment.ts): a city's settings (admins), a request's payments
// (clerks: record at the counter, confirm or reject a citizen's report, undo with a reason), the
// treasurer's day, and the citizen's report of a transfer or Pago Móvil (code + e-mail). Every clerk
// write is audited by corporateCall; the citizen hears of a confirmation or a rejection by e-mail.
import type { FastifyInstance } from 'fastify';
import { calls, formatMoney, type RequestOf } from '@portal/contract';
import { ErrorResponseSchema } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import type { AppContext } from '../../context.ts';
import { fieldError, ok } from '../../corporate/checks.ts';
import { corporateCall, requireCustomerAccess } from '../../corporate/corporate-call.ts';
import { callRoute } from '../../http/call-route.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { notifyPaymentDecided } from '../notifications/notify.ts';
import { findRequest } from '../requests/citizen-requests.ts';
import { requestOf, staffRequest, trackedRequest } from '../requests/request-views.ts';
import { confirmPayment, recordCounterPayment, rejectPayment, reportPayment, undoPayment } from './payment-records.ts';
import { paymentSettings, updatePaymentSettings } from './payment-settings.ts';
import { dailyPayments } from './daily-payments.ts';
import { dailyCsv } from './daily-csv.ts';
import { checkReceipt, issueReceipt, receiptFile } from './receipts.ts';
import { certificateCheckLimit } from '../../http/rate-limits.ts';
import { HttpError } from '../../http/errors.ts';
import { sendPrivateFile } from '../../files/send-private-file.ts';

export function paymentCorporateRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.paymentSettingsDetail,
    handler: async ({ body, db }) => ok(await paymentSettings(db, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: calls.paymentSettingsUpdate, write: { entity: 'paymentSettings', invalidates: false },
    handler: async ({ body, db }) => ok(await updatePaymentSettings(db, body, ctx.now()), 'Datos de pago guardados.'),
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureRecordPayment, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      await issueReceipt(db, ctx.config, await recordCounterPayment(db, await requestOf(db, body.customer_id, body.id), body, actor.label, ctx.now()));
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), 'Pago registrado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureConfirmPayment, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      await confirmPayment(db, await requestOf(db, body.customer_id, body.id), body.payment_id, actor.label, ctx.now());
      await issueReceipt(db, ctx.config, body.payment_id);
      const confirmed = await db.selectFrom('request_payments').selectAll().where('id', '=', body.payment_id).executeTakeFirstOrThrow();
      await notifyPaymentDecided({ db, config: ctx.config, now: ctx.now() }, body.id,
        { amount: formatMoney(Number(confirmed.amount_cents), confirmed.currency), reference: confirmed.reference }, { receipt: confirmed.receipt_number ?? '' });
      ctx.mail.nudge();
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), 'Pago confirmado; el ciudadano recibe su recibo.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureRejectPayment, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const payment = await rejectPayment(db, await requestOf(db, body.customer_id, body.id), body.payment_id, body.note, actor.label, ctx.now());
      await notifyPaymentDecided({ db, config: ctx.config, now: ctx.now() }, body.id,
        { amount: formatMoney(Number(payment.amount_cents), payment.currency), reference: payment.reference }, { note: body.note.trim() });
      ctx.mail.nudge();
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), 'Pago rechazado; el ciudadano recibe la nota por correo.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureUndoPayment, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      await undoPayment(db, await requestOf(db, body.customer_id, body.id), body.payment_id, body.note, actor.label, ctx.now());
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), 'Pago anulado; la solicitud vuelve a deber la tasa.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.paymentDaily,
    handler: async ({ body, db }) => ok(await dailyPayments(db, body.customer_id, body.day, body.method)),
  });

  // A file answer, so not corporateCall (JSON answers); the corporate access hook checks the caller and role all the same.
  app.post<{ Body: RequestOf<typeof calls.paymentDailyCsv> }>(calls.paymentDailyCsv.path, {
    config: { csrf: false },
    schema: { body: schemaOf(calls.paymentDailyCsv.request), response: { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request, reply) => {
    const actor = request.actor;
    if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
    await requireCustomerAccess(ctx.db, actor, request.body.customer_id);
    const day = await dailyPayments(ctx.db, request.body.customer_id, request.body.day, request.body.method);
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pagos-${day.day}${request.body.method ? `-${request.body.method}` : ''}.csv"`)
      .header('cache-control', 'private, no-store').send(dailyCsv(day));
  });
}

/** The answer to a receipt number the customer does not have. */
export const RECEIPT_NOT_FOUND = 'No encontramos un recibo con ese número.';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The same budget as the certificate check: a receipt number is looked up like a certificate's.
  callRoute(app, calls.receiptValidate, {
    config: { rateLimit: certificateCheckLimit(ctx) },
  }, async (request, reply) => {
    const number = request.query.number.trim();
    if (!/^R-\d{4}-\d{6}$/iu.test(number)) throw fieldError('number', 'Escriba el número del recibo, por ejemplo R-2026-000123.');
    const check = await checkReceipt(ctx.db, request.query.customer_id, number);
    void reply.header('cache-control', 'no-store');
    if (!check) throw new HttpError(404, RECEIPT_NOT_FOUND);
    return { res: 1 as const, data: check };
  });

  callRoute(app, calls.requestReceipt, {
    config: { rateLimit: codeLookupLimit(ctx) },
  }, async (request, reply) => {
    const { customer_id: customerId, code, email, payment_id: paymentId } = request.body;
    const found = await findRequest(ctx.db, customerId, code, email);
    const file = await receiptFile(ctx.db, found.id, paymentId);
    if (!file) throw new HttpError(404, 'Ese pago no tiene recibo.');
    return sendPrivateFile(reply, ctx.config.mediaDir, file);
  });

  callRoute(app, calls.requestReportPayment, {
    // Reporting names a request by its code: a guess like any look-up.
    config: { rateLimit: codeLookupLimit(ctx) },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    const found = await findRequest(ctx.db, customerId, code, email);
    await ctx.db.transaction().execute((trx) => reportPayment(trx, found, request.body, ctx.now()));
    const updated = await findRequest(ctx.db, customerId, code, email);
    return { res: 1 as const, data: await trackedRequest(ctx.db, updated), message: 'Recibimos los datos de su pago. La alcaldía lo confirmará y le avisará por correo.' };
  });
}
