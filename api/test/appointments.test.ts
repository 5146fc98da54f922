// Appointments (issue 17): free slots, booking, the race for the last place, lookup by code and
// e-mail, cancelling, and the clerks' calls, on both databases. The app's clock is fixed on
// Monday 2027-03-01 at 08:00 in Caracas (12:00 UTC); the demo's first office of San Rafael has a
// schedule of 30-minute slots with 2 places, Monday to Friday 8:00–12:00 and 13:00–16:00.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addDays, freeSlotsOn, type OfficeCalendar } from '../src/modules/appointments/free-slots.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

let clock = new Date('2027-03-01T12:00:00Z');
const now = () => clock;

const citizen = { name: 'María Pérez', national_id: 'v-12.345.678', email: 'Maria.Perez@example.com', phone: '0414 555 1234' };
/** Another citizen (a person holds one active appointment per procedure). */
const person = (n: number) => ({ name: `Vecino ${n}`, national_id: `V-${20_000_000 + n}`, email: `vecino${n}@example.com`, phone: '0414 555 1234' });

async function firstOffice(ctx: TestContext): Promise<{ officeId: number; procedureId: number }> {
  const office = await ctx.db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id')
    .select('offices.id').where('offices.customer_id', '=', '1').orderBy('offices.id').executeTakeFirstOrThrow();
  const link = await ctx.db.selectFrom('procedure_offices').select('procedure_id').where('office_id', '=', office.id).orderBy('procedure_id').executeTakeFirstOrThrow();
  return { officeId: office.id, procedureId: link.procedure_id };
}

function post(app: FastifyInstance, path: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `/api/v2/appointment/${path}/`, payload, headers: csrfHeaders(), remoteAddress });
}

async function freeAt(app: FastifyInstance, officeId: number, date: string, start: string): Promise<number> {
  const answer = await post(app, 'getAvailable', { customer_id: '1', office_id: officeId, from: date, days: 1 });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json().data.days[0].slots.find((slot: { start: string }) => slot.start === start)?.free ?? 0;
}

test('slots follow the customer\'s time zone, also across a daylight-saving change', () => {
  const calendar = (timeZone: string): OfficeCalendar => ({
    timeZone,
    schedules: [{ rules: { id: 1, slot_minutes: 60, capacity: 1, valid_from: null, valid_to: null }, ranges: [{ weekday: 7, start: '09:00', end: '11:00' }, { weekday: 1, start: '09:00', end: '11:00' }] }],
    holidays: new Set(['2027-03-29']),
    taken: new Map([['2027-03-28 10:00', 1]]),
  });
  // Madrid moves to summer time on Sunday 2027-03-28 at 02:00: 09:00 is 07:00 UTC that day.
  assert.deepEqual(freeSlotsOn(calendar('Europe/Madrid'), '2027-03-28', new Date('2027-03-28T06:59:00Z')).map((slot) => slot.start), ['09:00']);
  assert.deepEqual(freeSlotsOn(calendar('Europe/Madrid'), '2027-03-28', new Date('2027-03-28T07:00:00Z')), [], '09:00 has begun; 10:00 is taken');
  // Caracas has no daylight saving: 09:00 is always 13:00 UTC.
  assert.deepEqual(freeSlotsOn(calendar('America/Caracas'), '2027-03-28', new Date('2027-03-28T12:59:00Z')).map((slot) => slot.start), ['09:00']);
  assert.deepEqual(freeSlotsOn(calendar('America/Caracas'), '2027-03-29', new Date('2027-03-01T00:00:00Z')), [], 'a holiday has no slots');
  assert.equal(addDays('2027-02-28', 1), '2027-03-01');
});

describeEachDatabase('appointments', (ctx) => {
  test('the offices of a procedure say which take appointments; an unknown procedure is a 404', async () => {
    const { officeId, procedureId } = await firstOffice(ctx());
    const answer = await post(ctx().app, 'offices', { customer_id: '1', procedure_id: procedureId });
    assert.equal(answer.statusCode, 200, answer.body);
    const office = answer.json().data.find((item: { id: number }) => item.id === officeId);
    assert.equal(office.takes_appointments, true);
    assert.match(office.address, /Av\. Bolívar/);
    assert.equal((await post(ctx().app, 'offices', { customer_id: '1', procedure_id: 999_999 })).statusCode, 404);
  });

  test('free slots: none that has begun, none on the weekend or on a holiday', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId } = await firstOffice(ctx());
    const answer = await post(ctx().app, 'getAvailable', { customer_id: '1', office_id: officeId, from: '2027-03-01', days: 7 });
    assert.equal(answer.statusCode, 200, answer.body);
    const days = answer.json().data.days as { date: string; slots: { start: string; free: number }[] }[];
    assert.equal(answer.json().data.time_zone, 'America/Caracas');
    assert.equal(days.length, 7);
    assert.equal(days[0]!.slots[0]!.start, '08:30', '08:00 begins now and is not offered');
    assert.equal(days[0]!.slots.length, 13);
    assert.equal(days[1]!.slots.length, 14);
    assert.ok(days[1]!.slots.every((slot) => slot.free === 2));
    assert.deepEqual(days.slice(5).map((day) => day.slots.length), [0, 0], 'Saturday and Sunday');
    const holy = await post(ctx().app, 'getAvailable', { customer_id: '1', office_id: officeId, from: '2027-03-26', days: 1 });
    assert.deepEqual(holy.json().data.days[0].slots, [], 'Viernes Santo');
  });

  test('a booking answers a code, holds a place, and opens with the code and the e-mail only', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId, procedureId } = await firstOffice(ctx());
    const booked = await post(ctx().app, 'create', { customer_id: '1', office_id: officeId, procedure_id: procedureId, date: '2027-03-02', start: '09:00', ...citizen });
    assert.equal(booked.statusCode, 201, booked.body);
    const appointment = booked.json().data;
    assert.match(appointment.code, /^A-[2-9A-HJ-NP-Z]{8}$/);
    assert.equal(appointment.status, 'booked');
    assert.equal(appointment.end, '09:30');
    assert.equal(appointment.starts_at, '2027-03-02T13:00:00.000Z');
    assert.equal(appointment.procedure.id, procedureId);
    assert.match(booked.json().message, new RegExp(appointment.code));
    assert.equal(await freeAt(ctx().app, officeId, '2027-03-02', '09:00'), 1);
    const stored = await ctx().db.selectFrom('appointments').select('national_id').where('code', '=', appointment.code).executeTakeFirstOrThrow();
    assert.equal(stored.national_id, 'V-12345678');

    const opened = await post(ctx().app, 'detail', { customer_id: '1', code: ` ${appointment.code.toLowerCase()} `, email: 'maria.perez@EXAMPLE.com' });
    assert.equal(opened.statusCode, 200, opened.body);
    assert.equal(opened.json().data.code, appointment.code);
    const wrongEmail = await post(ctx().app, 'detail', { customer_id: '1', code: appointment.code, email: 'otra@example.com' });
    const wrongCode = await post(ctx().app, 'detail', { customer_id: '1', code: 'A-22222222', email: citizen.email });
    const otherCustomer = await post(ctx().app, 'detail', { customer_id: '2', code: appointment.code, email: citizen.email });
    for (const answer of [wrongEmail, wrongCode, otherCustomer]) {
      assert.equal(answer.statusCode, 404);
      assert.equal(answer.json().message, 'No encontramos una cita con ese código y ese correo electrónico.');
    }
  });

  test('fifty citizens racing for the last place of a slot: exactly one gets it', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId } = await firstOffice(ctx());
    const slot = { customer_id: '1', office_id: officeId, date: '2027-03-03', start: '10:00' };
    assert.equal((await post(ctx().app, 'create', { ...slot, ...person(100) })).statusCode, 201);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      post(ctx().app, 'create', { ...slot, ...person(i) }, `127.0.2.${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 409).length, 49, statuses.join(','));
    assert.match(answers.find((answer) => answer.statusCode === 409)!.json().message, /se llenó/);
    const held = await ctx().db.selectFrom('appointments').select('place').where('office_id', '=', officeId).where('date', '=', '2027-03-03').where('start_time', '=', '10:00').execute();
    assert.deepEqual(held.map((row) => row.place).sort(), [1, 2]);
    assert.equal(await freeAt(ctx().app, officeId, '2027-03-03', '10:00'), 0);
  });

  test('cancelling needs the e-mail, frees the place at once, and says so twice', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId } = await firstOffice(ctx());
    const booked = (await post(ctx().app, 'create', { customer_id: '1', office_id: officeId, date: '2027-03-04', start: '13:30', ...person(200) })).json().data;
    assert.equal(await freeAt(ctx().app, officeId, '2027-03-04', '13:30'), 1);
    assert.equal((await post(ctx().app, 'cancel', { customer_id: '1', code: booked.code, email: 'otra@example.com' })).statusCode, 404);
    const cancelled = await post(ctx().app, 'cancel', { customer_id: '1', code: booked.code, email: person(200).email });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().data.status, 'cancelled');
    assert.equal(await freeAt(ctx().app, officeId, '2027-03-04', '13:30'), 2);
    const again = await post(ctx().app, 'cancel', { customer_id: '1', code: booked.code, email: person(200).email });
    assert.equal(again.json().message, 'La cita ya estaba anulada.');
    // Re-booking the same slot works: the cancelled row no longer holds a place.
    assert.equal((await post(ctx().app, 'create', { customer_id: '1', office_id: officeId, date: '2027-03-04', start: '13:30', ...person(200) })).statusCode, 201);
  });

  test('a slot that has begun, a closed day, a holiday or a time off the schedule is refused with a reason', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId } = await firstOffice(ctx());
    const base = { customer_id: '1', office_id: officeId, ...citizen };
    const cases: [Record<string, string>, RegExp][] = [
      [{ date: '2027-03-01', start: '08:00' }, /ya pasó/],
      [{ date: '2027-03-06', start: '09:00' }, /no atiende/],
      [{ date: '2027-03-26', start: '09:00' }, /no atiende/],
      [{ date: '2027-03-02', start: '09:10' }, /no atiende/],
      [{ date: '2027-08-02', start: '09:00' }, /próximos 90 días/],
    ];
    for (const [when, reason] of cases) {
      const answer = await post(ctx().app, 'create', { ...base, ...when });
      assert.equal(answer.statusCode, 409, `${JSON.stringify(when)} ${answer.body}`);
      assert.match(answer.json().message, reason);
    }
  });

  test('bad data names each field in Spanish; hostile bodies never answer 5xx', async () => {
    const { officeId } = await firstOffice(ctx());
    const slot = { customer_id: '1', office_id: officeId, date: '2027-03-05', start: '09:00' };
    const bad = await post(ctx().app, 'create', { ...slot, ...citizen, name: '  ', national_id: 'J-1', email: 'no' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors.map((error: { field: string }) => error.field), ['name', 'national_id', 'email']);
    assert.match(bad.json().errors[1].message, /cédula válida/);
    const elsewhere = await ctx().db.selectFrom('procedures').select('id').where('customer_id', '=', '2').executeTakeFirstOrThrow();
    const notHere = await post(ctx().app, 'create', { ...slot, ...citizen, procedure_id: elsewhere.id });
    assert.equal(notHere.statusCode, 400);
    assert.equal(notHere.json().errors[0].field, 'office_id');
    for (const body of [{}, { ...slot, date: '2027-02-30', ...citizen }, { ...slot, office_id: -1, ...citizen }, { ...slot, start: "09:00' or 1=1", ...citizen }, { ...slot, ...citizen, name: 'x'.repeat(10_000) }]) {
      const answer = await post(ctx().app, 'create', body);
      assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${answer.statusCode} ${answer.body}`);
    }
    const noCsrf = await ctx().app.inject({ method: 'POST', url: '/api/v2/appointment/create/', payload: { ...slot, ...citizen } });
    assert.equal(noCsrf.statusCode, 403);
  });

  test('clerks list a day per office, check a citizen in on the day only, and cancel; editors are refused', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId } = await firstOffice(ctx());
    const booked = (await post(ctx().app, 'create', { customer_id: '1', office_id: officeId, date: '2027-03-08', start: '11:00', ...person(301), national_id: 'v-20.000.301', name: 'Clara Díaz' })).json().data;
    const other = (await post(ctx().app, 'create', { customer_id: '1', office_id: officeId, date: '2027-03-08', start: '11:30', ...person(300) })).json().data;
    await addStaff(ctx().db, 'clerk.citas@example.com', 'clerk');
    await addStaff(ctx().db, 'editor.citas@example.com', 'editor');
    const clerk = await signedIn(ctx().app, 'clerk.citas@example.com');
    const editor = await signedIn(ctx().app, 'editor.citas@example.com');

    const day = await corporate(ctx().app, 'appointment/search', { customer_id: '1', office_id: officeId, date: '2027-03-08' }, clerk);
    assert.equal(day.statusCode, 200, day.body);
    assert.deepEqual(day.json().data.map((item: { code: string }) => item.code), [booked.code, other.code]);
    assert.equal(day.json().data[0].national_id, 'V-20000301');
    assert.equal((await corporate(ctx().app, 'appointment/search', { customer_id: '1', office_id: officeId, date: '2027-03-08' }, editor)).statusCode, 403);

    const early = await corporate(ctx().app, 'appointment/validate', { customer_id: '1', code: booked.code }, clerk);
    assert.equal(early.statusCode, 409);
    assert.match(early.json().message, /2027-03-08, no para hoy/);
    clock = new Date('2027-03-08T14:40:00Z');
    const clerkToday = await signedIn(ctx().app, 'clerk.citas@example.com'); // a week later: a new session
    const checkedIn = await corporate(ctx().app, 'appointment/validate', { customer_id: '1', code: booked.code.toLowerCase() }, clerkToday);
    assert.equal(checkedIn.statusCode, 200, checkedIn.body);
    assert.equal(checkedIn.json().data.status, 'attended');
    assert.match(checkedIn.json().message, /Clara Díaz/);
    assert.equal((await corporate(ctx().app, 'appointment/validate', { customer_id: '1', code: booked.code }, clerkToday)).statusCode, 409);
    assert.equal((await corporate(ctx().app, 'appointment/validate', { customer_id: '1', code: 'A-ZZZZZZZZ' }, clerkToday)).statusCode, 404);

    const cancelled = await corporate(ctx().app, 'appointment/update', { customer_id: '1', id: day.json().data[1].id, status: 'cancelled' }, clerkToday);
    assert.equal(cancelled.json().data.status, 'cancelled');
    const audit = await ctx().db.selectFrom('audit_log').select(['call_name']).where('entity', '=', 'appointment').execute();
    assert.deepEqual(audit.map((row) => row.call_name).sort(), ['appointment/update', 'appointment/validate']);
  });
}, {}, { now });

describeEachDatabase('appointment lookups', (ctx) => {
  test('are limited per client: the fourth try in a minute answers 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post(ctx().app, 'detail', { customer_id: '1', code: `A-2222222${i + 2}`, email: 'x@example.com' }, '127.0.3.1'));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [404, 404, 404, 429]);
    assert.ok(Number(answers[3]!.headers['retry-after']) > 0);
    assert.equal((await post(ctx().app, 'detail', { customer_id: '1', code: 'A-22222222', email: 'x@example.com' }, '127.0.3.2')).statusCode, 404, 'another client is not limited');
  });
}, { LOOKUP_RATE_LIMIT: '3' });

describeEachDatabase('one active appointment per person and procedure', (ctx) => {
  test('a second booking with the same cédula or the same e-mail is refused (409) until the first is cancelled; sent at once, only one passes', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId, procedureId } = await firstOffice(ctx());
    const at = (date: string, start: string) => ({ customer_id: '1', office_id: officeId, procedure_id: procedureId, date, start });
    const first = await post(ctx().app, 'create', { ...at('2027-03-02', '09:00'), ...person(400) });
    assert.equal(first.statusCode, 201, first.body);
    const code = first.json().data.code as string;
    for (const other of [{ ...person(401), national_id: person(400).national_id }, { ...person(402), email: person(400).email.toUpperCase() }]) {
      const second = await post(ctx().app, 'create', { ...at('2027-03-09', '10:00'), ...other });
      assert.equal(second.statusCode, 409, second.body);
      assert.match(second.json().message, new RegExp(`^Ya tiene una cita reservada para este trámite \\(${code}, el 2027-03-02 a las 09:00\\)`));
    }
    // Cancelled: the person may book again.
    assert.equal((await post(ctx().app, 'cancel', { customer_id: '1', code, email: person(400).email })).statusCode, 200);
    assert.equal((await post(ctx().app, 'create', { ...at('2027-03-09', '10:00'), ...person(400) })).statusCode, 201);

    // Ten bookings of one person sent at once, for ten different slots: exactly one is kept.
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'];
    const answers = await Promise.all(starts.map((start, i) => post(ctx().app, 'create', { ...at('2027-03-10', start), ...person(500) }, `127.0.5.${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','));
    const held = await ctx().db.selectFrom('appointments').select('id').where('national_id', '=', person(500).national_id).where('status', '=', 'booked').execute();
    assert.equal(held.length, 1);
  });

  test('a customer that turns the rule off (site/update) lets a person book twice', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const { officeId, procedureId } = await firstOffice(ctx());
    await addStaff(ctx().db, 'editor.regla@example.com', 'editor');
    const editor = await signedIn(ctx().app, 'editor.regla@example.com');
    const off = await corporate(ctx().app, 'site/update', { customer_id: '1', oneAppointmentPerProcedure: false }, editor);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().data.oneAppointmentPerProcedure, false);
    try {
      const at = (start: string) => ({ customer_id: '1', office_id: officeId, procedure_id: procedureId, date: '2027-03-11', start });
      assert.equal((await post(ctx().app, 'create', { ...at('09:00'), ...person(600) })).statusCode, 201);
      assert.equal((await post(ctx().app, 'create', { ...at('09:30'), ...person(600) })).statusCode, 201);
    } finally {
      await corporate(ctx().app, 'site/update', { customer_id: '1', oneAppointmentPerProcedure: true }, editor);
    }
  });
}, {}, { now });
