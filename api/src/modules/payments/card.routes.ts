// The card gateway's routes: the citizen's call that opens a checkout, the gateway's signed
// webhook (its raw body is what the signature covers, so this route reads it unparsed), and, with
// PAYMENT_PROVIDER=sandbox, the sandbox gateway's own page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, formatMoney } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { callRoute } from '../../http/call-route.ts';
import { HttpError } from '../../http/errors.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { findRequest } from '../requests/citizen-requests.ts';
import { applyProviderEvent, startCardCheckout } from './card-payments.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { signatureHeader } from './providers/payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxProvider } from './providers/sandbox-provider.ts';
import { sandboxPage } from './providers/sandbox-page.ts';

/** The gateway PAYMENT_PROVIDER names (the sandbox is the only adapter built in). */
export function cardProvider(ctx: AppContext): PaymentProvider {
  return sandboxProvider(ctx.db, ctx.config.payments.webhookSecret, ctx.now);
}

/** The site's origin the citizen is on (PUBLIC_URL when set): where the gateway sends them back. */
export function siteOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function cardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const provider = cardProvider(ctx);

  callRoute(app, calls.requestPayByCard, {
    config: { rateLimit: codeLookupLimit(ctx) },
  }, async (request, reply) => {
    const { customer_id: customerId, code, email } = request.body;
    const found = await findRequest(ctx.db, customerId, code, email);
    // Not one transaction: the gateway is another system (the sandbox keeps its own books in this database).
    const started = await startCardCheckout(ctx.db, provider, found, ctx.now(), siteOrigin(ctx, request));
    return reply.code(201).send({ res: 1 as const, data: { payment_id: started.paymentId, redirect_url: started.redirectUrl }, message: 'Le llevamos a la pasarela de pago.' });
  });

  await app.register(async (scope) => {
    // The signature covers the bytes as sent: the body is kept raw here.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(calls.paymentWebhook.path, { config: { csrf: false } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = provider.verifyWebhook(raw, request.headers, ctx.now());
      if (!event) throw new HttpError(401, 'Firma del aviso de pago no válida.');
      const outcome = await ctx.db.transaction().execute((trx) => applyProviderEvent(trx, ctx.config, provider, event, ctx.now()));
      if (outcome === 'applied') ctx.mail.nudge();
      request.log.info({ provider: provider.name, event: event.eventId, outcome }, 'payment webhook');
      return { res: 1 as const, data: { outcome }, message: '' };
    });
  });

  if (ctx.config.payments.provider === 'sandbox') {
    await app.register(async (scope) => {
      // Its page posts a plain form.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      sandboxRoutes(scope, ctx, app);
    });
  }
}

type Decision = 'approve' | 'decline' | 'abandon';
const STATUS_OF: Record<Decision, 'approved' | 'declined' | 'abandoned'> = { approve: 'approved', decline: 'declined', abandon: 'abandoned' };

/** The sandbox gateway's hosted page: approve, decline or abandon; then its webhook, signed, and back to the portal. */
function sandboxRoutes(app: FastifyInstance, ctx: AppContext, root: FastifyInstance): void {
  const checkout = (id: string) => ctx.db.selectFrom('sandbox_checkouts').selectAll().where('id', '=', id).executeTakeFirst();

  app.get<{ Params: { id: string } }>('/pasarela/sandbox/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] } },
  }, async (request, reply) => {
    const row = await checkout(request.params.id);
    if (!row) throw new HttpError(404, 'Ese pago no existe en la pasarela de pruebas.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(sandboxPage({ id: row.id, amount: formatMoney(Number(row.amount_cents), row.currency), description: row.description, status: row.status, returnUrl: row.return_url }));
  });

  app.post<{ Params: { id: string }; Body: { decision?: string } }>('/pasarela/sandbox/:id', {
    config: { csrf: false },
    schema: {
      params: { type: 'object', properties: { id: { type: 'string', maxLength: 40 } }, required: ['id'] },
      body: { type: 'object', properties: { decision: { type: 'string', enum: ['approve', 'decline', 'abandon'] } }, required: ['decision'] },
    },
  }, async (request, reply) => {
    const decision = request.body.decision as Decision;
    const changed = await ctx.db.updateTable('sandbox_checkouts').set({ status: STATUS_OF[decision] })
      .where('id', '=', request.params.id).where('status', '=', 'pending').executeTakeFirst();
    const row = await checkout(request.params.id);
    if (!row) throw new HttpError(404, 'Ese pago no existe en la pasarela de pruebas.');
    if (Number(changed.numUpdatedRows) === 1 && decision !== 'abandon') {
      // As a real gateway would: a signed event to the portal's webhook (an abandoned checkout sends none).
      const body = Buffer.from(JSON.stringify({
        id: `evt_${row.id}_${decision}`, type: decision === 'approve' ? 'payment.approved' : 'payment.declined',
        payment_id: row.id, amount_cents: Number(row.amount_cents), currency: row.currency,
      }));
      const delivered = await root.inject({
        method: 'POST', url: calls.paymentWebhook.path, payload: body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(ctx.config.payments.webhookSecret, body, ctx.now()) },
      });
      if (delivered.statusCode !== 200) request.log.warn({ status: delivered.statusCode, body: delivered.body }, 'sandbox webhook refused');
    }
    return reply.code(303).header('location', row.return_url).header('cache-control', 'no-store').send();
  });
}
