// Paying a request's fee: the methods, the states of a payment, and money as integer cents. An
// amount is never a float on its way to the database: what a clerk types ('1.446,25') becomes
// cents here, and cents become text in the city's locale ('Bs.S 1.446,25') on every page.

/** counter: paid at the city's counter, recorded by a clerk · transfer · mobile: Pago Móvil · card: through the gateway. */
export const PAYMENT_METHODS = ['counter', 'transfer', 'mobile', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a citizen pays by themselves and then reports with a reference. */
export const REPORTED_METHODS = ['transfer', 'mobile'] as const;
export type ReportedMethod = (typeof REPORTED_METHODS)[number];

/**
 * pending: a card checkout begun · reported: a citizen says they paid, a clerk checks ·
 * confirmed: the money is in · rejected: not found (with the clerk's note) · refunded: undone with a reason.
 */
export const PAYMENT_STATES = ['pending', 'reported', 'confirmed', 'rejected', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The locale money is written in: the city's, whatever the page's language. */
export const CITY_MONEY_LOCALE = 'es-VE';

/** The largest amount a form takes: 10 million in the currency, in cents. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** 44625 → 'Bs.S 446,25'. */
export function formatMoney(cents: number, currency = 'VES'): string {
  return new Intl.NumberFormat(CITY_MONEY_LOCALE, { style: 'currency', currency }).format(cents / 100);
}

/**
 * What a person typed as an amount, in cents; null when it is not one. Spanish writing first:
 * '1.446,25', '446,25', '446'; '446.25' (a dot and one or two digits) is read as decimals too, since
 * a clerk copying from a bank's page may meet either. At most two decimals; never negative.
 */
export function parseAmount(typed: string): number | null {
  const text = typed.replace(/bs\.?\s*s?\.?|ves|\s/giu, '');
  if (!/^\d[\d.,]*$/u.test(text)) return null;
  let whole: string;
  let fraction = '';
  if (text.includes(',')) {
    const parts = text.split(',');
    if (parts.length !== 2) return null;
    [whole, fraction] = [parts[0]!, parts[1]!];
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/u.test(whole)) return null;
    whole = whole.replaceAll('.', '');
  } else if (/^\d+\.\d{1,2}$/u.test(text)) {
    [whole, fraction] = text.split('.') as [string, string];
  } else if (/^\d{1,3}(\.\d{3})*$|^\d+$/u.test(text)) {
    whole = text.replaceAll('.', '');
  } else {
    return null;
  }
  if (!/^\d{0,2}$/u.test(fraction)) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS ? cents : null;
}
