import type { Procedure } from '@portal/contract';
import { displayLocale } from '@portal/shared';
// Prices in es-VE Venezuelan bolívar format (spec section 9). One formatter for the page: building
// an Intl.NumberFormat is far slower than using one, and the catalogue formats thousands of prices.

// Issue 19: the format follows the page's language (es-VE by default, en-US in English).
const bolivares = new Map<string, Intl.NumberFormat>();

/** Formats an amount as the citizen reads it, e.g. 'Bs.S 1.234,50'. */
export function formatPrice(amount: number): string {
  const locale = displayLocale();
  let format = bolivares.get(locale);
  if (!format) bolivares.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VES' })));
  return format.format(amount);
}

/** The procedure's price text, or null when it has no product (the card then shows no price). */
export function procedurePrice(procedure: Pick<Procedure, 'product'>): string | null {
  const amount = procedure.product?.calc_price;
  return typeof amount === 'number' && Number.isFinite(amount) ? formatPrice(amount) : null;
}

/**
 * The ways a citizen may type a price: as shown ('bs.s 1.234,50'), without thousands separators
 * ('1234,50'), with a decimal point ('1234.50', '1234.5') and as plain digits ('123450').
 */
export function priceSearchTerms(procedure: Pick<Procedure, 'product'>): string[] {
  const shown = procedurePrice(procedure);
  if (shown === null) return [];
  const amount = procedure.product!.calc_price;
  const fixed = amount.toFixed(2);
  return [shown, fixed.replace('.', ','), fixed, String(amount), fixed.replace('.', '')];
}
