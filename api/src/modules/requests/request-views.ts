// Reading a request as its citizen or a clerk sees it: the request, its documents, its history,
// and what the citizen must do next.
import { formatMoney, type StaffRequest, type TrackedRequest } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { found } from '../../corporate/checks.ts';
import { citizenPayment, paymentRows, staffPayment } from '../payments/payment-records.ts';
import { paymentOptions, paymentSettings } from '../payments/payment-settings.ts';

export function requestRows(db: Db) {
  return db.selectFrom('user_procedures')
    .innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
    .leftJoin('procedure_states', 'procedure_states.id', 'user_procedures.state_id')
    .select([
      'user_procedures.id', 'user_procedures.customer_id', 'user_procedures.code', 'user_procedures.name', 'user_procedures.national_id',
      'user_procedures.email', 'user_procedures.phone', 'user_procedures.created', 'user_procedures.updated',
      'user_procedures.payment_status', 'user_procedures.payment_amount', 'user_procedures.payment_reference', 'user_procedures.paid_at',
      'user_procedures.amount_due_cents', 'user_procedures.due_date', 'user_procedures.decided_at',
      'procedures.id as procedure_id', 'procedures.name as procedure_name',
      'procedure_states.id as state_id', 'procedure_states.name as state_name',
    ]);
}

/** A request of a customer by its id, or the one 404 (another customer's id included). */
export async function requestOf(db: Db, customerId: string, id: number) {
  return found(await requestRows(db).where('user_procedures.customer_id', '=', customerId).where('user_procedures.id', '=', id).executeTakeFirst(),
    'La solicitud indicada no existe.');
}

export type RequestRow = NonNullable<Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirst']>>>;

export function requirementRows(db: Db, requestId: number) {
  return db.selectFrom('user_procedure_requirements').selectAll().where('user_procedure_id', '=', requestId).orderBy('position').orderBy('id').execute();
}

type Requirements = Awaited<ReturnType<typeof requirementRows>>;

const list = (names: string[]) => names.join(', ');

/** What the citizen must do now, in Spanish; null when the city has the next move. */
export function nextStep(requirements: Requirements, payment: RequestRow['payment_status'], owed: string | null): string | null {
  const rejected = requirements.filter((row) => row.status === 'rejected').map((row) => row.name);
  if (rejected.length > 0) return `Reemplace ${rejected.length === 1 ? 'el documento rechazado' : 'los documentos rechazados'}: ${list(rejected)}.`;
  const missing = requirements.filter((row) => row.status === 'pending').map((row) => row.name);
  if (missing.length > 0) return `Suba ${missing.length === 1 ? 'el documento que falta' : 'los documentos que faltan'}: ${list(missing)}.`;
  // owed is null while a reported payment waits for a clerk: then the city has the next move.
  if (payment === 'pending' && owed !== null) return `Pagar la tasa del trámite: ${owed}. En «Pagos» verá cómo pagar.`;
  return null;
}

async function citizenView(db: Db, row: RequestRow): Promise<TrackedRequest> {
  const [requirements, history, payments, settings] = await Promise.all([
    requirementRows(db, row.id),
    db.selectFrom('user_procedure_history').select(['at', 'event', 'detail']).where('user_procedure_id', '=', row.id).orderBy('id').execute(),
    paymentRows(db, row.id),
    paymentSettings(db, row.customer_id),
  ]);
  const cents = row.amount_due_cents === null ? null : Number(row.amount_due_cents);
  const awaiting = payments.some((payment) => payment.state === 'reported');
  const due = row.payment_status === 'pending' && cents !== null && cents > 0;
  return {
    code: row.code,
    procedure: { id: row.procedure_id, name: row.procedure_name },
    state: row.state_id === null || row.state_name === null ? null : { id: row.state_id, name: row.state_name },
    created: row.created,
    name: row.name,
    requirements: requirements.map((item) => ({ requirement_id: item.requirement_id, name: item.name, status: item.status, note: item.note, file_name: item.file_name })),
    history,
    payment: { status: row.payment_status, amount: row.payment_amount, paid_at: row.paid_at, amount_cents: cents, currency: settings.currency, awaiting },
    payments: payments.map(citizenPayment),
    pay_to: due ? paymentOptions(settings) : null,
    next_step: nextStep(requirements, row.payment_status, due && !awaiting ? formatMoney(cents, settings.currency) : null),
    due_date: row.due_date,
    decided_at: row.decided_at,
  };
}

export async function trackedRequest(db: Db, row: RequestRow): Promise<TrackedRequest> {
  return citizenView(db, row);
}

export async function staffRequest(db: Db, row: RequestRow): Promise<StaffRequest> {
  const payments = (await paymentRows(db, row.id)).map(staffPayment);
  return { ...(await citizenView(db, row)), payments, id: row.id, national_id: row.national_id, email: row.email, phone: row.phone, updated: row.updated, payment_reference: row.payment_reference };
}

/** Adds a line to a request's history and marks it updated. */
export async function recordHistory(db: Db, requestId: number, at: Date, actor: string, event: string, detail = ''): Promise<void> {
  await db.insertInto('user_procedure_history').values({ user_procedure_id: requestId, at: at.toISOString(), actor, event, detail: detail.slice(0, 1000) }).execute();
  await db.updateTable('user_procedures').set({ updated: at.toISOString() }).where('id', '=', requestId).execute();
}
