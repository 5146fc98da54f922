// Deleting what a citizen's data hangs on: a procedure with requests or appointments, an office
// with appointments. Refused with 409 and a Spanish message that lists what depends on it, the same
// on both databases (SQLite used to answer 500, PostgreSQL a 409 about a simultaneous change), and
// nothing is deleted: no cascade takes a citizen's appointment with it.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { classifyDatabaseError } from '../src/db/errors.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const c = { customer_id: '1' };

describeEachDatabase('deleting what citizens depend on', (ctx) => {
  let clerk: Record<string, string>;
  before(async () => {
    await addStaff(ctx().db, 'clerk@deletes.example', 'clerk');
    clerk = await signedIn(ctx().app, 'clerk@deletes.example');
  });

  test('a procedure with a citizen\'s request: 409 naming the request, the procedure and the request stay', async () => {
    const { app, db } = ctx();
    const started = await app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(),
      payload: { ...c, procedure_id: 2, name: 'Inés Mora', national_id: 'V-5555555', email: 'ines@example.com', phone: '0412 555 0003' } });
    assert.equal(started.statusCode, 201, started.body);
    const { code } = started.json().data as { code: string };
    const refused = await corporate(app, 'procedure/delete', { ...c, id: 2 }, clerk);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /^No se puede eliminar el trámite «.+»: tiene 1 solicitud\(es\) de ciudadanos \(T-\w{8}\)/);
    assert.ok(refused.json().message.includes(code));
    assert.ok(await db.selectFrom('procedures').select('id').where('id', '=', 2).executeTakeFirst());
    assert.ok(await db.selectFrom('user_procedures').select('id').where('code', '=', code).executeTakeFirst());
  });

  test('an office with a booked appointment: 409 listing it, the office and the appointment stay; without appointments it is deleted', async () => {
    const { app, db } = ctx();
    const available = await corporate(app, 'appointment/getAvailable', { ...c, office_id: 1, days: 14 }, clerk);
    const day = (available.json().data.days as { date: string; slots: { start: string }[] }[]).find((d) => d.slots.length > 0)!;
    const booked = await corporate(app, 'appointment/create', { ...c, office_id: 1, date: day.date, start: day.slots[0]!.start, name: 'Luis Rojas', national_id: 'V-9876543', email: 'luis@example.com', phone: '0412 555 0000' }, clerk);
    assert.equal(booked.statusCode, 201, booked.body);
    const code = booked.json().data.code as string;
    const refused = await corporate(app, 'office/delete', { ...c, id: 1 }, clerk);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, new RegExp(`^No se puede eliminar la oficina «.+»: tiene \\d+ cita\\(s\\) \\(1 reservada\\(s\\), la próxima el ${day.date}: ${code}\\)`));
    assert.ok(await db.selectFrom('offices').select('id').where('id', '=', 1).executeTakeFirst());
    assert.equal((await db.selectFrom('appointments').select('status').where('code', '=', code).executeTakeFirstOrThrow()).status, 'booked');

    const added = await corporate(app, 'office/add', { ...c, name: 'Oficina vacía', address: 'Calle 2' }, clerk);
    assert.equal(added.statusCode, 201, added.body);
    assert.equal((await corporate(app, 'office/delete', { ...c, id: added.json().data.id }, clerk)).statusCode, 200);
  });
});

test('a foreign key refused by either database is a 409 about dependent data, not a simultaneous change', () => {
  const sqlite = (errcode: number, message: string) => Object.assign(new Error(message), { code: 'ERR_SQLITE_ERROR', errcode });
  assert.equal(classifyDatabaseError(sqlite(787, 'FOREIGN KEY constraint failed')), 'in-use');
  assert.equal(classifyDatabaseError(sqlite(1811, 'FOREIGN KEY constraint failed')), 'in-use');
  assert.equal(classifyDatabaseError(Object.assign(new Error('update or delete on table "procedures" violates foreign key constraint'), { code: '23503' })), 'in-use');
  assert.equal(classifyDatabaseError(sqlite(2067, 'UNIQUE constraint failed')), 'conflict');
  assert.equal(classifyDatabaseError(Object.assign(new Error('duplicate key'), { code: '23505' })), 'conflict');
});
