// Card payments through the gateway: a checkout opened for the exact fee owed, the gateway's
// signed webhooks applied once each (the event id is kept: a replay changes nothing), and the
// reconciliation that asks the gateway about payments whose webhook never came. Whatever brings
// the news, settleCardPayment() applies it once.
import { formatMoney } from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { notifyPaymentDecided } from '../notifications/notify.ts';
import type { RequestRow } from '../requests/request-views.ts';
import { settleCardPayment } from './payment-records.ts';
import { paymentOptions, paymentSettings } from './payment-settings.ts';
import type { PaymentProvider, ProviderEvent, ProviderStatus } from './providers/payment-provider.ts';
import { issueReceipt } from './receipts.ts';

/** Where the gateway sends the citizen back: the portal asks the gateway then, never trusting the address. */
export const cardReturnPath = (paymentId: number) => `/pagos/tarjeta/vuelta?pago=${paymentId}`;

/** Opens a checkout for what the request owes; answers our payment's id and the gateway's page. */
export async function startCardCheckout(db: Db, provider: PaymentProvider, request: RequestRow, now: Date, origin: string) {
  if (request.payment_status === 'paid') throw new HttpError(409, 'La solicitud ya está pagada.');
  const cents = Number(request.amount_due_cents ?? 0);
  if (request.payment_status === 'not_required' || cents <= 0) throw new HttpError(409, 'Este trámite no tiene tasa que pagar.');
  const options = paymentOptions(await paymentSettings(db, request.customer_id));
  if (!options.card) throw new HttpError(409, 'La alcaldía no recibe pagos con tarjeta en línea.');
  const { id } = await db.insertInto('request_payments').values({
    customer_id: request.customer_id, user_procedure_id: request.id, amount_cents: cents, currency: options.currency, method: 'card',
    reference: '', payer_name: request.name, state: 'pending', created_at: now.toISOString(), created_by: 'ciudadano',
    decided_by: null, decided_at: null, paid_on: null, provider: provider.name, provider_payment_id: null, receipt_number: null, receipt_sha256: null,
  }).returning('id').executeTakeFirstOrThrow();
  let checkout;
  try {
    checkout = await provider.createCheckout({
      amountCents: cents, currency: options.currency, description: `${request.procedure_name} · ${request.code}`,
      returnUrl: `${origin}${cardReturnPath(id)}`,
    });
  } catch {
    await db.updateTable('request_payments').set({ state: 'rejected', note: 'La pasarela de pago no respondió.', decided_by: provider.name, decided_at: now.toISOString() }).where('id', '=', id).execute();
    throw new HttpError(503, 'La pasarela de pago no responde en este momento. Inténtelo de nuevo en unos minutos.');
  }
  await db.updateTable('request_payments').set({ provider_payment_id: checkout.providerPaymentId, reference: checkout.providerPaymentId }).where('id', '=', id).execute();
  return { paymentId: id, redirectUrl: checkout.redirectUrl };
}

/** Settles our payment as the gateway says, issues the receipt and tells the citizen; true when it changed. */
async function settle(db: Db, config: Config, provider: PaymentProvider, paymentId: number, status: Exclude<ProviderStatus, 'pending'>, now: Date): Promise<boolean> {
  if (!(await settleCardPayment(db, paymentId, status, provider.name, now))) return false;
  if (status !== 'approved') return true;
  await issueReceipt(db, config, paymentId);
  const payment = await db.selectFrom('request_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  await notifyPaymentDecided({ db, config, now }, payment.user_procedure_id,
    { amount: formatMoney(Number(payment.amount_cents), payment.currency), reference: payment.reference }, { receipt: payment.receipt_number ?? '' });
  return true;
}

/**
 * Applies a verified webhook once: its event id is stored first, and a second delivery of the same
 * id finds it and changes nothing. An event for an unknown payment, or whose amount or currency is
 * not the payment's, is kept (so it is not applied later either) and changes nothing.
 */
export async function applyProviderEvent(db: Db, config: Config, provider: PaymentProvider, event: ProviderEvent, now: Date): Promise<'applied' | 'replayed' | 'ignored'> {
  const payment = await db.selectFrom('request_payments').select(['id', 'amount_cents', 'currency'])
    .where('provider', '=', provider.name).where('provider_payment_id', '=', event.providerPaymentId).executeTakeFirst();
  const stored = await db.insertInto('payment_events').values({ provider: provider.name, event_id: event.eventId, received_at: now.toISOString(), payment_id: payment?.id ?? null })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing()).executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) return 'replayed';
  if (!payment || Number(payment.amount_cents) !== event.amountCents || payment.currency !== event.currency) return 'ignored';
  return (await settle(db, config, provider, payment.id, event.status, now)) ? 'applied' : 'ignored';
}

/** Asks the gateway about one pending payment (outside any transaction: the gateway is another system) and applies its answer; what it says, or null. */
export async function reconcilePayment(db: Db, config: Config, provider: PaymentProvider, paymentId: number, now: Date, abandonAfterMs?: number): Promise<ProviderStatus | null> {
  const payment = await db.selectFrom('request_payments').select(['id', 'provider_payment_id', 'amount_cents', 'created_at', 'state'])
    .where('id', '=', paymentId).where('provider', '=', provider.name).executeTakeFirst();
  if (!payment?.provider_payment_id || payment.state !== 'pending') return null;
  const answer = await provider.queryPayment(payment.provider_payment_id);
  if (!answer) return null;
  let status = answer.status;
  // A checkout nobody finished within the gateway's own time is abandoned.
  if (status === 'pending' && abandonAfterMs !== undefined && now.getTime() - Date.parse(payment.created_at) > abandonAfterMs) status = 'abandoned';
  if (status === 'pending') return status;
  if (status === 'approved' && answer.amountCents !== Number(payment.amount_cents)) return null;
  const settled = status;
  await db.transaction().execute((trx) => settle(trx, config, provider, payment.id, settled, now));
  return status;
}

/** How long a webhook may be late before the reconciliation asks, and how long a checkout may stay open. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
export const ABANDON_AFTER_MS = 2 * 60 * 60_000;

/** The scheduled job's work: every pending card payment older than RECONCILE_AFTER_MS, asked about. */
export async function reconcileCardPayments(db: Db, config: Config, provider: PaymentProvider, now: Date): Promise<string> {
  const stale = await db.selectFrom('request_payments').select('id').where('state', '=', 'pending').where('provider', '=', provider.name)
    .where('created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString()).orderBy('id').limit(200).execute();
  const settled: string[] = [];
  for (const { id } of stale) {
    const status = await reconcilePayment(db, config, provider, id, now, ABANDON_AFTER_MS);
    if (status && status !== 'pending') settled.push(status);
  }
  return `${stale.length} pending card payments asked about, ${settled.length} settled`;
}
