import { formatPrice, priceSearchTerms, procedurePrice } from './price';

// Intl may separate the symbol with a no-break space; compare what a reader sees.
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

test('formats bolívares in es-VE style: dot for thousands, comma for decimals, two decimals', () => {
  expect(plain(formatPrice(1234.5))).toBe('Bs.S 1.234,50');
  expect(plain(formatPrice(25))).toBe('Bs.S 25,00');
  expect(plain(formatPrice(1000000))).toBe('Bs.S 1.000.000,00');
});

test('a procedure with a product shows its price; one without shows none', () => {
  expect(plain(procedurePrice({ product: { calc_price: 99.99 } }))).toBe('Bs.S 99,99');
  expect(procedurePrice({ product: null })).toBeNull();
});

test('a free product (price 0) still shows its price', () => {
  expect(plain(procedurePrice({ product: { calc_price: 0 } }))).toBe('Bs.S 0,00');
});

test('a price that is not a number is not shown', () => {
  expect(procedurePrice({ product: { calc_price: Number.NaN } })).toBeNull();
  expect(priceSearchTerms({ product: { calc_price: Number.NaN } })).toEqual([]);
});

test('price search terms cover the shown text and the ways a citizen types an amount', () => {
  expect(priceSearchTerms({ product: { calc_price: 1234.5 } }).map(plain)).toEqual(['Bs.S 1.234,50', '1234,50', '1234.50', '1234.5', '123450']);
  expect(priceSearchTerms({ product: null })).toEqual([]);
});
