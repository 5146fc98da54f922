// The staff's daily digest: an account that asked for it gets one e-mail a day from 7:00 in its
// city's time zone, with that city's new requests, unanswered messages and today's appointments
// (never another city's), once however often the job runs; on both databases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queueStaffDigests } from '../src/modules/notifications/staff-digest.ts';
import { addStaff, signedIn, staffPost } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

// 10:00 UTC is 6:00 in Caracas (San Rafael) and 5:00 in Bogotá (Santa Lucía).
let clock = new Date('2027-03-02T10:00:00Z');
const now = () => clock;
const HOUR = 3_600_000;

const citizen = { name: 'Rosa Peña', national_id: 'V-12.345.678', email: 'rosa@example.com', phone: '0412 555 1010' };

async function startRequest(ctx: TestContext, customerId: string): Promise<string> {
  const procedure = await ctx.db.selectFrom('procedures').select('id').where('customer_id', '=', customerId).orderBy('id').executeTakeFirstOrThrow();
  const started = await ctx.app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(), payload: { customer_id: customerId, procedure_id: procedure.id, ...citizen } });
  assert.equal(started.statusCode, 201, started.body);
  return started.json().data.code;
}

const digests = (ctx: TestContext) => ctx.db.selectFrom('outbox').select(['recipient', 'body_text', 'subject']).where('event', '=', 'staff.digest').orderBy('id').execute();

describeEachDatabase('the staff daily digest', (ctx) => {
  test('asked for in the console, sent once a day from 7:00 local time with only its own city\'s work', async () => {
    clock = new Date('2027-03-02T10:00:00Z');
    await addStaff(ctx().db, 'digest.clerk@sanrafael.example', 'clerk', { customerId: '1' });
    await addStaff(ctx().db, 'quiet.clerk@sanrafael.example', 'clerk', { customerId: '1' });
    await addStaff(ctx().db, 'digest.clerk@santalucia.example', 'clerk', { customerId: '2' });
    for (const email of ['digest.clerk@sanrafael.example', 'digest.clerk@santalucia.example']) {
      const session = await signedIn(ctx().app, email);
      const turnedOn = await staffPost(ctx().app, 'digest', { daily_digest: true }, session);
      assert.equal(turnedOn.statusCode, 200, turnedOn.body);
      assert.match(turnedOn.json().message, /a partir de las 7:00/);
      const read = await ctx().app.inject({ url: '/api/v2/staff/digest/', headers: session });
      assert.deepEqual(read.json().data, { daily_digest: true, email });
    }

    const ours = await startRequest(ctx(), '1');
    const theirs = await startRequest(ctx(), '2');
    const message = await ctx().app.inject({ method: 'POST', url: '/api/v2/contact/', headers: csrfHeaders(), payload: { customer_id: '1', kind: 'contact', name: 'Vecino', email: 'vecino@example.com', phone: '04125551234', message: 'Hola' } });
    assert.equal(message.statusCode, 201, message.body);
    const reference = message.json().data.reference as string;

    assert.equal(await queueStaffDigests(ctx().db, ctx().config, clock), 0, 'not before 7:00 in the city');
    // 7:05 in Caracas is 6:05 in Bogotá (Santa Lucía): each city's own morning.
    clock = new Date(clock.getTime() + HOUR + 5 * 60_000);
    assert.equal(await queueStaffDigests(ctx().db, ctx().config, clock), 1);
    clock = new Date(clock.getTime() + HOUR);
    assert.equal(await queueStaffDigests(ctx().db, ctx().config, clock), 1);
    assert.equal(await queueStaffDigests(ctx().db, ctx().config, clock), 0, 'once a day');

    const [sanRafael, santaLucia] = await digests(ctx());
    assert.equal(sanRafael!.recipient, 'digest.clerk@sanrafael.example');
    assert.match(sanRafael!.subject, /^Resumen diario: \d+ solicitudes nuevas, \d+ mensajes sin responder/);
    assert.ok(sanRafael!.body_text.includes(ours), sanRafael!.body_text);
    assert.ok(sanRafael!.body_text.includes(reference));
    assert.ok(!sanRafael!.body_text.includes(theirs), "another city's request is never in it");
    assert.ok(!sanRafael!.body_text.includes(citizen.name), 'codes only: names stay in the console');
    assert.equal(santaLucia!.recipient, 'digest.clerk@santalucia.example');
    assert.ok(santaLucia!.body_text.includes(theirs));
    assert.ok(!santaLucia!.body_text.includes(ours) && !santaLucia!.body_text.includes(reference));

    // The next day again; once turned off, no more.
    clock = new Date(clock.getTime() + 24 * HOUR);
    const session = await signedIn(ctx().app, 'digest.clerk@sanrafael.example');
    assert.equal((await staffPost(ctx().app, 'digest', { daily_digest: false }, session)).statusCode, 200);
    assert.equal(await queueStaffDigests(ctx().db, ctx().config, clock), 1, 'only the account still asking');
    assert.deepEqual((await digests(ctx())).map((mail) => mail.recipient), ['digest.clerk@sanrafael.example', 'digest.clerk@santalucia.example', 'digest.clerk@santalucia.example']);
  });

  test('the setting is the signed-in account\'s own: a platform account has none, and no session none at all', async () => {
    await addStaff(ctx().db, 'platform@portal.example', 'admin', { customerId: null });
    const platform = await signedIn(ctx().app, 'platform@portal.example');
    assert.equal((await staffPost(ctx().app, 'digest', { daily_digest: true }, platform)).statusCode, 403);
    assert.equal((await staffPost(ctx().app, 'digest', { daily_digest: true })).statusCode, 401);
    assert.equal((await ctx().app.inject({ url: '/api/v2/staff/digest/' })).statusCode, 401);
    const session = await signedIn(ctx().app, 'quiet.clerk@sanrafael.example');
    assert.equal((await staffPost(ctx().app, 'digest', { daily_digest: 'sí' }, session)).statusCode, 400);
  });
}, {}, { now });
