// Every corporate call of the call → role table (@portal/contract, rules/staff-roles.ts), driven by
// that table: each call has a happy path below (made by a signed-in account of the call's role),
// a refused body with the field it names, an audit row for each write, and the public pages see
// catalogue and content changes at once. A call added to the table or registered on the server
// without a step here fails the first test.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { CORPORATE_CALL_ROLES, rolesOfCall, STAFF_ROLES, type CorporateCall, type StaffRole } from '@portal/contract';
import { multipart } from './support/multipart.ts';
import { dayIn } from '../src/modules/appointments/free-slots.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { adminToken, csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

type State = Record<string, number | string>;
type Json = Record<string, unknown>;

interface Step {
  call: CorporateCall;
  body: (state: State) => Json;
  /** 200 unless said */
  status?: number;
  /** a body the schema (or the call's own check) refuses, and the field it names */
  invalid: { body: (state: State) => Json; field: string };
  /** checks on the answer and what a citizen sees; may save ids in state */
  then?: (answer: Json, state: State, t: TestContext) => Promise<void> | void;
  /** a catalogue write: procedures.json must answer a new version afterwards */
  catalogue?: boolean;
  /** the answer is a file, not a JSON envelope */
  file?: boolean;
}

// The city's calendar day (San Rafael is in Caracas): the treasurer's day is the city's, not UTC's.
const cityToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const data = (answer: Json) => answer.data as Json;
const list = (answer: Json) => answer.data as Json[];
// A real picture (4×3, red): media/upload reads and resizes it.
const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } }).png().toBuffer();

async function catalogue(app: FastifyInstance) {
  return (await app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json() as {
    version: string; procedures: { id: number; name: string; requirements: { id: number; name: string }[]; officeIds?: number[] }[];
    departments: { id: number; name: string }[]; offices: { id: number; name: string }[];
  };
}

const publicPosts = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1' } })).json().data as { id: number; title: string; body: string }[]);
const siteConfig = async (app: FastifyInstance) => (await app.inject({ url: '/api/config/site/' })).json().data;

const c = { customer_id: '1' };

/** The citizen of the request below reports a transfer; answers the payment's id. */
async function reportPayment(app: FastifyInstance, code: string, reference: string): Promise<number> {
  const reported = await app.inject({ method: 'POST', url: '/api/v2/userProcedure/reportPayment/', headers: csrfHeaders(),
    payload: { ...c, code, email: 'ines@example.com', method: 'transfer', reference, bank: 'Banesco', paid_on: cityToday() } });
  assert.equal(reported.statusCode, 200, reported.body);
  return (reported.json().data.payments as Json[]).at(-1)!.id as number;
}

/** In order: each step may use what earlier steps created. */
const steps: Step[] = [
  // Departments.
  { call: 'department/list', body: () => ({ ...c, q: 'hacienda' }), invalid: { body: () => ({ ...c, page: 0 }), field: 'page' },
    then: (answer) => { assert.ok(list(answer).length >= 1); assert.ok(list(answer).every((row) => /hacienda/i.test(String(row.name)))); } },
  { call: 'department/add', status: 201, catalogue: true, body: () => ({ ...c, name: 'Catastro Urbano' }), invalid: { body: () => ({ ...c, name: '   ' }), field: 'name' },
    then: async (answer, state, t) => {
      state.department = data(answer).id as number;
      assert.ok((await catalogue(t.app)).departments.some((d) => d.name === 'Catastro Urbano'));
    } },
  { call: 'department/detail', body: (s) => ({ ...c, id: s.department }), invalid: { body: () => ({ ...c }), field: 'id' },
    then: (answer) => assert.deepEqual(data(answer), { id: data(answer).id, name: 'Catastro Urbano', is_active: true, procedure_count: 0 }) },
  { call: 'department/update', catalogue: true, body: (s) => ({ ...c, id: s.department, name: 'Catastro' }), invalid: { body: (s) => ({ ...c, id: s.department, is_active: 'sí' }), field: 'is_active' },
    then: (answer) => assert.equal(data(answer).name, 'Catastro') },
  // States.
  { call: 'state/list', body: () => ({ ...c }), invalid: { body: () => ({ ...c, pageSize: 5000 }), field: 'pageSize' },
    then: (answer) => assert.equal(list(answer)[0]!.name, 'Recibido') },
  { call: 'state/add', status: 201, catalogue: true, body: () => ({ ...c, name: 'Archivado' }), invalid: { body: () => ({ ...c }), field: 'name' },
    then: (answer, state) => { state.state = data(answer).id as number; } },
  { call: 'state/detail', body: (s) => ({ ...c, id: s.state }), invalid: { body: () => ({ ...c, id: 'uno' }), field: 'id' },
    then: (answer) => assert.equal(data(answer).position, 6) },
  { call: 'state/update', catalogue: true, body: (s) => ({ ...c, id: s.state, name: 'Archivado definitivamente' }), invalid: { body: (s) => ({ ...c, id: s.state, position: -1 }), field: 'position' } },
  // Holidays.
  { call: 'holiday/list', body: () => ({ ...c, year: new Date().getFullYear() }), invalid: { body: () => ({ ...c, year: 1500 }), field: 'year' },
    then: (answer) => assert.ok(list(answer).some((row) => String(row.date).endsWith('-12-25'))) },
  { call: 'holiday/add', status: 201, body: () => ({ ...c, date: '2031-09-08', name: 'Día de la Virgen del Valle' }), invalid: { body: () => ({ ...c, date: '2031-02-30', name: 'No existe' }), field: 'date' },
    then: (answer, state) => { state.holiday = data(answer).id as number; } },
  { call: 'holiday/detail', body: (s) => ({ ...c, id: s.holiday }), invalid: { body: () => ({ ...c, id: 0 }), field: 'id' },
    then: (answer) => assert.equal(data(answer).date, '2031-09-08') },
  { call: 'holiday/update', body: (s) => ({ ...c, id: s.holiday, name: 'Virgen del Valle' }), invalid: { body: (s) => ({ ...c, id: s.holiday, date: '8/9/2031' }), field: 'date' } },
  // Requirements.
  { call: 'requirement/list', body: () => ({ ...c, q: 'identidad' }), invalid: { body: () => ({ ...c, q: 'x'.repeat(201) }), field: 'q' },
    then: (answer) => { assert.equal(answer.total, 1); assert.ok(Number(list(answer)[0]!.procedure_count) > 0); } },
  { call: 'requirement/add', status: 201, body: () => ({ ...c, name: 'Plano de mensura', description: 'Firmado por un agrimensor' }), invalid: { body: () => ({ ...c, name: '' }), field: 'name' },
    then: (answer, state) => { state.requirement = data(answer).id as number; } },
  { call: 'requirement/update', body: (s) => ({ ...c, id: s.requirement, name: 'Plano de mensura catastral' }), invalid: { body: (s) => ({ ...c, id: s.requirement, description: 'x'.repeat(1001) }), field: 'description' } },
  // Search synonyms (issue 14): procedures.json carries them, so every write changes its version.
  { call: 'synonym/list', body: () => ({ ...c, q: 'partida' }), invalid: { body: () => ({ ...c, page: 0 }), field: 'page' },
    then: (answer) => assert.deepEqual(list(answer).map((row) => row.term), ['partida']) },
  { call: 'synonym/add', status: 201, catalogue: true, body: () => ({ ...c, term: 'Tacho', alternatives: ['desechos'] }), invalid: { body: () => ({ ...c, term: 'tacho', alternatives: [] }), field: 'alternatives' },
    then: (answer, state) => { state.synonym = data(answer).id as number; } },
  { call: 'synonym/update', catalogue: true, body: (s) => ({ ...c, id: s.synonym, alternatives: ['desechos', 'basura'] }), invalid: { body: (s) => ({ ...c, id: s.synonym, term: 'dos palabras' }), field: 'term' },
    then: (answer) => assert.deepEqual(data(answer).alternatives, ['desechos', 'basura']) },
  { call: 'synonym/delete', catalogue: true, body: (s) => ({ ...c, id: s.synonym }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' } },
  // Offices.
  { call: 'office/list', body: () => ({ ...c }), invalid: { body: () => ({ ...c, procedure_id: -4 }), field: 'procedure_id' },
    then: (answer) => assert.ok(list(answer).length >= 2) },
  { call: 'office/add', status: 201, catalogue: true, body: () => ({ ...c, name: 'Oficina de Catastro', address: 'Calle Comercio 5', opening_hours: 'Lunes a viernes de 8:00 a 12:00', phone: '0251-555.01.30', email: 'catastro@sanrafael.example', latitude: 10.07, longitude: -69.35 }),
    invalid: { body: () => ({ ...c, name: 'Sin dirección', address: 'Calle 1', latitude: 10 }), field: 'longitude' },
    then: async (answer, state, t) => {
      state.office = data(answer).id as number;
      assert.ok((await catalogue(t.app)).offices.some((office) => office.name === 'Oficina de Catastro'));
    } },
  { call: 'office/detail', body: (s) => ({ ...c, id: s.office }), invalid: { body: () => ({ customer_id: '1 OR 1=1', id: 1 }), field: 'customer_id' },
    then: (answer) => { assert.equal(data(answer).latitude, 10.07); assert.deepEqual(data(answer).procedures, []); } },
  // Procedures.
  { call: 'procedure/list', body: () => ({ ...c, pageSize: 5, page: 2 }), invalid: { body: () => ({ ...c, department_id: 'x' }), field: 'department_id' },
    then: (answer) => { assert.equal(list(answer).length, 5); assert.equal(answer.page, 2); assert.ok(Number(answer.total) >= 40); } },
  { call: 'procedure/add', status: 201, catalogue: true,
    body: (s) => ({ ...c, name: 'Certificado de empadronamiento catastral', description: 'Para inmuebles urbanos.', department_id: s.department, calc_price: 120.5, requirement_ids: [s.requirement], office_ids: [s.office] }),
    invalid: { body: (s) => ({ ...c, name: 'Sin departamento válido', department_id: 999999, office_ids: [s.office] }), field: 'department_id' },
    then: async (answer, state, t) => {
      state.procedure = data(answer).id as number;
      const shown = (await catalogue(t.app)).procedures.find((p) => p.id === state.procedure)!;
      assert.deepEqual(shown.requirements.map((r) => r.name), ['Plano de mensura catastral']);
      assert.deepEqual(shown.officeIds, [state.office]);
    } },
  { call: 'procedure/availableRequirements', body: (s) => ({ ...c, procedure_id: s.procedure, q: 'plano' }), invalid: { body: () => ({ ...c }), field: 'procedure_id' },
    then: (answer, state) => { assert.ok(list(answer).length >= 1); assert.ok(list(answer).every((row) => row.id !== state.requirement)); } },
  { call: 'procedure/addRequirement', catalogue: true,
    body: (s) => ({ ...c, procedure_id: s.procedure, requirement_id: 1, note: 'Original y copia', position: 0 }),
    invalid: { body: (s) => ({ ...c, procedure_id: s.procedure, requirement_id: 1, note: 'x'.repeat(501) }), field: 'note' },
    then: async (answer, state, t) => {
      assert.deepEqual(list(answer).map((r) => r.id), [1, state.requirement]);
      assert.equal(list(answer)[0]!.note, 'Original y copia');
      const shown = (await catalogue(t.app)).procedures.find((p) => p.id === state.procedure)!;
      assert.equal(shown.requirements.length, 2);
    } },
  { call: 'procedure/updateRequirement', catalogue: true, body: (s) => ({ ...c, procedure_id: s.procedure, requirement_id: 1, position: 5 }),
    invalid: { body: (s) => ({ ...c, procedure_id: s.procedure, requirement_id: 1, position: 'último' }), field: 'position' },
    then: (answer, state) => assert.deepEqual(list(answer).map((r) => r.id), [state.requirement, 1]) },
  { call: 'procedure/detail', body: (s) => ({ ...c, id: s.procedure }), invalid: { body: () => ({ ...c, id: 2147483648 }), field: 'id' },
    then: (answer, state) => {
      assert.equal(data(answer).calc_price, 120.5);
      assert.deepEqual((data(answer).offices as Json[]).map((o) => o.id), [state.office]);
      assert.equal((data(answer).department as Json).name, 'Catastro');
    } },
  { call: 'procedure/update', catalogue: true, body: (s) => ({ ...c, id: s.procedure, calc_price: null, office_ids: [] }), invalid: { body: (s) => ({ ...c, id: s.procedure, calc_price: -3 }), field: 'calc_price' },
    then: (answer) => { assert.equal(data(answer).calc_price, null); assert.deepEqual(data(answer).offices, []); } },
  { call: 'office/update', catalogue: true, body: (s) => ({ ...c, id: s.office, procedure_ids: [s.procedure] }), invalid: { body: (s) => ({ ...c, id: s.office, email: 'no-es-correo' }), field: 'email' },
    then: async (answer, state, t) => {
      assert.deepEqual(data(answer).procedure_ids, [state.procedure]);
      assert.deepEqual((await catalogue(t.app)).procedures.find((p) => p.id === state.procedure)!.officeIds, [state.office]);
    } },
  { call: 'procedure/deleteRequirement', catalogue: true, body: (s) => ({ ...c, procedure_id: s.procedure, requirement_id: 1 }), invalid: { body: (s) => ({ ...c, procedure_id: s.procedure }), field: 'requirement_id' },
    then: (answer, state) => assert.deepEqual(list(answer).map((r) => r.id), [state.requirement]) },
  // Schedules.
  { call: 'schedule/add', status: 201,
    body: (s) => ({ ...c, office_id: s.office, name: 'Mañanas', slot_minutes: 20, capacity: 3, days: [{ weekday: 1, start: '08:00', end: '12:00' }] }),
    invalid: { body: (s) => ({ ...c, office_id: s.office, slot_minutes: 20, capacity: 3, days: [{ weekday: 8, start: '08:00', end: '12:00' }] }), field: 'days.0.weekday' },
    then: (answer, state) => { state.schedule = data(answer).id as number; } },
  { call: 'schedule/addDay', body: (s) => ({ ...c, schedule_id: s.schedule, weekday: 3, start: '08:00', end: '11:00' }), invalid: { body: (s) => ({ ...c, schedule_id: s.schedule, weekday: 3, start: '11:00', end: '11:10' }), field: 'end' },
    then: (answer, state) => {
      const days = data(answer).days as Json[];
      assert.deepEqual(days.map((d) => [d.weekday, d.start, d.end]), [[1, '08:00', '12:00'], [3, '08:00', '11:00']]);
      state.day = days[1]!.id as number;
    } },
  { call: 'schedule/updateDay', body: (s) => ({ ...c, id: s.day, end: '12:30' }), invalid: { body: (s) => ({ ...c, id: s.day, start: '25:00' }), field: 'start' },
    then: (answer) => assert.equal((data(answer).days as Json[])[1]!.end, '12:30') },
  { call: 'schedule/update', body: (s) => ({ ...c, id: s.schedule, capacity: 4, valid_from: '2030-01-01' }), invalid: { body: (s) => ({ ...c, id: s.schedule, capacity: 0 }), field: 'capacity' },
    then: (answer) => { assert.equal(data(answer).capacity, 4); assert.equal(data(answer).valid_from, '2030-01-01'); } },
  { call: 'schedule/list', body: (s) => ({ ...c, office_id: s.office }), invalid: { body: () => ({ ...c, office_id: 0 }), field: 'office_id' },
    then: (answer) => { assert.equal(answer.total, 1); assert.equal(list(answer)[0]!.office_name, 'Oficina de Catastro'); } },
  { call: 'schedule/detail', body: (s) => ({ ...c, id: s.schedule }), invalid: { body: () => ({ id: 1 }), field: 'customer_id' },
    then: (answer) => assert.equal((data(answer).days as Json[]).length, 2) },
  { call: 'schedule/deleteDay', body: (s) => ({ ...c, id: s.day }), invalid: { body: () => ({ ...c, id: null }), field: 'id' },
    then: (answer) => assert.equal((data(answer).days as Json[]).length, 1) },
  { call: 'schedule/delete', body: (s) => ({ ...c, id: s.schedule }), invalid: { body: () => ({ ...c, id: 1.5 }), field: 'id' } },
  // Appointments (the demo's first office, id 1, has a weekday schedule; appointments.test.ts covers the rules).
  { call: 'appointment/getAvailable', body: () => ({ ...c, office_id: 1, days: 14 }), invalid: { body: () => ({ ...c, office_id: 1, days: 32 }), field: 'days' },
    then: (answer, state) => {
      const day = (data(answer).days as Json[]).find((d) => (d.slots as Json[]).length > 0)!;
      state.slotDate = day.date as string;
      state.slotStart = (day.slots as Json[])[0]!.start as string;
      // Another free time, for the move below.
      const later = (data(answer).days as Json[]).flatMap((d) => (d.slots as Json[]).map((slot) => ({ date: d.date as string, start: slot.start as string })))
        .find((slot) => slot.date !== state.slotDate || slot.start !== state.slotStart)!;
      state.otherDate = later.date;
      state.otherStart = later.start;
    } },
  { call: 'appointment/create', status: 201,
    body: (s) => ({ ...c, office_id: 1, date: s.slotDate, start: s.slotStart, name: 'Luis Rojas', national_id: 'V-9876543', email: 'luis@example.com', phone: '0412 555 0000' }),
    invalid: { body: (s) => ({ ...c, office_id: 1, date: s.slotDate, start: s.slotStart, name: 'Luis Rojas', national_id: 'X1', email: 'luis@example.com', phone: '0412 555 0000' }), field: 'national_id' },
    then: async (answer, state, t) => {
      state.appointmentCode = data(answer).code as string;
      // A citizen due today, whom the clerk checks in next (a booking can only be checked in on its day).
      const today = dayIn(new Date(), 'America/Caracas');
      await t.db.insertInto('appointments').values({
        customer_id: '1', code: 'A-2345ABCD', office_id: 1, procedure_id: null, date: today, start_time: '23:30', end_time: '24:00',
        starts_at: new Date().toISOString(), ends_at: new Date().toISOString(), place: 1, status: 'booked', name: 'Ana Hoy',
        national_id: 'V-1234567', email: 'ana@example.com', phone: '0412 555 0001', created: new Date().toISOString(), cancelled_at: null, attended_at: null,
      }).execute();
    } },
  { call: 'appointment/search', body: (s) => ({ ...c, date: s.slotDate, q: 'rojas' }), invalid: { body: () => ({ ...c, status: 'perdida' }), field: 'status' },
    then: (answer, state) => { assert.equal(list(answer)[0]!.code, state.appointmentCode); state.appointment = list(answer)[0]!.id as number; } },
  { call: 'appointment/detail', body: (s) => ({ ...c, id: s.appointment }), invalid: { body: () => ({ ...c, id: 'uno' }), field: 'id' },
    then: (answer, state) => assert.equal(data(answer).code, state.appointmentCode) },
  { call: 'appointment/validate', body: () => ({ ...c, code: 'a-2345abcd' }), invalid: { body: () => ({ ...c, code: '' }), field: 'code' },
    then: (answer) => assert.equal(data(answer).status, 'attended') },
  { call: 'appointment/move', body: (s) => ({ ...c, id: s.appointment, date: s.otherDate, start: s.otherStart }), invalid: { body: (s) => ({ ...c, id: s.appointment, date: s.otherDate, start: '25:00' }), field: 'start' },
    then: (answer, state) => assert.deepEqual([data(answer).date, data(answer).start], [state.otherDate, state.otherStart]) },
  { call: 'appointment/update', body: (s) => ({ ...c, id: s.appointment, status: 'cancelled' }), invalid: { body: (s) => ({ ...c, id: s.appointment, status: 'booked' }), field: 'status' },
    then: (answer) => assert.equal(data(answer).status, 'cancelled') },
  // The admin's first screen (admin-dashboard.test.ts covers its figures).
  { call: 'adminDashboard/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => { assert.equal(typeof (data(answer).changes as Json).total, 'number'); assert.equal(typeof (data(answer).delivery as Json).failed, 'number'); } },
  // The editor's first screen.
  { call: 'editorDashboard/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => { assert.equal(typeof (data(answer).drafts as Json).total, 'number'); assert.equal(typeof (data(answer).feedback as Json).answers, 'number'); } },
  // The clerk's first screen (clerk-dashboard.test.ts covers its figures).
  { call: 'clerkDashboard/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => { assert.match(String(data(answer).today), /^\d{4}-\d{2}-\d{2}$/); assert.ok(Array.isArray(data(answer).appointments)); } },
  // Online requests (a citizen starts one with a document first; user-procedures.test.ts covers the rules).
  { call: 'userProcedure/adminList', body: () => ({ ...c, q: 'T-' }), invalid: { body: () => ({ ...c, state_id: 'x' }), field: 'state_id' },
    then: async (_answer, state, t) => {
      const started = await t.app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(),
        payload: { ...c, procedure_id: 1, name: 'Inés Mora', national_id: 'V-5555555', email: 'ines@example.com', phone: '0412 555 0003' } });
      assert.equal(started.statusCode, 201, started.body);
      const { code, requirements } = started.json().data as { code: string; requirements: { requirement_id: number }[] };
      state.requestRequirement = requirements[0]!.requirement_id;
      const form = multipart({ ...c, code, email: 'ines@example.com', requirement_id: String(state.requestRequirement) }, { name: 'doc.png', type: 'image/png', bytes: png });
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/v2/userProcedure/addFile/', payload: form.payload, headers: { ...form.headers, ...csrfHeaders() } })).statusCode, 200);
      state.request = (await t.db.selectFrom('user_procedures').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
      state.requestCode = code;
    } },
  { call: 'userProcedure/detail', body: (s) => ({ ...c, id: s.request }), invalid: { body: () => ({ ...c, id: -1 }), field: 'id' },
    then: (answer) => assert.equal(data(answer).national_id, 'V-5555555') },
  { call: 'userProcedure/updateRequirementStatus', body: (s) => ({ ...c, id: s.request, requirement_id: s.requestRequirement, status: 'accepted' }),
    invalid: { body: (s) => ({ ...c, id: s.request, requirement_id: s.requestRequirement, status: 'perdido' }), field: 'status' },
    then: (answer) => assert.equal((data(answer).requirements as Json[])[0]!.status, 'accepted') },
  { call: 'userProcedure/changeState', body: (s) => ({ ...c, id: s.request, state_id: s.state }), invalid: { body: (s) => ({ ...c, id: s.request, state_id: 0 }), field: 'state_id' },
    then: (answer) => assert.equal((data(answer).state as Json).name, 'Archivado definitivamente') },
  { call: 'userProcedure/updatePayment', body: (s) => ({ ...c, id: s.request, status: 'paid', reference: 'TRF-1' }), invalid: { body: (s) => ({ ...c, id: s.request, status: 'gratis' }), field: 'status' },
    then: (answer, state) => {
      assert.equal((data(answer).payment as Json).status, 'paid');
      state.payment = (data(answer).payments as Json[]).at(-1)!.id as number;
    } },
  // Payments (payments.test.ts covers the rules): undo the one above, a citizen reports one, a clerk rejects it, confirms the next.
  { call: 'userProcedure/undoPayment', body: (s) => ({ ...c, id: s.request, payment_id: s.payment, note: 'Cobrado dos veces.' }), invalid: { body: (s) => ({ ...c, id: s.request, payment_id: s.payment, note: ' ' }), field: 'note' },
    then: async (answer, state, t) => {
      assert.equal((data(answer).payment as Json).status, 'pending');
      state.reported = await reportPayment(t.app, String(state.requestCode), '11112222');
    } },
  { call: 'userProcedure/rejectPayment', body: (s) => ({ ...c, id: s.request, payment_id: s.reported, note: 'No aparece en el banco.' }), invalid: { body: (s) => ({ ...c, id: s.request, payment_id: s.reported, note: '' }), field: 'note' },
    then: async (_answer, state, t) => { state.reported = await reportPayment(t.app, String(state.requestCode), '33334444'); } },
  { call: 'userProcedure/confirmPayment', body: (s) => ({ ...c, id: s.request, payment_id: s.reported }), invalid: { body: (s) => ({ ...c, id: s.request, payment_id: 'x' }), field: 'payment_id' },
    then: async (answer, _state, t) => {
      assert.equal((data(answer).payment as Json).status, 'paid');
      // Undone by hand (an undo here would be this step's second audit row), so the counter payment below is owed.
      await t.db.updateTable('request_payments').set({ state: 'refunded' }).where('state', '=', 'confirmed').execute();
      await t.db.updateTable('user_procedures').set({ payment_status: 'pending', amount_due_cents: 1500 }).where('payment_status', '=', 'paid').execute();
    } },
  { call: 'userProcedure/recordPayment', body: (s) => ({ ...c, id: s.request, amount_cents: 1500, method: 'counter', reference: 'CAJA-1' }), invalid: { body: (s) => ({ ...c, id: s.request, amount_cents: 0, method: 'counter', reference: '' }), field: 'amount_cents' },
    then: (answer) => assert.equal((data(answer).payment as Json).status, 'paid') },
  { call: 'payment/daily', body: () => ({ ...c, day: cityToday() }), invalid: { body: () => ({ ...c, day: 'ayer' }), field: 'day' },
    then: (answer) => assert.ok((data(answer).payments as Json[]).some((payment) => payment.reference === 'CAJA-1')) },
  { call: 'payment/dailyCsv', file: true, body: () => ({ ...c, day: cityToday(), method: 'counter' }), invalid: { body: () => ({ ...c, day: '2026-13-01' }), field: 'day' } },
  { call: 'paymentSettings/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.equal(data(answer).currency, 'VES') },
  { call: 'paymentSettings/update', body: () => ({ ...c, mobile_phone: '0414-7654321' }), invalid: { body: () => ({ ...c, rif: 'sin rif' }), field: 'rif' },
    then: (answer) => assert.equal(data(answer).mobile_phone, '0414-7654321') },
  { call: 'userProcedure/downloadFile', file: true, body: (s) => ({ ...c, id: s.request, requirement_id: s.requestRequirement }), invalid: { body: (s) => ({ ...c, id: s.request }), field: 'requirement_id' } },
  { call: 'userProcedure/delete', body: (s) => ({ ...c, id: s.request }), invalid: { body: () => ({ ...c, id: 'todo' }), field: 'id' } },
  // The inbox (a message is sent first, see the before hook).
  { call: 'contact/list', body: () => ({ ...c, status: 'new', q: 'alumbrado' }), invalid: { body: () => ({ ...c, status: 'leído' }), field: 'status' },
    then: (answer, state) => {
      assert.equal(answer.total, 1);
      assert.match(String(list(answer)[0]!.reference), /^C-\d{4}-\d{6}$/);
      state.message = list(answer)[0]!.id as number;
    } },
  { call: 'contact/detail', body: (s) => ({ ...c, id: s.message }), invalid: { body: () => ({ ...c, id: -1 }), field: 'id' },
    then: (answer) => { assert.equal(data(answer).status, 'new'); assert.match(String(data(answer).message), /alumbrado/); } },
  { call: 'contact/markAnswered', body: (s) => ({ ...c, id: s.message, note: 'Se llamó a la vecina; la cuadrilla va el lunes.' }), invalid: { body: (s) => ({ ...c, id: s.message, note: ' ' }), field: 'note' },
    then: (answer) => {
      assert.equal(data(answer).status, 'answered');
      assert.equal(data(answer).answered_by, 'clerk@calls.example');
      assert.ok(data(answer).answered_at);
    } },
  { call: 'contact/reply', body: (s) => ({ ...c, id: s.message, body: 'La cuadrilla repara el alumbrado el lunes.' }), invalid: { body: (s) => ({ ...c, id: s.message, body: ' ' }), field: 'body' },
    then: (answer) => {
      const replies = data(answer).replies as Json[];
      assert.equal(replies.length, 1);
      assert.equal(replies[0]!.body, 'La cuadrilla repara el alumbrado el lunes.');
      assert.equal(replies[0]!.delivery, 'queued');
    } },
  // The e-mail delivery log (modules/notifications/mail.routes.ts; its own test: notifications-console.test.ts).
  { call: 'mail/list', body: () => ({ ...c, event: 'contact.reply' }), invalid: { body: () => ({ ...c, status: 'perdido' }), field: 'status' },
    then: (answer, state) => {
      assert.equal(answer.total, 1);
      assert.equal(list(answer)[0]!.recipient, 'r***@example.org', 'an account bound to no customer sees the address masked');
      state.mail = list(answer)[0]!.id as number;
    } },
  { call: 'mail/detail', body: (s) => ({ ...c, id: s.mail }), invalid: { body: () => ({ ...c, id: -1 }), field: 'id' },
    then: (answer) => assert.match(String(data(answer).body_text), /La cuadrilla repara el alumbrado/) },
  { call: 'mail/resend', body: (s) => ({ ...c, id: s.mail }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer, state) => assert.notEqual(data(answer).id, state.mail) },
  { call: 'mailSettings/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.equal(data(answer).from_address, 'atencion@sanrafael.example') },
  { call: 'mailSettings/update', body: () => ({ ...c, reply_to: 'buzon@sanrafael.example' }), invalid: { body: () => ({ ...c, reply_to: 'no es un correo' }), field: 'reply_to' },
    then: (answer) => assert.equal(data(answer).reply_to, 'buzon@sanrafael.example') },
  // Certificates (their own test: certificates.test.ts).
  { call: 'certificate/add', status: 201,
    body: () => ({ ...c, number: 'srv-2031-0001', register_id: 'R-5000', type: 'Solvencia municipal', procedure_id: 1, holder_name: 'Rosa Pérez', holder_national_id: 'V-11.222.333', issued_on: '2026-01-15' }),
    invalid: { body: () => ({ ...c, number: 'SRV <1>', register_id: 'R-5000', type: 'x', holder_name: 'Rosa', holder_national_id: 'V-1.111', issued_on: '2031-01-15' }), field: 'number' },
    then: (answer, state) => { state.certificate = data(answer).id as number; } },
  { call: 'certificate/list', body: () => ({ ...c, q: 'SRV-2031' }), invalid: { body: () => ({ ...c, status: 'anulado' }), field: 'status' },
    then: (answer) => { assert.equal(answer.total, 1); assert.equal(list(answer)[0]!.number, 'SRV-2031-0001'); } },
  { call: 'certificate/detail', body: (s) => ({ ...c, id: s.certificate }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer) => assert.equal(data(answer).verdict, 'valido') },
  { call: 'certificate/revoke', body: (s) => ({ ...c, id: s.certificate, reason: 'Emitido por error' }), invalid: { body: (s) => ({ ...c, id: s.certificate, reason: ' ' }), field: 'reason' },
    then: async (_answer, _state, t) => {
      const check = await t.app.inject({ url: '/api/v2/certificate/validate/?customer_id=1&number=SRV-2031-0001&register_id=R-5000' });
      assert.equal(check.json().data.status, 'revocado');
    } },
  // Content.
  { call: 'media/upload', status: 201, body: () => ({}), invalid: { body: () => ({ withoutFile: true }), field: 'file' },
    then: async (answer, state, t) => {
      state.image = data(answer).path as string;
      state.media = data(answer).id as number;
      assert.match(state.image, /^uploads\/1\/[0-9a-f]{32}\/original\.png$/);
      const served = await t.app.inject({ url: String(data(answer).url) });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
    } },
  { call: 'post/add', status: 201,
    body: (s) => ({ ...c, title: 'Nueva plaza en La Candelaria', excerpt: 'Abre el sábado.', image: s.image, image_alt: 'La plaza nueva', body: '<p onclick="alert(1)">Hola <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_top">sitio</a></p><iframe src="https://evil.example"></iframe>' }),
    invalid: { body: () => ({ ...c, title: 'Con imagen inexistente', image: 'uploads/1/no-existe.png' }), field: 'image' },
    then: async (answer, state, t) => {
      state.post = data(answer).id as number;
      assert.ok(!(await publicPosts(t.app)).some((post) => post.id === state.post), 'a draft is not public');
    } },
  { call: 'post/detail', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer) => {
      assert.equal(data(answer).status, 'draft');
      assert.equal(data(answer).body, '<p>Hola <a>x</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">sitio</a></p>');
    } },
  { call: 'post/update', body: (s) => ({ ...c, id: s.post, title: 'Nueva plaza en La Candelaria abre el sábado' }), invalid: { body: (s) => ({ ...c, id: s.post, format: 'audio' }), field: 'format' } },
  { call: 'post/revisions', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer, state) => {
      assert.deepEqual(list(answer).map((version) => version.title), ['Nueva plaza en La Candelaria abre el sábado', 'Nueva plaza en La Candelaria']);
      state.revision = list(answer)[0]!.id as number;
    } },
  { call: 'post/restore', body: (s) => ({ ...c, id: s.post, revision_id: s.revision }), invalid: { body: (s) => ({ ...c, id: s.post }), field: 'revision_id' },
    then: (answer) => assert.equal(data(answer).title, 'Nueva plaza en La Candelaria abre el sábado') },
  { call: 'post/submit', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c, id: {} }), field: 'id' },
    then: (answer) => assert.equal(data(answer).status, 'review') },
  { call: 'post/schedule', body: (s) => ({ ...c, id: s.post, date: '2099-01-01', time: '09:00' }), invalid: { body: (s) => ({ ...c, id: s.post, date: '2099-01-01', time: '25:00' }), field: 'time' },
    then: async (answer, state, t) => {
      assert.deepEqual([data(answer).status, data(answer).scheduled_at], ['scheduled', '2099-01-01T13:00:00.000Z']);
      assert.ok(!(await publicPosts(t.app)).some((post) => post.id === state.post), 'a scheduled post is not public before its time');
    } },
  { call: 'post/publish', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c, id: [] }), field: 'id' },
    then: async (answer, state, t) => {
      assert.equal(data(answer).status, 'published');
      const first = (await publicPosts(t.app))[0]!;
      assert.equal(first.id, state.post, 'the newest publication leads /blog-grid/');
      assert.equal(first.title, 'Nueva plaza en La Candelaria abre el sábado');
    } },
  { call: 'post/list', body: () => ({ ...c, status: 'published', q: 'candelaria' }), invalid: { body: () => ({ ...c, status: 'archived' }), field: 'status' },
    then: (answer) => { assert.equal(answer.total, 1); assert.equal(list(answer)[0]!.body, ''); } },
  { call: 'post/unpublish', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c }), field: 'id' },
    then: async (_answer, state, t) => {
      assert.ok(!(await publicPosts(t.app)).some((post) => post.id === state.post));
      assert.equal((await t.app.inject({ url: `/blog-details/${state.post}` })).statusCode, 404);
    } },
  { call: 'post/delete', body: (s) => ({ ...c, id: s.post }), invalid: { body: () => ({ ...c, id: 0 }), field: 'id' } },
  { call: 'page/list', body: () => ({ ...c, q: 'transparencia' }), invalid: { body: () => ({ ...c, page: 'dos' }), field: 'page' },
    then: (answer) => assert.equal(answer.total, 1) },
  { call: 'page/add', status: 201, body: () => ({ ...c, slug: 'presupuesto-participativo', title: 'Presupuesto participativo', body: '<h2>Consulta</h2><style>p{}</style>' }),
    invalid: { body: () => ({ ...c, slug: 'Con Espacios', title: 'x' }), field: 'slug' },
    then: (answer, state) => { state.page = data(answer).id as number; } },
  { call: 'page/detail', body: (s) => ({ ...c, id: s.page }), invalid: { body: () => ({ ...c, id: {} }), field: 'id' },
    then: (answer) => assert.equal(data(answer).body, '<h2>Consulta</h2>') },
  { call: 'page/update', body: (s) => ({ ...c, id: s.page, title: 'Presupuesto participativo 2031' }), invalid: { body: (s) => ({ ...c, id: s.page, title: '' }), field: 'title' },
    then: async (_answer, _state, t) => {
      const detail = await t.app.inject({ method: 'POST', url: '/api/v2/blog/page/detail/', payload: { ...c, slug: 'presupuesto-participativo' } });
      assert.equal(detail.json().data.title, 'Presupuesto participativo 2031');
    } },
  { call: 'pageFile/upload', status: 201, body: (s) => ({ ...c, page_id: s.page, name: 'Ordenanza de tasas' }),
    invalid: { body: (s) => ({ ...c, page_id: s.page, withoutFile: true }), field: 'file' },
    then: async (answer, state, t) => {
      const [file] = list(answer);
      state.pageFile = file!.id as number;
      assert.equal(file!.name, 'Ordenanza de tasas');
      assert.equal(file!.mime, 'application/pdf');
      const served = await t.app.inject({ url: String(file!.url) });
      assert.equal(served.headers['content-type'], 'application/pdf');
      const listed = await t.app.inject({ method: 'POST', url: '/api/v2/blog/page/getPublicFile/', payload: { ...c, page_id: state.page } });
      assert.deepEqual(listed.json().data.map((item: Json) => item.name), ['Ordenanza de tasas']);
    } },
  { call: 'pageFile/list', body: (s) => ({ ...c, page_id: s.page }), invalid: { body: () => ({ ...c, page_id: 'x' }), field: 'page_id' },
    then: (answer) => assert.equal(list(answer).length, 1) },
  { call: 'pageFile/update', body: (s) => ({ ...c, id: s.pageFile, name: 'Ordenanza de tasas 2031' }), invalid: { body: (s) => ({ ...c, id: s.pageFile, name: ' ' }), field: 'name' },
    then: (answer) => assert.equal(list(answer)[0]!.name, 'Ordenanza de tasas 2031') },
  { call: 'pageFile/delete', body: (s) => ({ ...c, id: s.pageFile }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer) => assert.equal(list(answer).length, 0) },
  { call: 'menu/list', body: () => ({ ...c, pageSize: 100 }), invalid: { body: () => ({ ...c, pageSize: 0 }), field: 'pageSize' },
    then: (answer) => {
      const items = list(answer);
      assert.equal(items[0]!.label, 'Inicio');
      assert.ok(items.some((item) => item.depth === 1 && item.label === 'Transparencia'));
    } },
  { call: 'menu/add', status: 201, body: (s) => ({ ...c, label: 'Presupuesto', url: '/presupuesto-participativo', page_id: s.page }),
    invalid: { body: () => ({ ...c, label: 'Mal enlace', url: 'javascript:alert(1)' }), field: 'url' },
    then: async (answer, state, t) => {
      state.menu = data(answer).id as number;
      assert.ok((await siteConfig(t.app)).menu.some((entry: Json) => entry.label === 'Presupuesto'));
    } },
  { call: 'menu/update', body: (s) => ({ ...c, id: s.menu, label: 'Presupuesto participativo' }), invalid: { body: (s) => ({ ...c, id: s.menu, parent_id: s.menu }), field: 'parent_id' },
    then: (answer) => assert.equal(data(answer).depth, 0) },
  { call: 'banner/list', body: () => ({ ...c }), invalid: { body: () => ({ ...c, q: { text: 'x' } }), field: 'q' },
    then: (answer) => assert.equal(answer.total, 3) },
  { call: 'banner/add', status: 201, body: (s) => ({ ...c, image: s.image, title: 'La plaza ya abrió', link: '/blog-grid/' }), invalid: { body: () => ({ ...c, title: 'Sin imagen' }), field: 'image' },
    then: async (answer, state, t) => {
      state.banner = data(answer).id as number;
      const banners = (await siteConfig(t.app)).banners as Json[];
      assert.equal(banners.at(-1)!.title, 'La plaza ya abrió');
    } },
  { call: 'banner/update', body: (s) => ({ ...c, id: s.banner, position: 0 }), invalid: { body: (s) => ({ ...c, id: s.banner, link: 'ftp://x' }), field: 'link' } },
  { call: 'media/list', body: () => ({ ...c, q: 'plaza' }), invalid: { body: () => ({ ...c, q: { text: 'x' } }), field: 'q' },
    then: (answer, state) => assert.ok(list(answer).some((item) => item.id === state.media)) },
  { call: 'media/detail', body: (s) => ({ ...c, id: s.media }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: async (answer, state, t) => {
      // The post that used it was deleted above; the banner still uses it.
      assert.deepEqual((data(answer).usage as Json[]).map((use) => use.kind), ['banner']);
      // An unused picture for media/delete below.
      const spare = await t.db.insertInto('media_items').values({ customer_id: '1', path: 'uploads/1/0123456789abcdef0123456789abcdef/original.png', name: 'sobrante', alt: 'Nada', mime: 'image/png', width: 1, height: 1, size: 1, created: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      state.spareMedia = spare.id;
    } },
  { call: 'media/update', body: (s) => ({ ...c, id: s.media, alt: 'La plaza con su fuente' }), invalid: { body: (s) => ({ ...c, id: s.media, alt: '   ' }), field: 'alt' },
    then: (answer) => assert.equal(data(answer).alt, 'La plaza con su fuente') },
  { call: 'banner/delete', body: (s) => ({ ...c, id: s.banner }), invalid: { body: () => ({ ...c, id: '' }), field: 'id' } },
  { call: 'media/delete', body: (s) => ({ ...c, id: s.spareMedia }), invalid: { body: () => ({ ...c, id: '' }), field: 'id' } },
  { call: 'site/detail', body: () => ({ ...c }), invalid: { body: () => ({}), field: 'customer_id' },
    then: (answer) => assert.equal((data(answer).customer as Json).name, 'Alcaldía de San Rafael del Valle') },
  { call: 'site/update', body: () => ({ ...c, siteDescription: 'Portal de trámites de San Rafael', customer: { phone: '+58 251 555 0199' } }),
    invalid: { body: () => ({ ...c, egovHomePath: 'sin-barra' }), field: 'egovHomePath' },
    then: async (_answer, _state, t) => {
      const site = await siteConfig(t.app);
      assert.equal(site.config.siteDescription, 'Portal de trámites de San Rafael');
      assert.equal(site.customers[0].customers[0].phone, '+58 251 555 0199');
    } },
  // Deletes last, once nothing needs the rows any more.
  { call: 'menu/delete', body: (s) => ({ ...c, id: s.menu }), invalid: { body: () => ({ ...c, id: -7 }), field: 'id' } },
  { call: 'page/delete', body: (s) => ({ ...c, id: s.page }), invalid: { body: () => ({ ...c, id: 'p' }), field: 'id' } },
  { call: 'procedure/delete', catalogue: true, body: (s) => ({ ...c, id: s.procedure }), invalid: { body: () => ({ ...c, id: 'uno' }), field: 'id' } },
  { call: 'requirement/delete', body: (s) => ({ ...c, id: s.requirement }), invalid: { body: () => ({ ...c, id: 'r' }), field: 'id' } },
  { call: 'office/delete', catalogue: true, body: (s) => ({ ...c, id: s.office }), invalid: { body: () => ({ ...c, id: 'o' }), field: 'id' } },
  { call: 'department/delete', catalogue: true, body: (s) => ({ ...c, id: s.department }), invalid: { body: () => ({ ...c, id: 'd' }), field: 'id' },
    then: async (_answer, state, t) => assert.ok(!(await catalogue(t.app)).departments.some((d) => d.id === state.department)) },
  { call: 'state/delete', catalogue: true, body: (s) => ({ ...c, id: s.state }), invalid: { body: () => ({ ...c, id: 's' }), field: 'id' } },
  { call: 'holiday/delete', body: (s) => ({ ...c, id: s.holiday }), invalid: { body: () => ({ ...c, id: 'h' }), field: 'id' } },
  // Admins.
  { call: 'staff/list', body: () => ({ ...c, q: 'calls.example', role: 'editor' }), invalid: { body: () => ({ ...c, role: 'jefe' }), field: 'role' },
    then: (answer) => {
      assert.deepEqual(list(answer).map((row) => row.email), ['editor@calls.example']);
      assert.ok(list(answer)[0]!.last_login);
    } },
  { call: 'staff/invite', status: 201, body: () => ({ ...c, email: 'invitada@calls.example', role: 'clerk' }), invalid: { body: () => ({ ...c, email: 'no es un correo', role: 'clerk' }), field: 'email' },
    then: (answer, state) => {
      state.invited = data(answer).id as number;
      assert.match(String((data(answer).link as Json).url), /\/admin\/link#[A-Za-z0-9_-]{43}$/);
    } },
  { call: 'staff/detail', body: (s) => ({ ...c, id: s.invited }), invalid: { body: () => ({ ...c, id: 0 }), field: 'id' },
    then: (answer) => { assert.equal(data(answer).invited, true); assert.equal(data(answer).sessions, 0); } },
  { call: 'staff/update', body: (s) => ({ ...c, id: s.invited, role: 'editor' }), invalid: { body: (s) => ({ ...c, id: s.invited, role: 'jefe' }), field: 'role' },
    then: (answer) => assert.equal(data(answer).role, 'editor') },
  { call: 'staff/resetPassword', body: (s) => ({ ...c, id: s.invited }), invalid: { body: () => ({ ...c, id: 'x' }), field: 'id' },
    then: (answer) => assert.equal(data(answer).purpose, 'reset') },
  { call: 'staff/unlock', body: (s) => ({ ...c, id: s.invited }), invalid: { body: () => ({ ...c }), field: 'id' },
    then: (answer) => assert.equal(data(answer).unlocked, 0) },
  { call: 'staff/revokeSessions', body: (s) => ({ ...c, id: s.invited }), invalid: { body: () => ({ ...c, id: -1 }), field: 'id' },
    then: (answer) => assert.equal(data(answer).closed, 0) },
  { call: 'staff/policy', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.deepEqual(data(answer), { admin: false, editor: false, clerk: false }) },
  // Requiring a factor here would shut the other steps' accounts out; staff-second-factors.test.ts does.
  { call: 'staff/updatePolicy', body: () => ({ ...c, clerk: false }), invalid: { body: () => ({ ...c, clerk: 'quizá' }), field: 'clerk' },
    then: (answer) => assert.equal(data(answer).clerk, false) },
  { call: 'staff/logs', body: () => ({ ...c, entity: 'post', pageSize: 100 }), invalid: { body: () => ({ ...c, entity_id: 'x' }), field: 'entity_id' },
    then: (answer) => {
      const calls = list(answer).map((row) => row.call);
      assert.deepEqual(calls, ['post/delete', 'post/unpublish', 'post/publish', 'post/schedule', 'post/submit', 'post/restore', 'post/update', 'post/add']);
      assert.ok(list(answer).every((row) => row.actor === 'editor@calls.example'));
    } },
  { call: 'registry/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.match(String((data(answer).default as Json).blog), /mf-manifest\.json$/) },
  { call: 'newsletterIssue/list', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: async (answer, state, t) => {
      assert.deepEqual(data(answer), { subscribers: 0, issues: [] });
      // One confirmed reader and one published story for the issue below.
      await t.db.insertInto('newsletter_subscribers').values({
        customer_id: '1', email: 'lectora@example.com', status: 'confirmed', language: 'es', confirm_token_hash: null, unsubscribe_token: 'token-de-baja-de-prueba-123', created: '2026-11-01T10:00:00Z', confirmed_at: '2026-11-01T10:05:00Z',
      }).execute();
      state.story = (await t.db.selectFrom('posts').select('id').where('customer_id', '=', '1').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).id;
    } },
  { call: 'newsletterIssue/send', status: 201, body: (s) => ({ ...c, subject: 'Boletín de prueba', intro: '', post_ids: [s.story] }),
    invalid: { body: (s) => ({ ...c, subject: '', intro: '', post_ids: [s.story] }), field: 'subject' },
    then: (answer) => assert.equal(data(answer).recipients, 1) },
  { call: 'feedback/list', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.ok(Array.isArray(answer.data)) },
  { call: 'indexing/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.deepEqual(data(answer), { indexing: false }) },
  { call: 'indexing/update', body: () => ({ ...c, indexing: true }), invalid: { body: () => ({ ...c, indexing: 'quizá' }), field: 'indexing' },
    then: async (answer, _state, t) => {
      assert.deepEqual(data(answer), { indexing: true });
      const page = await t.app.inject({ url: '/blog-grid/' });
      assert.match(page.body, /<meta name="robots" content="index, follow">/);
      await t.db.updateTable('customers').set({ indexing: 0 }).where('id', '=', '1').execute();
    } },
  { call: 'postApproval/detail', body: () => ({ ...c }), invalid: { body: () => ({ customer_id: '' }), field: 'customer_id' },
    then: (answer) => assert.deepEqual(data(answer), { approver_role: 'editor' }) },
  { call: 'postApproval/update', body: () => ({ ...c, approver_role: 'admin' }), invalid: { body: () => ({ ...c, approver_role: 'clerk' }), field: 'approver_role' },
    then: async (answer, _state, t) => {
      assert.deepEqual(data(answer), { approver_role: 'admin' });
      assert.equal((await t.db.selectFrom('customers').select('post_approver_role').where('id', '=', '1').executeTakeFirstOrThrow()).post_approver_role, 'admin');
      assert.equal((await t.db.selectFrom('customers').select('post_approver_role').where('id', '=', '2').executeTakeFirstOrThrow()).post_approver_role, 'editor');
      await t.db.updateTable('customers').set({ post_approver_role: 'editor' }).where('id', '=', '1').execute();
    } },
];

const emails: Record<StaffRole, string> = { admin: 'admin@calls.example', editor: 'editor@calls.example', clerk: 'clerk@calls.example' };

/** The file each upload call sends. */
const uploads: Partial<Record<CorporateCall, { name: string; type: string; bytes: Buffer }>> = {
  'media/upload': { name: 'plaza.png', type: 'image/png', bytes: png },
  'pageFile/upload': { name: 'ordenanza.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
};

/** Sends a step's body as its role (an upload as a multipart form, its fields as text). */
function send(app: FastifyInstance, step: Step, body: Json, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const upload = uploads[step.call];
  if (!upload) return corporate(app, step.call, body, headers);
  // A library picture needs its alternative text.
  const { withoutFile, ...fields }: Json = { customer_id: '1', ...(step.call === 'media/upload' ? { alt: 'La plaza nueva' } : {}), ...body };
  const form = multipart(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])), withoutFile ? undefined : upload);
  return app.inject({ method: 'POST', url: `/api/v2/corporate/${step.call}/`, payload: form.payload, headers: { ...headers, ...form.headers } });
}

/** The full paths of printRoutes' tree that answer `method` (a line below another continues its path). */
function routePaths(tree: string, method: string): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    if (match[3]?.split(', ').includes(method)) paths.push(full);
  }
  return paths;
}

test('every call of the role table has a step here, and every corporate route is in the table', async () => {
  const inTable = Object.keys(CORPORATE_CALL_ROLES).sort();
  assert.deepEqual([...new Set(steps.map((step) => step.call))].sort(), inTable);
  const { createTestContext } = await import('./support/test-app.ts');
  const context = await createTestContext('sqlite');
  try {
    const registered = routePaths(context.app.printRoutes({ commonPrefix: false }), 'POST')
      .filter((url) => url.startsWith('/api/v2/corporate/') && !url.endsWith('*'))
      .map((url) => url.slice('/api/v2/corporate/'.length).replace(/\/$/, '')).sort();
    assert.deepEqual(registered, inTable);
  } finally {
    await context.close();
  }
});

/** The tables whose rows a corporate call may change (not sessions, throttles or the audit log itself). */
const dataTables = [
  'customers', 'site_config', 'customer_site_config', 'menu_entries', 'departments', 'procedures', 'requirement_catalogue', 'procedure_requirements',
  'offices', 'procedure_offices', 'schedules', 'schedule_days', 'procedure_states', 'posts', 'pages', 'page_files', 'banners', 'snippets',
  'contact_messages', 'holidays', 'appointments', 'user_procedures', 'user_procedure_requirements', 'user_procedure_history', 'synonyms',
  'certificates', 'staff_accounts', 'staff_factor_policies', 'staff_account_links', 'request_payments', 'payment_settings', 'media_items',
] as const;

/** Every row of the data tables, as text: equal before and after means nothing changed. */
async function snapshot(db: TestContext['db']): Promise<string> {
  const parts: string[] = [];
  for (const table of dataTables) parts.push(table, JSON.stringify(await db.selectFrom(table).selectAll().execute()));
  return parts.join('\n');
}

/** True when a body names a row (id, *_id, *_ids) besides the customer: a call against the other customer's rows. */
function namesRows(body: Json): boolean {
  return Object.entries(body).some(([key, value]) => key !== 'customer_id' && (key === 'id' || key === 'code' || /_ids?$/.test(key))
    && value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0));
}

describeEachDatabase('corporate calls', (ctx) => {
  const headers = {} as Record<StaffRole, Record<string, string>>;
  const state: State = {};

  before(async () => {
    const { app, db } = ctx();
    for (const role of STAFF_ROLES) {
      await addStaff(db, emails[role], role);
      headers[role] = await signedIn(app, emails[role]);
    }
    const sent = await app.inject({
      method: 'POST', url: '/api/v2/contact/', headers: { cookie: 'csrftoken=csrf-test-token-abcdefghijklmnopqrstuvwxyz', 'x-csrftoken': 'csrf-test-token-abcdefghijklmnopqrstuvwxyz' },
      payload: { customer_id: '1', name: 'Rosa Pérez', email: 'rosa@example.org', phone: '0414-555-0101', message: 'La calle 5 no tiene alumbrado desde el martes.' },
    });
    assert.equal(sent.statusCode, 201);
  });

  for (const role of STAFF_ROLES) {
    test(`role check: a signed-in ${role} gets 403 outside its calls and passes the check within them`, async () => {
      for (const call of Object.keys(CORPORATE_CALL_ROLES) as CorporateCall[]) {
        const response = await corporate(ctx().app, call, { customer_id: '1' }, headers[role]);
        const allowed = role === 'admin' || rolesOfCall(call).includes(role);
        if (allowed) {
          assert.ok(![401, 403].includes(response.statusCode), `${role} ${call} → ${response.statusCode} ${response.body}`);
        } else {
          assert.equal(response.statusCode, 403, `${role} ${call}`);
          assert.match(response.json().message, /^Su rol \(\w+\) no permite esta operación\.$/);
        }
      }
    });
  }

  test('an account bound to another customer is refused (403) on this one', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'clerk2@calls.example', 'clerk', { customerId: '2' });
    const bound = await signedIn(app, 'clerk2@calls.example');
    assert.equal((await corporate(app, 'department/list', { customer_id: '1' }, bound)).statusCode, 403);
    assert.equal((await corporate(app, 'department/list', { customer_id: '2' }, bound)).statusCode, 200);
  });

  test('every call: its happy path, a refused body naming the field, an audit row per write, the public pages at once; another customer\'s admin changes nothing', async () => {
    const t = ctx();
    await addStaff(t.db, 'admin2@calls.example', 'admin', { customerId: '2' });
    const otherAdmin = await signedIn(t.app, 'admin2@calls.example');
    for (const step of steps) {
      const role = rolesOfCall(step.call)[0]!;
      // Customer 2's admin, just before the happy path (the rows it names exist): with customer 1's
      // id the call is refused; with its own id and customer 1's rows they are not found; either
      // way nothing changes. A call that names no row (a list, an add) is only tried with customer 1's id.
      const beforeCross = await snapshot(t.db);
      const auditBeforeCross = await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst();
      const asOne = await send(t.app, step, step.body(state), otherAdmin);
      assert.equal(asOne.statusCode, 403, `${step.call} as customer 2 with customer_id 1 → ${asOne.statusCode} ${asOne.body}`);
      if (namesRows(step.body(state))) {
        const asTwo = await send(t.app, step, { ...step.body(state), customer_id: '2' }, otherAdmin);
        // A row named by reference (an add's department_id) is refused like a missing one: 400 naming the field.
        const unknownReference = asTwo.statusCode === 400 && (asTwo.json().errors as { message: string }[] | undefined)?.some((error) => /no existe/i.test(error.message));
        // A list filtered by the other customer's row finds nothing.
        const emptyList = asTwo.statusCode === 200 && Array.isArray(asTwo.json().data) && asTwo.json().data.length === 0 && /(list|List|search)$/.test(step.call);
        assert.ok([403, 404].includes(asTwo.statusCode) || unknownReference || emptyList, `${step.call} as customer 2 against customer 1's rows → ${asTwo.statusCode} ${asTwo.body}`);
      }
      const crossAudit = await t.db.selectFrom('audit_log').select('id').where('id', '>', Number(auditBeforeCross?.last ?? 0)).execute();
      assert.equal(crossAudit.length, 0, `${step.call} as customer 2 wrote no audit row`);
      assert.equal(await snapshot(t.db), beforeCross, `${step.call} as customer 2 changed nothing`);

      const invalid = await send(t.app, step, step.invalid.body(state), headers[role]);
      assert.equal(invalid.statusCode, 400, `${step.call} invalid → ${invalid.statusCode} ${invalid.body}`);
      assert.equal(invalid.json().res, 0);
      assert.ok((invalid.json().errors as { field: string }[]).some((error) => error.field === step.invalid.field), `${step.call}: ${invalid.body}`);

      const versionBefore = step.catalogue ? (await catalogue(t.app)).version : null;
      const auditBefore = await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst();
      const response = await send(t.app, step, step.body(state), headers[role]);
      assert.equal(response.statusCode, step.status ?? 200, `${step.call} → ${response.statusCode} ${response.body}`);
      const answer = step.file ? {} : (response.json() as Json);
      if (!step.file) assert.equal(answer.res, 1, step.call);
      await step.then?.(answer, state, t);

      const written = await t.db.selectFrom('audit_log').selectAll().where('id', '>', Number(auditBefore?.last ?? 0)).execute();
      const isWrite = !/\/(list|detail|availableRequirements|logs|getAvailable|search|adminList|downloadFile|policy|revisions|daily|dailyCsv)$/.test(step.call);
      if (isWrite) {
        assert.equal(written.length, 1, `${step.call} writes one audit row`);
        assert.equal(written[0]!.call_name, step.call);
        assert.equal(written[0]!.actor, emails[role]);
        assert.equal(written[0]!.customer_id, '1');
        // The site texts, an uploaded file, the second-factor, e-mail and indexing settings have no row id.
        if (!['media/upload', 'site/update', 'staff/updatePolicy', 'mailSettings/update', 'indexing/update', 'postApproval/update', 'paymentSettings/update'].includes(step.call)) assert.ok(written[0]!.entity_id !== null, `${step.call} names the entity`);
      } else {
        assert.equal(written.length, 0, `${step.call} reads only`);
      }
      if (versionBefore !== null) assert.notEqual((await catalogue(t.app)).version, versionBefore, `${step.call} gives procedures.json a new version`);
    }
  });

  test('deletes that would orphan data answer 409 in Spanish and delete nothing', async () => {
    const { app, db } = ctx();
    const department = await db.selectFrom('procedures').select('department_id').where('customer_id', '=', '1').executeTakeFirstOrThrow();
    const refused = await corporate(app, 'department/delete', { ...c, id: department.department_id }, headers.clerk);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /tiene \d+ trámite/);
    const requirement = await corporate(app, 'requirement/delete', { ...c, id: 1 }, headers.clerk);
    assert.equal(requirement.statusCode, 409);
    assert.match(requirement.json().message, /lo piden \d+ trámite/);
    const linkedPage = await db.selectFrom('menu_entries').select('page_id').where('page_id', 'is not', null).executeTakeFirstOrThrow();
    const page = await corporate(app, 'page/delete', { ...c, id: linkedPage.page_id }, headers.editor);
    assert.equal(page.statusCode, 409);
    assert.match(page.json().message, /enlazada desde el menú/);
    assert.ok(await db.selectFrom('pages').select('id').where('id', '=', linkedPage.page_id!).executeTakeFirst());
  });

  test('conflicts: a second holiday on one day, overlapping schedule ranges, a requirement asked twice', async () => {
    const { app } = ctx();
    const holidays = await corporate(app, 'holiday/list', { ...c, pageSize: 1 }, headers.clerk);
    const day = holidays.json().data[0].date;
    const twice = await corporate(app, 'holiday/add', { ...c, date: day, name: 'Otro' }, headers.clerk);
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().message, /Ya hay un feriado/);
    const schedules = await corporate(app, 'schedule/list', { ...c }, headers.clerk);
    const schedule = schedules.json().data[0];
    const overlap = await corporate(app, 'schedule/addDay', { ...c, schedule_id: schedule.id, weekday: 1, start: '11:00', end: '14:00' }, headers.clerk);
    assert.equal(overlap.statusCode, 409);
    assert.match(overlap.json().message, /Se solapa con el horario del lunes/);
    const procedure = (await corporate(app, 'procedure/detail', { ...c, id: 1 }, headers.clerk)).json().data;
    const again = await corporate(app, 'procedure/addRequirement', { ...c, procedure_id: 1, requirement_id: procedure.requirements[0].id }, headers.clerk);
    assert.equal(again.statusCode, 409);
  });

  test('the same link added ten times at once is stored once: one success, 409 for the rest, never 500', async () => {
    const { app, db } = ctx();
    const requirement = await db.selectFrom('requirement_catalogue').select('id').where('customer_id', '=', '1')
      .where('id', 'not in', db.selectFrom('procedure_requirements').select('requirement_id').where('procedure_id', '=', 5)).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      corporate(app, 'procedure/addRequirement', { ...c, procedure_id: 5, requirement_id: requirement.id }, headers.clerk)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, ...Array(9).fill(409)]);
    const links = await db.selectFrom('procedure_requirements').select('requirement_id').where('procedure_id', '=', 5).where('requirement_id', '=', requirement.id).execute();
    assert.equal(links.length, 1);
  });

  test('the uploaded image is checked by its content: a renamed text file is refused, and an image over 5 MB too', async () => {
    const { app, config } = ctx();
    const fake = multipart({ customer_id: '1', alt: 'Una foto' }, { name: 'foto.png', type: 'image/png', bytes: Buffer.from('not an image at all') });
    const refused = await app.inject({ method: 'POST', url: '/api/v2/corporate/media/upload/', payload: fake.payload, headers: { ...headers.editor, ...fake.headers } });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /JPEG, PNG, WebP/);
    const big = multipart({ customer_id: '1', alt: 'Una foto grande' }, { name: 'grande.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) });
    const tooBig = await app.inject({ method: 'POST', url: '/api/v2/corporate/media/upload/', payload: big.payload, headers: { ...headers.editor, ...big.headers } });
    assert.equal(tooBig.statusCode, 413);
    const folder = path.join(config.mediaDir, 'uploads', '1');
    assert.ok(!fs.existsSync(folder) || !fs.readdirSync(folder).some((name) => name.includes('tmp')));
  });

  test('a token client still works as admin on any call', async () => {
    const response = await corporate(ctx().app, 'contact/list', { ...c }, { authorization: `Bearer ${adminToken}` });
    assert.equal(response.statusCode, 200);
  });

  // Found by `npm run fuzz -w api`: [1] passed the nullable number's schema unchanged and SQLite
  // could not bind it (500). Scalars are coerced, never arrays.
  test('a list where a number goes is refused with a Spanish 400, and the office is not stored', async () => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const office = { ...c, name: 'Oficina con lista', address: 'Calle 1', latitude: 10.1, longitude: [1] };
    const refused = await corporate(ctx().app, 'office/add', office, auth);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.json().message, /longitude/);
    const listed = await corporate(ctx().app, 'office/list', { ...c, q: 'Oficina con lista' }, auth);
    assert.equal(listed.json().data.total ?? listed.json().data.length, 0);
    // A number given as text is still read as the number.
    const stored = await corporate(ctx().app, 'office/add', { ...office, longitude: '-69.35' }, auth);
    assert.equal(stored.statusCode, 201, stored.body);
  });
});
