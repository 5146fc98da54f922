import type { Procedure } from '@portal/contract';
// Prices in es-VE Venezuelan bolívar format (spec section 9). One formatter for the page: building
// an Intl.NumberFormat is far slower than using one, and the catalogue formats thousands of prices.

const bolivares = new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'VES' });

/** Formats an amount as the citizen reads it, e.g. 'Bs.S 1.234,50'. */
export function formatPrice(amount: number): string {
  return bolivares.format(amount);
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
