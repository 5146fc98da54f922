import { IdempotencyKeeper, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('keys are random v4 UUIDs', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(UUID);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('retries of the same content reuse the key; changed content gets a new one', () => {
  const keeper = new IdempotencyKeeper();
  const first = keeper.keyFor({ name: 'Ana' });
  expect(keeper.keyFor({ name: 'Ana' })).toBe(first);
  expect(keeper.keyFor({ name: 'Ana María' })).not.toBe(first);
});

test('after a confirmed send the same content is a new message with a new key', () => {
  const keeper = new IdempotencyKeeper();
  const first = keeper.keyFor({ name: 'Ana' });
  keeper.reset();
  expect(keeper.keyFor({ name: 'Ana' })).not.toBe(first);
});
