// Moving an appointment to another free time of its office: by the citizen with code and e-mail,
// or by a clerk. The code stays, the old place is free, the reminder is due again, and the citizen
// gets the new time with a calendar file that replaces the old entry. Never another city's. Both databases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { availableDays } from '../src/modules/appointments/availability.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

const clock = new Date('2027-03-01T12:00:00Z');
const now = () => clock;
const citizen = { name: 'Marta Díaz', national_id: 'V-11.222.333', email: 'marta@example.com', phone: '0412 555 2020' };

/** Two free times of office 1 (the demo's first office, with a weekday schedule). */
async function twoSlots(ctx: TestContext) {
  const { days } = await availableDays(ctx.db, { customer_id: '1', office_id: 1, days: 14 }, clock);
  const slots = days.flatMap((day) => day.slots.filter((slot) => slot.free > 0).map((slot) => ({ date: day.date, start: slot.start })));
  return [slots[0]!, slots.at(-1)!] as const;
}

async function book(ctx: TestContext, slot: { date: string; start: string }, who = citizen) {
  const booked = await ctx.app.inject({ method: 'POST', url: '/api/v2/appointment/create/', headers: csrfHeaders(), payload: { customer_id: '1', office_id: 1, ...slot, ...who } });
  assert.equal(booked.statusCode, 201, booked.body);
  return booked.json().data.code as string;
}

const move = (ctx: TestContext, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2/appointment/move/', headers: csrfHeaders(), payload: { customer_id: '1', ...body } });

describeEachDatabase('moving an appointment', (ctx) => {
  test('the citizen moves it: same code, new time, the old place free, the reminder due again, an e-mail with the update', async () => {
    await ctx().db.updateTable('customers').set({ one_appointment_per_procedure: 0 }).execute();
    const [first, last] = await twoSlots(ctx());
    const code = await book(ctx(), first);
    await ctx().db.updateTable('appointments').set({ reminded_at: '2027-03-01T11:00:00Z' }).where('code', '=', code).execute();

    const moved = await move(ctx(), { code, email: citizen.email, ...last });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().data.code, moved.json().data.date, moved.json().data.start], [code, last.date, last.start]);
    assert.match(moved.json().message, /El código es el mismo/);
    const row = await ctx().db.selectFrom('appointments').select(['moves', 'reminded_at', 'status']).where('code', '=', code).executeTakeFirstOrThrow();
    assert.deepEqual({ ...row }, { moves: 1, reminded_at: null, status: 'booked' });
    const atFirst = await ctx().db.selectFrom('appointments').select('id').where('office_id', '=', 1).where('date', '=', first.date).where('start_time', '=', first.start).where('status', '=', 'booked').execute();
    assert.equal(atFirst.length, 0, 'the old time holds no place of it');

    const mail = await ctx().db.selectFrom('outbox').select(['recipient', 'subject', 'body_text', 'attachments']).where('event', '=', 'appointment.moved').executeTakeFirstOrThrow();
    assert.equal(mail.recipient, citizen.email);
    assert.match(mail.subject, new RegExp(`^Cita cambiada ${code}`));
    assert.match(mail.body_text, /Cambió su cita como lo pidió/);
    assert.match(mail.body_text, /Antes/);
    const ics = (JSON.parse(mail.attachments) as { content: string }[])[0]!.content;
    assert.match(ics, new RegExp(`UID:${code}@`));
    assert.match(ics, /SEQUENCE:1\r\n/);
    assert.match(ics, /METHOD:PUBLISH/);
  });

  test('times it cannot have are refused with the reason; a wrong e-mail or another city finds nothing', async () => {
    const [first, last] = await twoSlots(ctx());
    const code = await book(ctx(), first, { ...citizen, email: 'otro@example.com', national_id: 'V-22.333.444' });
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ date: last.date, start: '03:00' }, 409, /no atiende en ese día y hora/],
      [{ date: '2027-02-27', start: first.start }, 409, /ya pasó|no atiende/],
      [{ ...first }, 409, /ya es a esa hora/],
      [{ date: '2027-02-30', start: first.start }, 400, /Esa fecha no existe/],
      [{ date: '2027-09-30', start: first.start }, 409, /próximos 90 días|no atiende/],
    ];
    for (const [target, status, message] of refusals) {
      const answer = await move(ctx(), { code, email: 'otro@example.com', ...target });
      assert.equal(answer.statusCode, status, `${JSON.stringify(target)}: ${answer.body}`);
      assert.match(answer.json().message, message);
    }
    assert.equal((await move(ctx(), { code, email: citizen.email, ...last })).statusCode, 404);
    assert.equal((await move(ctx(), { code, email: 'otro@example.com', ...last, customer_id: '2' })).statusCode, 404);
    // Cancelled: nothing to move.
    await ctx().app.inject({ method: 'POST', url: '/api/v2/appointment/cancel/', headers: csrfHeaders(), payload: { customer_id: '1', code, email: 'otro@example.com' } });
    assert.equal((await move(ctx(), { code, email: 'otro@example.com', ...last })).statusCode, 409);
    assert.equal((await ctx().db.selectFrom('outbox').select('id').where('event', '=', 'appointment.moved').where('recipient', '=', 'otro@example.com').execute()).length, 0);
  });

  test("a clerk moves it for the citizen, who is told the city did; another city's clerk cannot", async () => {
    const [first, last] = await twoSlots(ctx());
    const code = await book(ctx(), first, { ...citizen, email: 'ventanilla@example.com', national_id: 'V-33.444.555' });
    const id = (await ctx().db.selectFrom('appointments').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    await addStaff(ctx().db, 'move.clerk@sanrafael.example', 'clerk', { customerId: '1' });
    await addStaff(ctx().db, 'move.clerk@santalucia.example', 'clerk', { customerId: '2' });
    const elsewhere = await signedIn(ctx().app, 'move.clerk@santalucia.example');
    assert.equal((await corporate(ctx().app, 'appointment/move', { customer_id: '1', id, ...last }, elsewhere)).statusCode, 403);
    assert.equal((await corporate(ctx().app, 'appointment/move', { customer_id: '2', id, ...last }, elsewhere)).statusCode, 404);

    const clerk = await signedIn(ctx().app, 'move.clerk@sanrafael.example');
    const moved = await corporate(ctx().app, 'appointment/move', { customer_id: '1', id, ...last }, clerk);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.match(moved.json().message, /se avisó a ventanilla@example.com/);
    const mail = await ctx().db.selectFrom('outbox').select('body_text').where('event', '=', 'appointment.moved').where('recipient', '=', 'ventanilla@example.com').executeTakeFirstOrThrow();
    assert.match(mail.body_text, /La alcaldía cambió el día u hora de su cita/);
    const audit = await ctx().db.selectFrom('audit_log').select(['call_name', 'entity_id']).where('call_name', '=', 'appointment/move').execute();
    assert.deepEqual(audit.map((row) => ({ ...row })), [{ call_name: 'appointment/move', entity_id: id }]);
  });
}, {}, { now });
