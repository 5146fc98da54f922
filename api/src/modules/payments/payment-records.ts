// The payments of a request: a clerk records one taken at the counter, a citizen reports a transfer
// or Pago Móvil, a clerk confirms or rejects it, and a confirmed one may be undone with a reason
// (it becomes 'refunded'; no payment row is ever deleted). The request's own payment status follows
// its confirmed payment, so the pages that read it (the tracking page, the folder, the indicators)
// stay right. A request has at most one confirmed payment: a unique index refuses a second one, so
// two clerks (or a clerk and the card gateway) confirming at once leave one.
import type { RequestPayment, ReportPaymentRequest, StaffPayment } from '@portal/contract';
import { formatMoney } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import type { PaymentMethod, PaymentState } from '../../db/schema.ts';
import { classifyDatabaseError } from '../../db/errors.ts';
import { fieldError } from '../../corporate/checks.ts';
import { HttpError } from '../../http/errors.ts';
import { nextNumber } from '../../contact/contact.repository.ts';
import { recordHistory, requestRows, type RequestRow } from '../requests/request-views.ts';
import { paymentOptions, paymentSettings } from './payment-settings.ts';

export const CITIZEN = 'ciudadano';

export const METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = { counter: 'taquilla', transfer: 'transferencia', mobile: 'Pago Móvil', card: 'tarjeta' };

export function paymentRows(db: Db, requestId: number) {
  return db.selectFrom('request_payments').selectAll().where('user_procedure_id', '=', requestId).orderBy('id').execute();
}

type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

export function citizenPayment(row: PaymentRow): RequestPayment {
  return {
    id: row.id, amount_cents: Number(row.amount_cents), currency: row.currency, method: row.method, reference: row.reference, state: row.state,
    note: row.note, created_at: row.created_at, decided_at: row.decided_at, receipt_number: row.receipt_number,
  };
}

export function staffPayment(row: PaymentRow): StaffPayment {
  return { ...citizenPayment(row), payer_name: row.payer_name, payer_bank: row.payer_bank, paid_on: row.paid_on, created_by: row.created_by, decided_by: row.decided_by };
}

/** 'R-2026-000123': the customer's yearly sequence of receipts. */
async function receiptNumber(db: Db, customerId: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  return `R-${year}-${String(await nextNumber(db, customerId, 'R', year)).padStart(6, '0')}`;
}

/** Makes the request's own status follow its confirmed payment. */
async function followPayments(db: Db, request: RequestRow): Promise<void> {
  const confirmed = await db.selectFrom('request_payments').select(['reference', 'decided_at']).where('user_procedure_id', '=', request.id)
    .where('state', '=', 'confirmed').executeTakeFirst();
  const due = Number(request.amount_due_cents ?? 0) > 0 || request.payment_status !== 'not_required';
  await db.updateTable('user_procedures').set({
    payment_status: confirmed ? 'paid' : due ? 'pending' : 'not_required',
    paid_at: confirmed?.decided_at ?? null,
    payment_reference: confirmed?.reference ?? '',
  }).where('id', '=', request.id).execute();
}

/** The cents a request still owes; 409 when nothing is owed. */
function owed(request: RequestRow): number {
  if (request.payment_status === 'paid') throw new HttpError(409, 'La solicitud ya está pagada.');
  const cents = Number(request.amount_due_cents ?? 0);
  if (request.payment_status === 'not_required' || cents <= 0) throw new HttpError(409, 'Este trámite no tiene tasa que pagar.');
  return cents;
}

/** Runs a write that may meet another confirmation of the same request; answers 409 for the loser. */
async function oneConfirmed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (classifyDatabaseError(error) === 'conflict') throw new HttpError(409, 'La solicitud ya tiene un pago confirmado.');
    throw error;
  }
}

export interface CounterPayment {
  amount_cents: number;
  method: PaymentMethod;
  reference: string;
}

/** A payment a clerk saw: confirmed at once, with its receipt number; answers its id. */
export async function recordCounterPayment(db: Db, request: RequestRow, payment: CounterPayment, actor: string, now: Date): Promise<number> {
  owed(request);
  const reference = payment.reference.trim();
  if (payment.method !== 'counter' && reference === '') throw fieldError('reference', 'Indique la referencia del pago (la del banco o del punto de venta).');
  const settings = await paymentSettings(db, request.customer_id);
  const at = now.toISOString();
  const { id } = await oneConfirmed(async () => db.insertInto('request_payments').values({
    customer_id: request.customer_id, user_procedure_id: request.id, amount_cents: payment.amount_cents, currency: settings.currency,
    method: payment.method, reference, payer_name: request.name, state: 'confirmed', created_at: at, created_by: actor,
    decided_by: actor, decided_at: at, paid_on: null, provider: null, provider_payment_id: null,
    receipt_number: await receiptNumber(db, request.customer_id, now), receipt_sha256: null,
  }).returning('id').executeTakeFirstOrThrow());
  await followPayments(db, request);
  await recordHistory(db, request.id, now, actor, 'Pago registrado', `${formatMoney(payment.amount_cents, settings.currency)} · ${METHOD_NAMES[payment.method]}${reference ? ` · ${reference}` : ''}`);
  return id;
}

const REFERENCE = /^[A-Za-z0-9-]{4,30}$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** A citizen's transfer or Pago Móvil: the exact amount due, waiting for a clerk. */
export async function reportPayment(db: Db, request: RequestRow, body: ReportPaymentRequest, now: Date): Promise<void> {
  const cents = owed(request);
  const options = paymentOptions(await paymentSettings(db, request.customer_id));
  if (!options[body.method]) throw fieldError('method', 'La alcaldía no recibe pagos por ese medio.');
  const reference = body.reference.replace(/\s/gu, '');
  if (!REFERENCE.test(reference)) throw fieldError('reference', 'Escriba la referencia que le dio su banco: de 4 a 30 letras o dígitos.');
  const bank = body.bank.trim();
  if (bank === '') throw fieldError('bank', 'Indique el banco desde el que pagó.');
  const day = DAY.exec(body.paid_on.trim());
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== body.paid_on.trim()) throw fieldError('paid_on', 'Indique el día del pago (AAAA-MM-DD).');
  // A day ahead of UTC is allowed: the city's clock may be behind it, never ahead by more.
  if (date.getTime() > now.getTime() + 86_400_000) throw fieldError('paid_on', 'El día del pago no puede ser futuro.');
  const waiting = await db.selectFrom('request_payments').select('id').where('user_procedure_id', '=', request.id).where('state', '=', 'reported').executeTakeFirst();
  if (waiting) throw new HttpError(409, 'Ya informó un pago de esta solicitud; la alcaldía lo está revisando.');
  await db.insertInto('request_payments').values({
    customer_id: request.customer_id, user_procedure_id: request.id, amount_cents: cents, currency: options.currency, method: body.method,
    reference, payer_bank: bank.slice(0, 100), paid_on: body.paid_on.trim(), payer_name: request.name, state: 'reported',
    created_at: now.toISOString(), created_by: CITIZEN, decided_by: null, decided_at: null, provider: null, provider_payment_id: null,
    receipt_number: null, receipt_sha256: null,
  }).execute();
  await recordHistory(db, request.id, now, CITIZEN, 'Pago informado', `${formatMoney(cents, options.currency)} · ${METHOD_NAMES[body.method]} · ${reference}`);
}

/** Moves one payment of a request from one state to another, or 409 when another hand moved it first. */
async function move(db: Db, request: RequestRow, paymentId: number, from: PaymentState, to: PaymentState, set: { note?: string; actor: string; at: string; receipt?: string }) {
  const payment = await db.selectFrom('request_payments').selectAll().where('id', '=', paymentId).where('user_procedure_id', '=', request.id).executeTakeFirst();
  if (!payment) throw new HttpError(404, 'Ese pago no es de esta solicitud.');
  // An undo keeps who confirmed and when; its reason and author are in the note, the history and the audit log.
  const decided = to === 'refunded' ? {} : { decided_by: set.actor, decided_at: set.at };
  const changed = await db.updateTable('request_payments').set({
    state: to, ...decided, ...(set.note === undefined ? {} : { note: set.note }), ...(set.receipt ? { receipt_number: set.receipt } : {}),
  }).where('id', '=', payment.id).where('state', '=', from).executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new HttpError(409, 'Ese pago ya no está pendiente de esta acción; recargue la solicitud.');
  return payment;
}

export async function confirmPayment(db: Db, request: RequestRow, paymentId: number, actor: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const payment = await oneConfirmed(async () => move(db, request, paymentId, 'reported', 'confirmed', { actor, at, receipt: await receiptNumber(db, request.customer_id, now) }));
  await followPayments(db, request);
  await recordHistory(db, request.id, now, actor, 'Pago confirmado', `${formatMoney(Number(payment.amount_cents), payment.currency)} · ${METHOD_NAMES[payment.method]} · ${payment.reference}`);
}

export async function rejectPayment(db: Db, request: RequestRow, paymentId: number, note: string, actor: string, now: Date) {
  const text = note.trim();
  if (text === '') throw fieldError('note', 'Diga al ciudadano por qué no se encontró el pago.');
  const payment = await move(db, request, paymentId, 'reported', 'rejected', { note: text, actor, at: now.toISOString() });
  await recordHistory(db, request.id, now, actor, 'Pago rechazado', `${payment.reference}: ${text}`);
  return payment;
}

export async function undoPayment(db: Db, request: RequestRow, paymentId: number, reason: string, actor: string, now: Date): Promise<void> {
  const text = reason.trim();
  if (text === '') throw fieldError('note', 'Indique por qué se anula el pago.');
  const payment = await move(db, request, paymentId, 'confirmed', 'refunded', { note: text, actor, at: now.toISOString() });
  await followPayments(db, request);
  await recordHistory(db, request.id, now, actor, 'Pago anulado', `${formatMoney(Number(payment.amount_cents), payment.currency)}: ${text}`);
}

/** A card payment's end at the gateway, as the city records it. */
const CARD_OUTCOMES = {
  declined: { note: 'La tarjeta fue rechazada.', event: 'Pago con tarjeta rechazado' },
  abandoned: { note: 'El pago con tarjeta no se completó.', event: 'Pago con tarjeta no completado' },
} as const;

/**
 * Settles a pending card payment as the gateway says it ended; false when it was already settled
 * (a webhook and the reconciliation, or two webhooks, may both bring the news) or when the request
 * already has another confirmed payment (left pending for a clerk, with a line in the history).
 */
export async function settleCardPayment(db: Db, paymentId: number, outcome: 'approved' | 'declined' | 'abandoned', provider: string, now: Date): Promise<boolean> {
  const payment = await db.selectFrom('request_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.state !== 'pending') return false;
  const request = (await requestRows(db).where('user_procedures.id', '=', payment.user_procedure_id).executeTakeFirst())!;
  const at = now.toISOString();
  const amount = formatMoney(Number(payment.amount_cents), payment.currency);
  if (outcome === 'approved') {
    if (request.payment_status === 'paid') {
      await recordHistory(db, request.id, now, provider, 'Pago con tarjeta duplicado', `${amount}: la solicitud ya estaba pagada; la alcaldía debe revisarlo.`);
      return false;
    }
    const changed = await db.updateTable('request_payments').set({ state: 'confirmed', decided_by: provider, decided_at: at, receipt_number: await receiptNumber(db, request.customer_id, now) })
      .where('id', '=', payment.id).where('state', '=', 'pending').executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await followPayments(db, request);
    await recordHistory(db, request.id, now, provider, 'Pago con tarjeta aprobado', amount);
    return true;
  }
  const changed = await db.updateTable('request_payments').set({ state: 'rejected', note: CARD_OUTCOMES[outcome].note, decided_by: provider, decided_at: at })
    .where('id', '=', payment.id).where('state', '=', 'pending').executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) return false;
  await recordHistory(db, request.id, now, CITIZEN, CARD_OUTCOMES[outcome].event, amount);
  return true;
}
