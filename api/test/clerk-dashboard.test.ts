// The clerk's first screen on both databases: today's appointments, the requests waiting on the city
// by working days waited and by their due date, the unanswered messages; never another city's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

// Caracas is UTC-4: noon there is 16:00 UTC. Today is Tuesday 15 December 2026.
const noon = (day: string) => `${day}T16:00:00.000Z`;
const now = new Date(noon('2026-12-15'));

describeEachDatabase('clerk dashboard', (ctx) => {
  test("today's appointments, the requests waiting on the city by age and urgency, the unanswered messages of this city only", async () => {
    const { app, db } = ctx();
    await db.deleteFrom('user_procedures').execute();
    await db.deleteFrom('holidays').where('customer_id', '=', '1').execute();
    await db.insertInto('holidays').values({ customer_id: '1', date: '2026-12-08', name: 'Inmaculada' }).execute();
    const procedure = await db.selectFrom('procedures').select(['id', 'name']).where('customer_id', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const elsewhere = await db.selectFrom('procedures').select('id').where('customer_id', '=', '2').orderBy('id').executeTakeFirstOrThrow();
    const request = async (customerId: string, procedureId: number, code: string, filed: string, due: string | null, extra: { decided?: string; payment?: 'pending' } = {}) => {
      const { id } = await db.insertInto('user_procedures').values({
        customer_id: customerId, code, procedure_id: procedureId, state_id: null, name: 'Persona de prueba', national_id: 'V-1', email: 'p@example.com', phone: '0414 000 0000',
        created: noon(filed), updated: noon(filed), payment_status: extra.payment ?? 'not_required', payment_amount: null, payment_reference: '', paid_at: null,
        due_date: due, decided_at: extra.decided ? noon(extra.decided) : null,
      }).returning('id').executeTakeFirstOrThrow();
      return id;
    };
    await request('1', procedure.id, 'T-AAAAAAA1', '2026-12-01', '2026-12-04'); // 9 working days (the 8th a holiday), overdue
    await request('1', procedure.id, 'T-AAAAAAA2', '2026-12-14', '2026-12-16'); // 1 working day, due soon
    await request('1', procedure.id, 'T-AAAAAAA3', '2026-11-16', null); // 20 working days, no standard
    const missing = await request('1', procedure.id, 'T-AAAAAAA4', '2026-12-10', '2026-12-20'); // a document missing: the citizen's move
    await db.insertInto('user_procedure_requirements').values({ user_procedure_id: missing, requirement_id: 1, name: 'Cédula', position: 0, status: 'pending', note: '', file_path: null, file_name: null, file_mime: null, file_size: null }).execute();
    await request('1', procedure.id, 'T-AAAAAAA5', '2026-12-10', '2026-12-20', { payment: 'pending' }); // the fee unpaid: the citizen's move
    await request('1', procedure.id, 'T-AAAAAAA6', '2026-12-01', '2026-12-04', { decided: '2026-12-03' }); // decided
    await request('2', elsewhere.id, 'T-BBBBBBB1', '2026-12-01', '2026-12-04'); // another city's

    await addStaff(db, 'clerk1@dashboard.example', 'clerk', { customerId: '1' });
    const clerk = await signedIn(app, 'clerk1@dashboard.example');
    const answer = await corporate(app, 'clerkDashboard/detail', { customer_id: '1' }, clerk);
    assert.equal(answer.statusCode, 200, answer.body);
    const dashboard = answer.json().data;
    assert.equal(dashboard.today, '2026-12-15');
    assert.deepEqual({ ...dashboard.waiting, first: undefined }, {
      total: 3, overdue: 1, due_soon: 1, first: undefined,
      by_age: [{ bucket: '0-2', count: 1 }, { bucket: '3-5', count: 0 }, { bucket: '6-10', count: 1 }, { bucket: '11+', count: 1 }],
    });
    assert.deepEqual(dashboard.waiting.first.map((row: { code: string; age_days: number; due_flag: string | null }) => [row.code, row.age_days, row.due_flag]),
      [['T-AAAAAAA1', 9, 'overdue'], ['T-AAAAAAA2', 1, 'due_soon'], ['T-AAAAAAA3', 20, null]]);
    assert.ok(dashboard.appointments.every((row: { code: string }) => row.code.startsWith('A-')));
    const unanswered = await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', '1').where('answered_at', 'is', null).executeTakeFirstOrThrow();
    assert.equal(dashboard.messages.unanswered, Number(unanswered.n));

    // A clerk of this city asking for the other's: refused, nothing of it shown.
    const refused = await corporate(app, 'clerkDashboard/detail', { customer_id: '2' }, clerk);
    assert.ok([403, 404].includes(refused.statusCode), refused.body);
    assert.ok(!refused.body.includes('T-BBBBBBB1'));
  });
}, {}, { now: () => now });
