// Money as integer cents: what a clerk types becomes cents, cents become the city's text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMoney, parseAmount } from '@portal/contract';

test('an amount typed the Spanish way, or copied with a decimal point, becomes exact cents', () => {
  assert.equal(parseAmount('446,25'), 44625);
  assert.equal(parseAmount('1.446,25'), 144625);
  assert.equal(parseAmount('Bs.S 1.446,2'), 144620);
  assert.equal(parseAmount('446.25'), 44625);
  assert.equal(parseAmount('1.446'), 144600, 'a dot and three digits groups thousands');
  assert.equal(parseAmount('446'), 44600);
  assert.equal(parseAmount('0,10'), 10);
  for (const wrong of ['', 'abc', '-5', '4,4,4', '446,255', '1,446.25', '12.34.5']) assert.equal(parseAmount(wrong), null, wrong);
  assert.equal(parseAmount('99.999.999,99'), null, 'over ten million');
});

test("cents are written in the city's locale", () => {
  assert.equal(formatMoney(44625).replace(/\s/gu, ' '), 'Bs.S 446,25');
  assert.equal(formatMoney(144625).replace(/\s/gu, ' '), 'Bs.S 1.446,25');
});
