// Contract-level input rules that hold for every route at once (finding 2 of issue 18): numbers
// a schema coerces from text must be finite, and text must not hold a NUL character. PostgreSQL
// refuses both at the database, which used to surface as 500 (or as a retryable 503 on contact).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminToken, csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const tooBig = ['Infinity', '-Infinity', '1e400', `1${'0'.repeat(309)}`, `-${'9'.repeat(310)}`];
const admin = { authorization: `Bearer ${adminToken}` };
const contact = { customer_id: '1', name: 'María Pérez', email: 'maria@example.com', phone: '+58 412 555 1234', message: 'Hola' };

describeEachDatabase('input rules shared by every route', (ctx) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });

  test('integer fields given as text past any bound (Infinity, 1e400, 310 digits) answer 400 naming the field', async () => {
    const cases: [string, (value: string) => object][] = [
      ['/api/v2/blog/post/detail/', (value) => ({ customer_id: '1', id: value })],
      ['/api/v2/blog/post/', (value) => ({ customer_id: '1', page: value })],
      ['/api/v2/blog/page/detail/', (value) => ({ customer_id: '1', id: value })],
      ['/api/v2/blog/page/getPublicFile/', (value) => ({ customer_id: '1', page_id: value })],
    ];
    for (const [url, body] of cases) {
      for (const value of tooBig) {
        const response = await post(url, body(value));
        assert.equal(response.statusCode, 400, `${url} ${value.slice(0, 12)} → ${response.statusCode} ${response.body}`);
        assert.equal(response.json().res, 0);
        assert.match(response.json().message, /^Datos no válidos: revise el campo «(id|page|page_id)»\.$/, url);
      }
    }
  });

  test('a NUL character in any text answers 400 in Spanish and stores nothing, on public and staff routes', async () => {
    const before = await ctx().db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const departmentsBefore = await ctx().db.selectFrom('departments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const cases: [string, object, Record<string, string>][] = [
      ['/api/v2/contact/', { ...contact, name: 'María\u0000' }, csrfHeaders()],
      ['/api/v2/contact/', { ...contact, message: 'Hola\u0000mundo' }, csrfHeaders()],
      ['/api/v2/corporate/department/add/', { customer_id: '1', name: 'Catastro\u0000' }, admin],
      ['/api/v2/blog/page/detail/', { customer_id: '1', slug: 'a\u0000' }, {}],
      ['/api/v2/blog/post/', { customer_id: '1\u0000' }, {}],
    ];
    for (const [url, payload, headers] of cases) {
      const response = await post(url, payload, headers);
      assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`);
      assert.equal(response.json().res, 0);
      assert.match(response.json().message, /^Datos no válidos/, url);
      assert.doesNotMatch(response.json().message, /intente de nuevo/i, 'a permanent error must not invite a retry');
    }
    const after = await ctx().db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const departmentsAfter = await ctx().db.selectFrom('departments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
    assert.equal(Number(departmentsAfter.n), Number(departmentsBefore.n));
  });

  test('a NUL in a query string or a path answers 400, not 5xx', async () => {
    for (const url of ['/api/config/site/?version=a%00b', '/djstatic/san%00rafael/procedures.json']) {
      const response = await ctx().app.inject({ url });
      assert.equal(response.statusCode, 400, `${url} → ${response.statusCode}`);
    }
  });

  test('numbers written as text within bounds still work (the contract allows "1" for 1)', async () => {
    const response = await post('/api/v2/blog/post/', { customer_id: '1', page: '0' });
    assert.equal(response.statusCode, 200);
    const detail = await post('/api/v2/blog/post/detail/', { customer_id: '1', id: String(response.json().data[0].id) });
    assert.equal(detail.statusCode, 200);
  });
});

test('database refusals map to 400, lost connections and lock waits to a Spanish 503', async () => {
  const { describeError } = await import('../src/http/errors.ts');
  const cases: [object, number][] = [
    [Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }), 400],
    [Object.assign(new Error('value "1e400" is out of range for type integer'), { code: '22003' }), 400],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 503],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 503],
    [new Error('Connection terminated unexpectedly'), 503],
    [Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5 }), 503],
    [new Error('something else'), 500],
  ];
  for (const [error, status] of cases) {
    const answer = describeError(error as Error);
    assert.equal(answer.status, status, (error as Error).message);
    if (status === 503) assert.match(answer.body.message, /Intente de nuevo/);
  }
});
