// Service standards on both databases: a procedure's working days to decide, set by a clerk; each
// request's due date counted past weekends and the city's holidays, shown to the citizen and the
// clerk; the clerk's queue ordered and flagged by it; the decision day kept once. A clerk of one
// city cannot set another city's standard or decision states.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

// Caracas is UTC-4: noon there is 16:00 UTC.
let clock = new Date('2026-12-23T16:00:00Z');
const citizen = { name: 'Ana Pérez', national_id: 'V-12.345.678', email: 'ana@example.com', phone: '0414 555 1010' };

function start(app: FastifyInstance, procedureId: number) {
  return app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', payload: { customer_id: '1', procedure_id: procedureId, ...citizen }, headers: csrfHeaders() });
}

describeEachDatabase('service standards', (ctx) => {
  test('a two-day standard filed before Christmas is due after the holidays and the weekend; the queue flags and orders by it', async () => {
    const { app, db } = ctx();
    clock = new Date('2026-12-23T16:00:00Z');
    await db.deleteFrom('holidays').where('customer_id', '=', '1').execute();
    await db.insertInto('holidays').values([{ customer_id: '1', date: '2026-12-24', name: 'Nochebuena' }, { customer_id: '1', date: '2026-12-25', name: 'Navidad' }]).execute();
    const [withStandard, without] = await db.selectFrom('procedures').select('id').where('customer_id', '=', '1').orderBy('id').limit(2).execute();
    await addStaff(db, 'clerk1@standards.example', 'clerk', { customerId: '1' });
    let clerk = await signedIn(app, 'clerk1@standards.example');

    const set = await corporate(app, 'procedure/update', { customer_id: '1', id: withStandard!.id, standard_days: 2 }, clerk);
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().data.standard_days, 2);
    const cleared = await corporate(app, 'procedure/update', { customer_id: '1', id: without!.id, standard_days: null }, clerk);
    assert.equal(cleared.json().data.standard_days, null);
    const tooMany = await corporate(app, 'procedure/update', { customer_id: '1', id: without!.id, standard_days: 366 }, clerk);
    assert.equal(tooMany.statusCode, 400);

    // Wednesday 23: Thursday 24 and Friday 25 are holidays, then the weekend: due Tuesday 29.
    const filed = (await start(app, withStandard!.id)).json().data;
    assert.equal(filed.due_date, '2026-12-29');
    assert.equal(filed.decided_at, null);
    const tracked = await app.inject({ method: 'POST', url: '/api/v2/userProcedure/track/', payload: { customer_id: '1', code: filed.code, email: citizen.email } });
    assert.equal(tracked.json().data.due_date, '2026-12-29');
    const noStandard = (await start(app, without!.id)).json().data;
    assert.equal(noStandard.due_date, null);

    const queue = async () => { const r = await corporate(app, 'userProcedure/adminList', { customer_id: '1', order: 'due', q: 'ana@example.com' }, clerk); assert.equal(r.statusCode, 200, r.body); return r.json().data as { code: string; due_date: string | null; due_flag: string | null }[]; };
    let rows = await queue();
    assert.deepEqual(rows.map((row) => [row.code, row.due_date, row.due_flag]), [[filed.code, '2026-12-29', 'due_soon'], [noStandard.code, null, null]]);

    // Setting a standard gives the open request filed without one its due date (5 working days from the 23rd: Friday 1 January, no holiday in this test).
    await corporate(app, 'procedure/update', { customer_id: '1', id: without!.id, standard_days: 5 }, clerk);
    clock = new Date('2026-12-30T16:00:00Z');
    clerk = await signedIn(app, 'clerk1@standards.example'); // a week later: a new session
    rows = await queue();
    assert.deepEqual(rows.map((row) => [row.code, row.due_date, row.due_flag]), [[filed.code, '2026-12-29', 'overdue'], [noStandard.code, '2027-01-01', 'due_soon']]);

    // Approved on the 30th, then delivered: decided once, on the 30th; no longer flagged, and last in the queue.
    const states = await db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', '1').execute();
    const stateId = (name: string) => states.find((state) => state.name === name)!.id;
    const approved = await corporate(app, 'userProcedure/changeState', { customer_id: '1', id: (await db.selectFrom('user_procedures').select('id').where('code', '=', filed.code).executeTakeFirstOrThrow()).id, state_id: stateId('Aprobado') }, clerk);
    assert.equal(approved.json().data.decided_at, '2026-12-30T16:00:00.000Z');
    clock = new Date('2027-01-04T16:00:00Z');
    clerk = await signedIn(app, 'clerk1@standards.example');
    const delivered = await corporate(app, 'userProcedure/changeState', { customer_id: '1', id: approved.json().data.id, state_id: stateId('Entregado') }, clerk);
    assert.equal(delivered.json().data.decided_at, '2026-12-30T16:00:00.000Z');
    rows = await queue();
    assert.deepEqual(rows.map((row) => [row.code, row.due_flag]), [[noStandard.code, 'overdue'], [filed.code, null]]);
  });

  test("a clerk of one city cannot set another city's standard or decision states", async () => {
    const { app, db } = ctx();
    await addStaff(db, 'clerk1@standards-iso.example', 'clerk', { customerId: '1' });
    const clerk = await signedIn(app, 'clerk1@standards-iso.example');
    const other = await db.selectFrom('procedures').select('id').where('customer_id', '=', '2').executeTakeFirstOrThrow();
    const otherState = await db.selectFrom('procedure_states').select('id').where('customer_id', '=', '2').where('name', '=', 'Aprobado').executeTakeFirstOrThrow();
    for (const [call, body] of [
      ['procedure/update', { customer_id: '2', id: other.id, standard_days: 3 }],
      ['procedure/update', { customer_id: '1', id: other.id, standard_days: 3 }],
      ['state/update', { customer_id: '2', id: otherState.id, decides: false }],
      ['state/update', { customer_id: '1', id: otherState.id, decides: false }],
    ] as const) {
      const refused = await corporate(app, call, body, clerk);
      assert.ok([403, 404].includes(refused.statusCode), `${call} ${JSON.stringify(body)} answered ${refused.statusCode}`);
    }
    const untouched = await db.selectFrom('procedures').select('standard_days').where('id', '=', other.id).executeTakeFirstOrThrow();
    assert.notEqual(untouched.standard_days, 3);
    const state = await db.selectFrom('procedure_states').select(['decides']).where('id', '=', otherState.id).executeTakeFirstOrThrow();
    assert.equal(Number(state.decides), 1);
  });
}, {}, { now: () => clock });
