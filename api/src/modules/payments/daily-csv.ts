// The treasurer's day as a spreadsheet: the CSV a Spanish-language spreadsheet opens as is
// (semicolons, decimal commas, a UTF-8 mark), one row per payment, undone ones with their state.
import type { PaymentDailyResponse } from '@portal/contract';
import { METHOD_NAMES } from './payment-records.ts';

const STATE_NAMES = { pending: 'iniciado', reported: 'informado', confirmed: 'confirmado', rejected: 'rechazado', refunded: 'anulado' } as const;

/** A cell, quoted; one a spreadsheet would read as a formula ('=…', '+…', '-…', '@…') starts with an apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** 44625 → '446,25' (no thousands separator: a spreadsheet reads it as a number). */
const decimal = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

export function dailyCsv(day: PaymentDailyResponse['data']): string {
  const header = ['confirmado', 'recibo', 'solicitud', 'tramite', 'pagador', 'medio', 'referencia', 'banco', 'monto', 'moneda', 'estado', 'confirmado_por', 'nota'];
  const rows = day.payments.map((payment) => [
    payment.decided_at ?? '', payment.receipt_number ?? '', payment.request_code, payment.procedure_name, payment.payer_name, METHOD_NAMES[payment.method],
    payment.reference, payment.payer_bank, decimal(payment.amount_cents), payment.currency, STATE_NAMES[payment.state], payment.decided_by ?? '', payment.note,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
