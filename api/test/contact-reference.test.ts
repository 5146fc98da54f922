// Every stored contact message gets a reference 'C-<year>-<6 digits>' from its customer's yearly
// sequence: unique under concurrency on both databases, the same on a retry, dated in the
// customer's time zone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

let clock = Date.parse('2026-05-04T15:00:00Z');
const message = { customer_id: '1', name: 'Vecino', email: 'vecino@example.org', phone: '0414-555-0101', message: 'Consulta' };

describeEachDatabase('contact references', (ctx) => {
  test('50 messages sent at once get 50 different references, numbered without gaps', async () => {
    const { app, db } = ctx();
    clock = Date.parse('2026-05-04T15:00:00Z');
    const before = await db.selectFrom('contact_messages').select('reference').where('customer_id', '=', '1').where('reference', 'like', 'C-2026-%').execute();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => app.inject({
      method: 'POST', url: '/api/v2/contact/', payload: { ...message, message: `Consulta número ${i}` },
      headers: { ...csrfHeaders(), 'idempotency-key': `concurrent-send-${i}-abcdef` },
    })));
    for (const answer of answers) assert.equal(answer.statusCode, 201, answer.body);
    const references = answers.map((answer) => answer.json().data.reference as string);
    for (const reference of references) assert.match(reference, /^C-2026-\d{6}$/);
    assert.equal(new Set(references).size, 50);
    const numbers = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
    assert.deepEqual(numbers, Array.from({ length: 50 }, (_, i) => before.length + i + 1));
    // The answer's message names it too, and the stored row holds it.
    assert.match(answers[0]!.json().message, /Referencia: C-2026-\d{6}\./);
    const stored = await db.selectFrom('contact_messages').select('reference').where('id', '=', answers[0]!.json().data.id).executeTakeFirstOrThrow();
    assert.equal(stored.reference, references[0]);
  });

  test('a retry with the same Idempotency-Key answers the same reference and takes no new number', async () => {
    const { app } = ctx();
    clock = Date.parse('2026-05-04T15:00:00Z');
    const send = () => app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: { ...csrfHeaders(), 'idempotency-key': 'retry-same-key-123456' } });
    const first = (await send()).json().data;
    const again = (await send()).json().data;
    assert.deepEqual(again, first);
    const next = await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() });
    assert.equal(Number(next.json().data.reference.slice(-6)), Number(first.reference.slice(-6)) + 1);
  });

  test('the year is the customer’s: 22:00 on 31 December in Caracas is still that year; the sequence starts again in January', async () => {
    const { app } = ctx();
    clock = Date.parse('2027-01-01T02:00:00Z'); // 2026-12-31 22:00 in America/Caracas
    const late = await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() });
    assert.match(late.json().data.reference, /^C-2026-/);
    clock = Date.parse('2027-01-01T05:00:00Z'); // 01:00 on 1 January in Caracas
    const early = await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() });
    assert.equal(early.json().data.reference, 'C-2027-000001');
    const other = await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: { ...message, customer_id: '2' }, headers: csrfHeaders() });
    assert.equal(other.json().data.reference, 'C-2027-000001', 'each customer has its own sequence');
  });
}, {}, { now: () => new Date(clock) });
