// One source of truth for where and when: an office's hours are its schedules (the rows booking
// uses), a procedure page and the booking agree on which offices give appointments, and a holiday or
// a closed schedule day over booked appointments asks the clerk first, then the citizen's page says
// the truth. Both databases. The app's clock is Monday 2027-03-01, 08:00 in Caracas; the demo's first
// office of San Rafael gives appointments Monday to Friday 8:00–12:00 and 13:00–16:00 (2 places a
// slot), its second (Hacienda) is open 8:00–15:00 without appointments.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { parseOpeningHours } from '../src/db/migrations/2026-11-29-office-hours.ts';
import { adminToken, csrfHeaders, describeEachDatabase, onPostgres, postgresAvailable, postgresUrl, type TestContext } from './support/test-app.ts';

const clock = new Date('2027-03-01T12:00:00Z');
const admin = { authorization: `Bearer ${adminToken}` };
const citizen = { name: 'María Pérez', national_id: 'V-12345678', email: 'maria@example.com', phone: '0414 555 1234' };

interface Period { valid_from: string | null; valid_to: string | null; appointments: boolean; days: { weekday: number; start: string; end: string }[] }
interface PublicOffice { id: number; name: string; hours: Period[]; takes_appointments: boolean }

test('the hours texts offices had are read as schedules; what is not understood is left alone', () => {
  const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
  assert.deepEqual(parseOpeningHours('Lunes a viernes de 8:00 a 16:00'), weekdays('08:00', '16:00'));
  assert.deepEqual(parseOpeningHours('Lunes a viernes, 8:00 a 15:00'), weekdays('08:00', '15:00'));
  assert.deepEqual(parseOpeningHours('Lunes a viernes de 8:00 a 12:00 y de 13:00 a 16:00'),
    [1, 2, 3, 4, 5].flatMap((weekday) => [{ weekday, start: '08:00', end: '12:00' }, { weekday, start: '13:00', end: '16:00' }]));
  assert.deepEqual(parseOpeningHours('Lunes, miércoles y viernes 8-12; sábados de 9:00 a 11:30'), [
    { weekday: 1, start: '08:00', end: '12:00' }, { weekday: 3, start: '08:00', end: '12:00' }, { weekday: 5, start: '08:00', end: '12:00' },
    { weekday: 6, start: '09:00', end: '11:30' },
  ]);
  assert.deepEqual(parseOpeningHours('Lunes a viernes de 8.30 a 12:00 y sábados de 9 a 11')?.filter((range) => range.weekday >= 5),
    [{ weekday: 5, start: '08:30', end: '12:00' }, { weekday: 6, start: '09:00', end: '11:00' }]);
  for (const text of ['Previa cita telefónica', 'Lunes a viernes de 8 a.m. a 4 p.m.', 'Lunes a viernes de 8:00 a 4:00', 'Todos los días', '8:00 a 16:00', 'Viernes a lunes 8-12']) {
    assert.equal(parseOpeningHours(text), null, text);
  }
});

describe('the migration turns an office\'s hours text into a schedule without appointments', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    test(kind, { skip: kind === 'postgres' && !postgresAvailable ? 'PostgreSQL unreachable' : false }, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hours-'));
      const schema = `t_${randomBytes(6).toString('hex')}`;
      if (kind === 'postgres') await onPostgres(`create schema ${schema}`);
      const db: Db = createDatabase(kind === 'sqlite' ? { kind, file: path.join(dir, 'portal.db') } : { kind, url: postgresUrl, schema });
      try {
        await migrateTo(db, '2026-11-28-search-scope');
        await sql`insert into customers (id, name, shortname, logo, address, phone, email, time_zone, apps_config, position)
          values ('9', 'Villa', 'villa', '', '', '', '', 'America/Caracas', '{}', 9)`.execute(db);
        const office = async (name: string, hours: string) => (await sql<{ id: number }>`insert into offices (customer_id, name, address, opening_hours) values ('9', ${name}, 'Calle 1', ${hours}) returning id`.execute(db)).rows[0]!.id;
        const plain = await office('Plain', 'Lunes a viernes de 8:00 a 14:00');
        await office('Odd', 'Previa cita telefónica');
        const booked = await office('Booked', 'Lunes a viernes de 7:00 a 19:00');
        await sql`insert into schedules (customer_id, office_id, name, slot_minutes, capacity) values ('9', ${booked}, 'Citas', 30, 1)`.execute(db);
        await migrateToLatest(db);
        const schedules = await sql<{ office_id: number; takes_appointments: number; days: number }>`select s.office_id, s.takes_appointments,
          (select count(*) from schedule_days d where d.schedule_id = s.id) as days from schedules s where s.customer_id = '9' order by s.office_id`.execute(db);
        assert.deepEqual(schedules.rows.map((row) => [row.office_id, Number(row.takes_appointments), Number(row.days)]), [[plain, 0, 5], [booked, 1, 0]]);
        const texts = await sql<{ id: number; opening_hours: string }>`select id, opening_hours from offices where customer_id = '9' order by id`.execute(db);
        assert.deepEqual(texts.rows.map((row) => row.opening_hours), ['', 'Previa cita telefónica', 'Lunes a viernes de 7:00 a 19:00']);
      } finally {
        await db.destroy();
        if (kind === 'postgres') await onPostgres(`drop schema ${schema} cascade`);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describeEachDatabase('office hours and booked appointments', (ctx) => {
  const call = (name: string, payload: object, customerId = '1') =>
    ctx().app.inject({ method: 'POST', url: `/api/v2/corporate/${name}/`, headers: admin, payload: { customer_id: customerId, ...payload } });
  const publicPost = (app: FastifyInstance, name: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v2/appointment/${name}/`, headers: csrfHeaders(), payload: { customer_id: '1', ...payload } });
  const catalogue = async () => (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json() as { offices: PublicOffice[]; procedures: { id: number; officeIds: number[] }[] };
  const offices = async (c: TestContext) => {
    const rows = await c.db.selectFrom('offices').select(['id', 'name']).where('customer_id', '=', '1').orderBy('id').execute();
    return { palace: rows[0]!, hacienda: rows[1]! };
  };
  // Each booking is another citizen: a person holds one active appointment per procedure.
  const emails = new Map<string, string>();
  const book = async (officeId: number, date: string, start: string) => {
    const n = emails.size + 1;
    const person = { ...citizen, national_id: `V-${30_000_000 + n}`, email: `maria${n}@example.com` };
    const answer = await publicPost(ctx().app, 'create', { office_id: officeId, date, start, ...person });
    assert.equal(answer.statusCode, 201, answer.body);
    const code = answer.json().data.code as string;
    emails.set(code, person.email);
    return code;
  };
  const lookUp = async (code: string) => (await publicPost(ctx().app, 'detail', { code, email: emails.get(code) ?? citizen.email })).json().data;

  test('an office\'s hours are its schedules: with appointments, or without for an office citizens just visit', async () => {
    const { palace, hacienda } = await offices(ctx());
    const document = await catalogue();
    const first = document.offices.find((office) => office.id === palace.id)!;
    assert.equal(first.takes_appointments, true);
    assert.equal(first.hours.length, 1);
    assert.equal(first.hours[0]!.appointments, true);
    assert.deepEqual(first.hours[0]!.days.filter((day) => day.weekday === 1), [{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 1, start: '13:00', end: '16:00' }]);
    const second = document.offices.find((office) => office.id === hacienda.id)!;
    assert.equal(second.takes_appointments, false);
    assert.deepEqual(second.hours[0]!.days[0], { weekday: 1, start: '08:00', end: '15:00' });
    assert.equal('opening_hours' in second, false, 'no hours typed twice');
  });

  test('a procedure page and the booking name the same offices with appointments', async () => {
    const document = await catalogue();
    const withAppointments = new Set(document.offices.filter((office) => office.takes_appointments).map((office) => office.id));
    for (const procedure of document.procedures.filter((item) => item.officeIds.length > 1).slice(0, 3)) {
      const booking = (await publicPost(ctx().app, 'offices', { procedure_id: procedure.id })).json().data as { id: number; takes_appointments: boolean }[];
      assert.deepEqual(booking.filter((office) => office.takes_appointments).map((office) => office.id).sort(),
        procedure.officeIds.filter((id) => withAppointments.has(id)).sort());
      assert.ok(booking.some((office) => !office.takes_appointments), 'Hacienda does the procedure without appointments');
    }
  });

  test('shortening a day changes the hours citizens read and the times they book, together', async () => {
    const { palace } = await offices(ctx());
    const schedule = (await call('schedule/list', { office_id: palace.id })).json().data[0] as { id: number; days: { id: number; weekday: number; start: string }[] };
    const thursdayAfternoon = schedule.days.find((day) => day.weekday === 4 && day.start === '13:00')!;
    const changed = await call('schedule/updateDay', { id: thursdayAfternoon.id, end: '14:00' });
    assert.equal(changed.statusCode, 200, changed.body);
    const thursday = (await catalogue()).offices.find((office) => office.id === palace.id)!.hours[0]!.days.filter((day) => day.weekday === 4);
    assert.deepEqual(thursday.map((day) => `${day.start}-${day.end}`), ['08:00-12:00', '13:00-14:00']);
    const slots = (await publicPost(ctx().app, 'getAvailable', { office_id: palace.id, from: '2027-03-04', days: 1 })).json().data.days[0].slots as { start: string }[];
    assert.equal(slots.at(-1)!.start, '13:30');
    assert.equal((await call('schedule/updateDay', { id: thursdayAfternoon.id, end: '16:00' })).statusCode, 200);
  });

  test('a holiday on a booked day is not saved until the clerk says what to do; cancelled, the citizen reads why', async () => {
    const { palace } = await offices(ctx());
    const first = await book(palace.id, '2027-03-03', '09:00');
    const second = await book(palace.id, '2027-03-03', '13:30');
    const asked = await call('holiday/add', { date: '2027-03-03', name: 'Día de la Alcaldía' });
    assert.equal(asked.statusCode, 409, asked.body);
    assert.match(asked.json().message, /2 citas reservadas/);
    assert.deepEqual(asked.json().affected.map((item: { code: string }) => item.code), [first, second]);
    assert.equal(asked.json().affected[0].office_name, palace.name);
    const listed = (await call('holiday/list', { q: 'Alcaldía' })).json().data as unknown[];
    assert.equal(listed.length, 0, 'nothing saved before the decision');

    const saved = await call('holiday/add', { date: '2027-03-03', name: 'Día de la Alcaldía', booked_appointments: { action: 'cancel' } });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.match(saved.json().message, /Se anularon las 2 citas/);
    const seen = await lookUp(first);
    assert.equal(seen.status, 'cancelled');
    assert.equal(seen.cancelled_by, 'city');
    assert.equal(seen.cancel_reason, 'feriado «Día de la Alcaldía»');
    // Who cancelled and why stay with the appointment and in the audit log, for a later notice.
    const row = await ctx().db.selectFrom('appointments').select(['cancelled_by_staff', 'place']).where('code', '=', first).executeTakeFirstOrThrow();
    assert.match(row.cancelled_by_staff ?? '', /^token /);
    assert.equal(row.place, null, 'the place is free');
    const audit = await ctx().db.selectFrom('audit_log').select('call_name').where('entity', '=', 'appointment').where('call_name', '=', 'holiday/add').execute();
    assert.equal(audit.length, 2);
    await call('holiday/delete', { id: saved.json().data.id });
  });

  test('kept appointments stay booked, and are not asked about again; a clerk\'s own reason is what the citizen reads', async () => {
    const { palace } = await offices(ctx());
    const kept = await book(palace.id, '2027-03-10', '10:00');
    const saved = await call('holiday/add', { date: '2027-03-10', name: 'Jornada especial', booked_appointments: { action: 'keep' } });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.match(saved.json().message, /se mantiene/);
    assert.equal((await lookUp(kept)).status, 'booked');
    const renamed = await call('holiday/update', { id: saved.json().data.id, name: 'Jornada especial de vacunación' });
    assert.equal(renamed.statusCode, 200, renamed.body);

    const other = await book(palace.id, '2027-03-11', '08:30');
    const moved = await call('holiday/update', { id: saved.json().data.id, date: '2027-03-11', booked_appointments: { action: 'cancel', reason: 'Cierre por fumigación; llame al 0251-5550100' } });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await lookUp(other)).cancel_reason, 'Cierre por fumigación; llame al 0251-5550100');
    assert.equal((await lookUp(kept)).status, 'booked', 'the day that is no longer a holiday keeps its booking');
    await call('holiday/delete', { id: saved.json().data.id });
  });

  test('closing a schedule day asks about that weekday\'s booked appointments first', async () => {
    const { palace } = await offices(ctx());
    const friday = await book(palace.id, '2027-03-05', '14:00');
    const schedule = (await call('schedule/list', { office_id: palace.id })).json().data[0] as { id: number; days: { id: number; weekday: number; start: string }[] };
    const fridayAfternoon = schedule.days.find((day) => day.weekday === 5 && day.start === '13:00')!;
    const asked = await call('schedule/deleteDay', { id: fridayAfternoon.id });
    assert.equal(asked.statusCode, 409, asked.body);
    assert.deepEqual(asked.json().affected.map((item: { code: string }) => item.code), [friday]);
    const unchanged = (await call('schedule/detail', { id: schedule.id })).json().data.days as { id: number }[];
    assert.ok(unchanged.some((day) => day.id === fridayAfternoon.id), 'the range is still there');
    const closed = await call('schedule/deleteDay', { id: fridayAfternoon.id, booked_appointments: { action: 'cancel' } });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.equal((await lookUp(friday)).cancel_reason, 'cambio del horario de atención de la oficina');
    assert.equal((await call('schedule/addDay', { schedule_id: schedule.id, weekday: 5, start: '13:00', end: '16:00' })).statusCode, 200);
  });

  test('a schedule that stops giving appointments is only hours: the booking no longer offers the office', async () => {
    const { palace } = await offices(ctx());
    const schedule = (await call('schedule/list', { office_id: palace.id })).json().data[0] as { id: number };
    // The bookings of the tests above would lose their slots: asked first, kept here.
    assert.equal((await call('schedule/update', { id: schedule.id, takes_appointments: false })).statusCode, 409);
    assert.equal((await call('schedule/update', { id: schedule.id, takes_appointments: false, booked_appointments: { action: 'keep' } })).statusCode, 200);
    const office = (await catalogue()).offices.find((item) => item.id === palace.id)!;
    assert.equal(office.takes_appointments, false);
    assert.equal(office.hours[0]!.days.length > 0, true, 'its hours are still shown');
    const slots = (await publicPost(ctx().app, 'getAvailable', { office_id: palace.id, from: '2027-03-08', days: 1 })).json().data.days[0].slots as unknown[];
    assert.deepEqual(slots, []);
    assert.equal((await call('schedule/update', { id: schedule.id, takes_appointments: true })).statusCode, 200);
  });

  test('another customer\'s holiday asks nothing about this customer\'s bookings', async () => {
    const { palace } = await offices(ctx());
    await book(palace.id, '2027-03-12', '11:00');
    const theirs = await call('holiday/add', { date: '2027-03-12', name: 'Fiesta de Santa Lucía' }, '2');
    assert.equal(theirs.statusCode, 201, theirs.body);
    await call('holiday/delete', { id: theirs.json().data.id }, '2');
  });
}, {}, { now: () => clock });
