// The contact form checks a message with @portal/contract's checkContactMessage before sending;
// the server validates it with the contract's schema. Generated messages prove the two agree:
// whatever the form lets through the server stores, and whatever the form refuses the server
// refuses too, naming the same fields with the same words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { checkContactMessage, spanishMessage, type ContactFields } from '@portal/contract';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const digitsAndSeparators = fc.array(fc.constantFrom('0', '1', '5', '9', ' ', '-', '.', '(', ')'), { maxLength: 45 }).map((chars) => chars.join(''));
const phone = fc.oneof(
  fc.constantFrom('', '   ', '(0251) 555-0100', '+58 412 555 1234', '123456', '1234567', '+', '58+4125551234', 'llámame', ' '.repeat(41)),
  digitsAndSeparators,
  fc.tuple(fc.constantFrom('', '+'), digitsAndSeparators).map(([plus, rest]) => plus + rest),
  fc.string({ maxLength: 45 }),
);
const email = fc.oneof(
  fc.constantFrom('', ' ', 'maria@example.com', 'MARIA@EXAMPLE.COM', 'maria@', 'maria.example.com', 'a@b.co', `${'a'.repeat(250)}@b.co`),
  fc.emailAddress(),
  fc.string({ maxLength: 30 }),
);
const text = (max: number) => fc.oneof(fc.constantFrom('', '   ', 'María Pérez', 'x'.repeat(max), 'x'.repeat(max + 1)), fc.string({ maxLength: 40 }));
const message: fc.Arbitrary<ContactFields> = fc.record(
  {
    kind: fc.constantFrom('contact', 'quote'),
    name: text(150),
    email,
    phone,
    message: text(5000),
  },
  { requiredKeys: ['name', 'email'] },
);

describeEachDatabase('the contact form\'s rules and the server\'s schema', (ctx) => {
  test('accept and refuse the same messages, naming the same fields with the same words', async () => {
    await fc.assert(fc.asyncProperty(message, async (fields) => {
      const problems = checkContactMessage(fields);
      const response = await ctx().app.inject({
        method: 'POST', url: '/api/v2/contact/', payload: { customer_id: '1', ...fields }, headers: csrfHeaders(),
      });
      if (problems.length === 0) {
        assert.equal(response.statusCode, 201, `${JSON.stringify(fields)} → ${response.body}`);
      } else {
        assert.equal(response.statusCode, 400, JSON.stringify(fields));
        assert.deepEqual(response.json().errors, problems.map((problem) => ({ field: problem.field, message: spanishMessage(problem) })));
      }
    }), { numRuns: Number(process.env.FUZZ_RUNS ?? 300) });
  });
});
