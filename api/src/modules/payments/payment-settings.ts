// A city's payment settings: where citizens send the money (bank account, RIF, Pago Móvil phone)
// and which methods it takes. A city without a row takes no online method yet (counter only).
import type { PaymentOptions, PaymentSettings, PaymentSettingsUpdateRequest } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../corporate/checks.ts';

const NONE: PaymentSettings = {
  currency: 'VES', bank_name: '', account_number: '', account_holder: '', rif: '', mobile_bank: '', mobile_phone: '',
  transfer_enabled: false, mobile_enabled: false, card_enabled: false,
};

export async function paymentSettings(db: Db, customerId: string): Promise<PaymentSettings> {
  const row = await db.selectFrom('payment_settings').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) return NONE;
  return {
    currency: row.currency, bank_name: row.bank_name, account_number: row.account_number, account_holder: row.account_holder, rif: row.rif,
    mobile_bank: row.mobile_bank, mobile_phone: row.mobile_phone,
    transfer_enabled: Number(row.transfer_enabled) === 1, mobile_enabled: Number(row.mobile_enabled) === 1, card_enabled: Number(row.card_enabled) === 1,
  };
}

/** What a citizen is shown: only the methods that are on and have their details filled in. */
export function paymentOptions(settings: PaymentSettings): PaymentOptions {
  const transfer = settings.transfer_enabled && settings.account_number !== '';
  const mobile = settings.mobile_enabled && settings.mobile_phone !== '';
  return {
    currency: settings.currency,
    transfer: transfer ? { bank_name: settings.bank_name, account_number: settings.account_number, account_holder: settings.account_holder, rif: settings.rif } : null,
    mobile: mobile ? { bank: settings.mobile_bank, phone: settings.mobile_phone, rif: settings.rif } : null,
    card: settings.card_enabled,
  };
}

/** Saves the fields sent; a method cannot be switched on without the details a citizen needs. */
export async function updatePaymentSettings(db: Db, body: PaymentSettingsUpdateRequest, now: Date): Promise<PaymentSettings> {
  const { customer_id: customerId, ...sent } = body;
  const trimmed = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
  const next: PaymentSettings = { ...(await paymentSettings(db, customerId)), ...trimmed };
  if (next.transfer_enabled && (next.bank_name === '' || next.account_number === '' || next.rif === '')) {
    throw fieldError('account_number', 'Para recibir transferencias indique el banco, el número de cuenta y el RIF.');
  }
  if (next.mobile_enabled && (next.mobile_bank === '' || next.mobile_phone === '' || next.rif === '')) {
    throw fieldError('mobile_phone', 'Para recibir Pago Móvil indique el banco, el teléfono y el RIF.');
  }
  if (next.account_number !== '' && !/^[\d -]{10,30}$/u.test(next.account_number)) throw fieldError('account_number', 'El número de cuenta lleva solo dígitos, espacios y guiones (20 dígitos).');
  if (next.rif !== '' && !/^[VEJGPC]-?\d{6,9}-?\d?$/iu.test(next.rif)) throw fieldError('rif', 'Escriba un RIF válido, por ejemplo G-20000000-0.');
  if (next.mobile_phone !== '' && !/^[\d +().-]{7,20}$/u.test(next.mobile_phone)) throw fieldError('mobile_phone', 'Escriba un teléfono válido para Pago Móvil, por ejemplo 0414-1234567.');
  const row = {
    currency: next.currency, bank_name: next.bank_name, account_number: next.account_number, account_holder: next.account_holder, rif: next.rif.toUpperCase(),
    mobile_bank: next.mobile_bank, mobile_phone: next.mobile_phone,
    transfer_enabled: next.transfer_enabled ? 1 : 0, mobile_enabled: next.mobile_enabled ? 1 : 0, card_enabled: next.card_enabled ? 1 : 0,
    updated: now.toISOString(),
  };
  await db.insertInto('payment_settings').values({ customer_id: customerId, ...row })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(row)).execute();
  return paymentSettings(db, customerId);
}
