// A confirmed payment's receipt: a one-page PDF with its number, issued once when the payment is
// confirmed and kept in the media folder's private area with its SHA-256, so anyone given the
// file can check it at /recibos (the number's verdict, the payer masked to initials, the
// fingerprint to compare). The file is kept as issued: a later change of the city's name or the
// procedure's does not change a receipt already given.
import { formatMoney, type ReceiptCheck } from '@portal/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { simplePdf } from '../certificates/demo-pdf.ts';
import { holderInitials } from '../certificates/certificate-lookup.ts';
import { storePrivateFile } from '../../files/private-files.ts';
import { loadCity } from '../notifications/city.ts';
import { METHOD_NAMES } from './payment-records.ts';

/** The private area receipts are stored in. */
export const RECEIPTS_AREA = 'receipts';

/** The public check's address of a receipt number, on the city's site. */
export function receiptCheckUrl(siteUrl: string, number: string): string {
  return `${siteUrl}/recibos?${new URLSearchParams({ numero: number })}`;
}

function receiptRow(db: Db) {
  return db.selectFrom('request_payments')
    .innerJoin('user_procedures', 'user_procedures.id', 'request_payments.user_procedure_id')
    .innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
    .selectAll('request_payments')
    .select(['user_procedures.code as request_code', 'user_procedures.national_id', 'procedures.name as procedure_name']);
}

/** Writes the receipt of a confirmed payment that has a number and no file yet. */
export async function issueReceipt(db: Db, config: Config, paymentId: number): Promise<void> {
  const payment = await receiptRow(db).where('request_payments.id', '=', paymentId).executeTakeFirstOrThrow();
  if (payment.state !== 'confirmed' || payment.receipt_number === null || payment.receipt_path) return;
  const city = await loadCity(db, config, payment.customer_id);
  const confirmed = new Intl.DateTimeFormat('es-VE', { dateStyle: 'long', timeStyle: 'short', timeZone: city.timeZone }).format(new Date(payment.decided_at ?? payment.created_at));
  const pdf = simplePdf(`Recibo de pago ${payment.receipt_number}`, [
    city.name,
    `Solicitud: ${payment.request_code}`,
    `Trámite: ${payment.procedure_name}`,
    `Pagador: ${payment.payer_name} (${payment.national_id})`,
    `Monto: ${formatMoney(Number(payment.amount_cents), payment.currency)}`,
    `Medio de pago: ${METHOD_NAMES[payment.method]}${payment.reference ? `, referencia ${payment.reference}` : ''}`,
    `Confirmado: ${confirmed}`,
    '',
    'Verifique este recibo en:',
    receiptCheckUrl(city.siteUrl, payment.receipt_number),
  ]);
  const stored = await storePrivateFile(config.mediaDir, RECEIPTS_AREA, pdf, 'pdf');
  await db.updateTable('request_payments').set({ receipt_path: stored.path, receipt_sha256: stored.sha256 }).where('id', '=', payment.id).execute();
}

/** The public check of a receipt number of a customer; null when the customer has none such. */
export async function checkReceipt(db: Db, customerId: string, number: string): Promise<ReceiptCheck | null> {
  const row = await receiptRow(db).where('request_payments.customer_id', '=', customerId)
    .where('request_payments.receipt_number', '=', number.trim().toUpperCase()).executeTakeFirst();
  if (!row || row.receipt_number === null || (row.state !== 'confirmed' && row.state !== 'refunded')) return null;
  return {
    number: row.receipt_number, verdict: row.state === 'confirmed' ? 'valido' : 'anulado', amount_cents: Number(row.amount_cents), currency: row.currency,
    method: row.method, procedure: row.procedure_name, payer: holderInitials(row.payer_name), confirmed_at: row.decided_at ?? row.created_at, sha256: row.receipt_sha256,
  };
}

/** The stored receipt of a payment of a request, or null. */
export async function receiptFile(db: Db, requestId: number, paymentId: number) {
  const row = await db.selectFrom('request_payments').select(['receipt_path', 'receipt_number']).where('id', '=', paymentId).where('user_procedure_id', '=', requestId).executeTakeFirst();
  if (!row?.receipt_path || !row.receipt_number) return null;
  return { path: row.receipt_path, name: `recibo-${row.receipt_number}.pdf`, mime: 'application/pdf' };
}
