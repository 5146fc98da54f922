// The treasurer's day: the payments confirmed on one calendar day of the city (by the time they
// were confirmed), undone ones included with their state so the day's list never changes behind
// the treasurer's back, and the totals per method of those still confirmed.
import type { DailyPayment, PaymentDailyResponse } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import type { PaymentMethod } from '../../db/schema.ts';
import { fieldError } from '../../corporate/checks.ts';
import { addDays } from '../appointments/free-slots.ts';
import { zonedInstant } from '../schedule/slots.ts';
import { customerZone } from '../indicators/service-standards.ts';
import { staffPayment } from './payment-records.ts';

export async function dailyPayments(db: Db, customerId: string, day: string, method?: PaymentMethod): Promise<PaymentDailyResponse['data']> {
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw fieldError('day', 'Indique un día válido (AAAA-MM-DD).');
  const zone = await customerZone(db, customerId);
  const from = zonedInstant(day, '00:00', zone).toISOString();
  const to = zonedInstant(addDays(day, 1), '00:00', zone).toISOString();
  let query = db.selectFrom('request_payments')
    .innerJoin('user_procedures', 'user_procedures.id', 'request_payments.user_procedure_id')
    .innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
    .selectAll('request_payments')
    .select(['user_procedures.code as request_code', 'procedures.name as procedure_name'])
    .where('request_payments.customer_id', '=', customerId)
    .where('request_payments.state', 'in', ['confirmed', 'refunded'])
    .where('request_payments.decided_at', '>=', from).where('request_payments.decided_at', '<', to);
  if (method) query = query.where('request_payments.method', '=', method);
  const rows = await query.orderBy('request_payments.decided_at').orderBy('request_payments.id').execute();
  const payments: DailyPayment[] = rows.map((row) => ({ ...staffPayment(row), request_id: row.user_procedure_id, request_code: row.request_code, procedure_name: row.procedure_name }));
  const totals = new Map<PaymentMethod, { count: number; amount_cents: number }>();
  for (const payment of payments) {
    if (payment.state !== 'confirmed') continue;
    const total = totals.get(payment.method) ?? { count: 0, amount_cents: 0 };
    totals.set(payment.method, { count: total.count + 1, amount_cents: total.amount_cents + payment.amount_cents });
  }
  return { day, payments, totals: [...totals].map(([key, total]) => ({ method: key, ...total })) };
}
