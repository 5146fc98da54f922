import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../src/http/errors.ts';
import { sendContactMessage } from '../src/contact/contact.service.ts';
import type { ContactRepository } from '../src/contact/contact.repository.ts';
import { contactRepository } from '../src/contact/contact.repository.ts';
import { createTestContext, csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const valid = { customer_id: '1', kind: 'contact', name: 'María Pérez', email: 'maria@example.com', phone: '+58 412 555 1234', message: 'Hola' };

describeEachDatabase('POST /api/v2/contact/', (ctx) => {
  const send = (payload: object, headers: Record<string, string> = csrfHeaders()) =>
    ctx().app.inject({ method: 'POST', url: '/api/v2/contact/', payload, headers });
  const count = () => contactRepository(ctx().db).count('1');

  test('stores a valid message and answers 201 with its id', async () => {
    const before = await count();
    const response = await send(valid);
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().res, 1);
    assert.equal(typeof response.json().data.id, 'number');
    assert.equal(await count(), before + 1);
    const row = await ctx().db.selectFrom('contact_messages').selectAll().where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
    assert.equal(row.name, 'María Pérez');
    assert.equal(row.message, 'Hola');
  });

  test('a quote without a message is accepted', async () => {
    const { message: _message, ...withoutMessage } = valid;
    assert.equal((await send({ ...withoutMessage, kind: 'quote' })).statusCode, 201);
  });

  test('a quote without a phone (absent or empty) is stored with an empty phone', async () => {
    const { phone: _phone, message: _message, ...nameAndEmail } = valid;
    for (const payload of [{ ...nameAndEmail, kind: 'quote' }, { ...nameAndEmail, kind: 'quote', phone: '' }]) {
      const response = await send(payload);
      assert.equal(response.statusCode, 201, JSON.stringify(payload));
      const row = await ctx().db.selectFrom('contact_messages').selectAll().where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
      assert.equal(row.kind, 'quote');
      assert.equal(row.phone, '');
    }
  });

  test('a quote with a phone stores it, and a malformed one answers 400 naming the phone', async () => {
    const stored = await send({ ...valid, kind: 'quote', phone: '(0251) 555-0100' });
    assert.equal(stored.statusCode, 201);
    const row = await ctx().db.selectFrom('contact_messages').selectAll().where('id', '=', stored.json().data.id).executeTakeFirstOrThrow();
    assert.equal(row.phone, '(0251) 555-0100');
    const before = await count();
    for (const phone of ['llámame', '12345', '+58 412 555 1234 ext 9']) {
      const response = await send({ ...valid, kind: 'quote', phone });
      assert.equal(response.statusCode, 400, phone);
      assert.match(response.json().message, /«phone»/);
    }
    assert.equal(await count(), before);
  });

  test('a contact message without a phone answers 400 naming the phone, with or without an explicit kind', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const { kind: _kind, ...withoutKind } = withoutPhone;
    const before = await count();
    for (const payload of [withoutPhone, withoutKind, { ...valid, phone: '' }, { ...valid, phone: '   ' }]) {
      const response = await send(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, /«phone»/);
    }
    assert.equal(await count(), before);
  });

  test('phones as people write them are accepted: parentheses, dots, dashes, spaces, a leading +, 7 to 20 digits', async () => {
    const accepted = ['(0251) 555-0100', '0251.555.01.00', '+58 (412) 555-12-34', '04125551234', '555-0100 12', '1234567', '+12345678901234567890', '(0)251 555 0100'];
    for (const phone of accepted) {
      const response = await send({ ...valid, phone });
      assert.equal(response.statusCode, 201, phone);
      const row = await ctx().db.selectFrom('contact_messages').selectAll().where('id', '=', response.json().data.id).executeTakeFirstOrThrow();
      assert.equal(row.phone, phone);
    }
  });

  test('phones with fewer than 7 or more than 20 digits, letters, other symbols or a + not in front answer 400', async () => {
    const refused = [
      '123456', '(025) 5-0', '+1 234 56', // 6 digits, however many separators
      '123456789012345678901', '+58 412 555 1234 5678 901 23', // 21 digits, plain and written with separators
      '0251 555 0100 x12', '0251/555/0100', '0251_555_0100', '58+4125551234', '++584125551234', ' +58 412 555 1234',
      '0251 555 0100\n', '٠٢٥١٥٥٥٠١٠٠', '(-) .-( ) . -',
      `(0251) 555-0100${' '.repeat(26)}`, // 41 characters: over the storage bound
    ];
    const before = await count();
    for (const phone of refused) {
      const response = await send({ ...valid, phone });
      assert.equal(response.statusCode, 400, JSON.stringify(phone));
      assert.match(response.json().message, /«phone»/);
    }
    assert.equal(await count(), before);
  });

  test('without the CSRF cookie and header, or with different values, nothing is stored (403)', async () => {
    const before = await count();
    const missing = await send(valid, {});
    assert.equal(missing.statusCode, 403);
    assert.equal(missing.json().res, 0);
    const mismatch = await send(valid, { cookie: 'csrftoken=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'x-csrftoken': 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' });
    assert.equal(mismatch.statusCode, 403);
    assert.equal(await count(), before);
  });

  test('missing name, email or phone, or a malformed email or phone, answers 400 in Spanish and stores nothing', async () => {
    const before = await count();
    const cases = [
      { ...valid, name: undefined }, { ...valid, email: undefined }, { ...valid, phone: undefined },
      { ...valid, name: '   ' }, { ...valid, email: 'no-es-un-correo' }, { ...valid, phone: 'llámame' },
      { ...valid, kind: 'spam' },
    ];
    for (const payload of cases) {
      const response = await send(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().res, 0);
      assert.match(response.json().message, /Datos no válidos|no válid/);
    }
    assert.equal(await count(), before);
  });

  test('a refused message lists every refused field with the Spanish words the form shows', async () => {
    const response = await send({ ...valid, name: '  ', email: 'maria@', phone: '12345', message: 'x'.repeat(5001) });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.res, 0);
    assert.equal(body.message, 'Datos no válidos: revise el campo «name».');
    assert.deepEqual(body.errors, [
      { field: 'name', message: 'Escriba su nombre.' },
      { field: 'email', message: 'Escriba un correo válido, por ejemplo nombre@dominio.com.' },
      { field: 'phone', message: 'Escriba un teléfono válido: de 7 a 20 dígitos; puede empezar con + y usar espacios, puntos, guiones y paréntesis.' },
      { field: 'message', message: 'El mensaje no puede superar 5000 caracteres (tiene 5001).' },
    ]);
  });

  test('a field the form does not have (customer_id) is still named in errors, with a generic Spanish message', async () => {
    const response = await send({ ...valid, customer_id: 'no válido' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [{ field: 'customer_id', message: 'El valor no tiene el formato esperado.' }]);
  });

  test('an unknown customer answers 404 and stores nothing', async () => {
    const response = await send({ ...valid, customer_id: '404' });
    assert.equal(response.statusCode, 404);
    assert.equal(await contactRepository(ctx().db).count('404'), 0);
  });

  test('a retry with the same Idempotency-Key stores once and answers the same id', async () => {
    const before = await count();
    const headers = { ...csrfHeaders(), 'idempotency-key': 'retry-key-0001' };
    const first = await send(valid, headers);
    const again = await Promise.all([send(valid, headers), send(valid, headers), send(valid, headers)]);
    assert.equal(first.statusCode, 201);
    for (const response of again) assert.equal(response.json().data.id, first.json().data.id);
    assert.equal(await count(), before + 1);
  });

  test('500 messages sent at once: each is stored once, or refused with a Spanish 503 that its retry (same key) turns into one row', async () => {
    const before = await count();
    // What the contact form does: one key per message, kept for its retries.
    const sendOnce = (i: number) => send({ ...valid, name: `Vecino ${i}` }, { ...csrfHeaders(), 'idempotency-key': `burst-message-${i}` });
    const ids = new Map<number, number>();
    let pending = Array.from({ length: 500 }, (_, i) => i);
    // A burst may find the pool busy beyond its wait: then a 503 that asks to try again, never a
    // 500, and the retry stores the message once. Retries go one at a time, as citizens' would.
    for (let round = 0; round < 5 && pending.length > 0; round += 1) {
      const answers = round === 0 ? await Promise.all(pending.map(sendOnce)) : [];
      if (round > 0) for (const i of pending) answers.push(await sendOnce(i));
      const refused: number[] = [];
      answers.forEach((answer, index) => {
        const i = pending[index]!;
        if (answer.statusCode === 201) {
          ids.set(i, answer.json().data.id);
          return;
        }
        assert.equal(answer.statusCode, 503, answer.body);
        assert.match(answer.json().message, /Intente de nuevo/);
        refused.push(i);
      });
      pending = refused;
    }
    assert.equal(ids.size, 500);
    assert.equal(new Set(ids.values()).size, 500);
    assert.equal(await count(), before + 500);
  });
});

test('the write rate limit answers 429 with Retry-After once exceeded', async () => {
  const context = await createTestContext('sqlite', { WRITE_RATE_LIMIT: '3' });
  try {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 5; i += 1) {
      const response = await context.app.inject({ method: 'POST', url: '/api/v2/contact/', payload: valid, headers: csrfHeaders() });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        retryAfter = response.headers['retry-after'];
        assert.equal(response.json().res, 0);
        assert.match(response.json().message, /Demasiadas solicitudes/);
        assert.ok(response.headers['content-security-policy']);
      }
    }
    assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
    assert.ok(Number(retryAfter) > 0);
    // Reads are not limited.
    assert.equal((await context.app.inject({ url: '/djstatic/sanrafael/procedures.json' })).statusCode, 200);
  } finally {
    await context.close();
  }
});

test('when storage fails the call answers 503 and never success', async () => {
  const failing: ContactRepository = {
    customerExists: async () => true,
    customerTimeZone: async () => 'America/Caracas',
    insertOnce: async () => { throw new Error('disk full'); },
    count: async () => 0,
  };
  await assert.rejects(
    sendContactMessage(failing, { customer_id: '1', kind: 'contact', name: 'A', email: 'a@b.co', phone: '1234567' }, null),
    (error: unknown) => error instanceof HttpError && error.statusCode === 503,
  );
});

describeEachDatabase('Idempotency-Key reused with another message', (ctx) => {
  test('answers 422 in Spanish and keeps the first message; the same message again still answers its id', async () => {
    const headers = { ...csrfHeaders(), 'idempotency-key': 'reused-key-0001' };
    const send = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/v2/contact/', payload, headers });
    const first = await send(valid);
    assert.equal(first.statusCode, 201);
    const other = await send({ ...valid, message: 'Otro mensaje distinto' });
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().res, 0);
    assert.match(other.json().message, /ya se usó/);
    const rows = await ctx().db.selectFrom('contact_messages').selectAll().where('idempotency_key', '=', 'reused-key-0001').execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.message, 'Hola');
    const retry = await send(valid);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.json().data.id, first.json().data.id);
  });
});
