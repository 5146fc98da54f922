import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminToken, describeEachDatabase } from './support/test-app.ts';

interface Department { id: number; name: string; is_active: boolean }
interface Procedure { id: number; name: string; departmentId: number; department: Department; requirements: { id: number; name: string }[]; product: { calc_price: number } | null }

describeEachDatabase('GET /djstatic/{shortname}/procedures.json', (ctx) => {
  test('answers procedures, departments, states and version of the customer', async () => {
    const response = await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/json/);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['departments', 'offices', 'procedures', 'states', 'synonyms', 'version']);
    assert.ok(body.procedures.length >= 40);
    assert.ok(body.states.length > 0 && typeof body.states[0].name === 'string');
    assert.match(body.version, /^[0-9a-f]{12}$/);
  });

  test('every procedure carries its department, requirements and a numeric price or null product', async () => {
    const { procedures, departments } = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json() as { procedures: Procedure[]; departments: Department[] };
    const ids = new Set(departments.map((d) => d.id));
    for (const procedure of procedures) {
      assert.ok(ids.has(procedure.departmentId));
      assert.equal(procedure.department.id, procedure.departmentId);
      assert.ok(procedure.requirements.length > 0);
      if (procedure.product !== null) assert.equal(typeof procedure.product.calc_price, 'number');
    }
    assert.ok(procedures.some((p) => p.product === null), 'some procedures have no product');
    assert.ok(procedures.some((p) => p.product !== null && p.product.calc_price > 0));
  });

  test('the demo has an inactive department and an active department with no procedures', async () => {
    const { procedures, departments } = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json() as { procedures: Procedure[]; departments: Department[] };
    assert.ok(departments.length >= 6);
    assert.ok(departments.some((d) => !d.is_active));
    assert.ok(departments.some((d) => d.is_active && !procedures.some((p) => p.departmentId === d.id)));
  });

  test('each customer gets only its own procedures', async () => {
    const one = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json();
    const two = (await ctx().app.inject({ url: '/djstatic/santalucia/procedures.json' })).json();
    const oneIds = new Set(one.procedures.map((p: Procedure) => p.id));
    assert.ok(two.procedures.length > 0);
    assert.ok(two.procedures.every((p: Procedure) => !oneIds.has(p.id)));
  });

  test('an unknown customer answers 404 with a Spanish message', async () => {
    const response = await ctx().app.inject({ url: '/djstatic/noexiste/procedures.json' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { res: 0, message: 'No existe un cliente con ese nombre.' });
  });

  test('the same ETag answers 304, and a write changes both the content and the ETag', async () => {
    const app = ctx().app;
    const first = await app.inject({ url: '/djstatic/sanrafael/procedures.json' });
    const etag = first.headers.etag as string;
    assert.equal((await app.inject({ url: '/djstatic/sanrafael/procedures.json', headers: { 'if-none-match': etag } })).statusCode, 304);
    const added = await app.inject({
      method: 'POST',
      url: '/api/v2/corporate/department/add/',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { customer_id: '1', name: 'Oficina de Prensa' },
    });
    assert.equal(added.statusCode, 201);
    const after = await app.inject({ url: '/djstatic/sanrafael/procedures.json', headers: { 'if-none-match': etag } });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, etag);
    assert.ok(after.json().departments.some((d: Department) => d.name === 'Oficina de Prensa'));
    assert.notEqual(after.json().version, first.json().version);
  });
});
