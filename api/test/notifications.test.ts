// E-mail notifications through the outbox: each citizen-facing change queues its message in the
// change's transaction, the worker writes it as an .eml (no SMTP_URL) or sends it over SMTP (a real
// server in this process), and a server that refuses or stalls loses nothing and sends nothing twice.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { corporate } from './support/staff.ts';
import { multipart } from './support/multipart.ts';
import { queueReminders } from '../src/modules/notifications/reminders.ts';
import { zonedInstant } from '../src/modules/schedule/slots.ts';
import { addDays } from '../src/modules/appointments/free-slots.ts';
import { adminToken, createTestContext, csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';
import { headersOf, partsOf, startSmtp, type TestSmtp } from './support/smtp.ts';
import { eventually } from './support/eventually.ts';

const citizen = { name: 'María Pérez', national_id: 'V-12345678', email: 'maria.perez@example.com', phone: '0414 555 1234' };
const admin = { authorization: `Bearer ${adminToken}` };

function post(app: FastifyInstance, url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, headers: { ...csrfHeaders(), ...headers, ...(headers.cookie ? { cookie: `${csrfHeaders().cookie}; ${headers.cookie}` } : {}) } });
}

/** A free slot of the first office with a schedule of customer 1, from today on. */
async function freeSlot(ctx: TestContext) {
  const office = await ctx.db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id')
    .select('offices.id').where('offices.customer_id', '=', '1').orderBy('offices.id').executeTakeFirstOrThrow();
  const link = await ctx.db.selectFrom('procedure_offices').select('procedure_id').where('office_id', '=', office.id).orderBy('procedure_id').executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  const answer = await post(ctx.app, '/api/v2/appointment/getAvailable/', { customer_id: '1', office_id: office.id, from: today, days: 14 });
  assert.equal(answer.statusCode, 200, answer.body);
  const day = (answer.json().data.days as { date: string; slots: { start: string; free: number }[] }[]).find((item) => item.slots.some((slot) => slot.free > 0))!;
  return { office_id: office.id, procedure_id: link.procedure_id, date: day.date, start: day.slots.find((slot) => slot.free > 0)!.start };
}

const emlFiles = (ctx: TestContext) => (fs.existsSync(ctx.config.mail.dir) ? fs.readdirSync(ctx.config.mail.dir).filter((name) => name.endsWith('.eml')).sort() : []);
const readEml = (ctx: TestContext, name: string) => fs.readFileSync(path.join(ctx.config.mail.dir, name), 'utf8');
const textOf = (raw: string) => partsOf(raw).find((part) => part.contentType.startsWith('text/plain'))?.text ?? '';

describeEachDatabase('e-mail notifications written as .eml files', (ctx) => {
  test('booking writes one .eml to the citizen in their language, with the code and the .ics; cancelling writes a second', async () => {
    const { app } = ctx();
    const slot = await freeSlot(ctx());
    const booked = await post(app, '/api/v2/appointment/create/', { customer_id: '1', ...slot, ...citizen }, { cookie: 'lang=en' });
    assert.equal(booked.statusCode, 201, booked.body);
    const { code } = booked.json().data;
    await app.context.mail.drain();
    const files = emlFiles(ctx());
    assert.equal(files.length, 1);
    const raw = readEml(ctx(), files[0]!);
    const headers = headersOf(raw);
    assert.equal(headers.to, citizen.email);
    assert.match(headers.subject!, new RegExp(`Appointment booked ${code}`));
    assert.match(headers['message-id']!, /^<.+@sanrafael\.example>$/);
    assert.match(headers['reply-to']!, /atencion@sanrafael\.example/);
    assert.match(textOf(raw), new RegExp(`Code: ${code}`));
    assert.match(textOf(raw), /See or cancel the appointment: http:\/\/localhost:\d+\/citas\//);
    const html = partsOf(raw).find((part) => part.contentType.startsWith('text/html'))!.text;
    assert.match(html, /<html lang="en">/);
    assert.match(html, /<h1[^>]*>Your appointment is booked<\/h1>/);
    const ics = partsOf(raw).find((part) => part.contentType.startsWith('text/calendar'))!;
    assert.equal(ics.filename, 'cita.ics');
    assert.match(ics.text, /BEGIN:VEVENT/);
    assert.match(ics.text, new RegExp(`UID:${code}@`));

    // Cancelled from the site in Spanish (no lang cookie) by a browser set to English: Spanish.
    const cancelled = await post(app, '/api/v2/appointment/cancel/', { customer_id: '1', code, email: citizen.email }, { 'accept-language': 'en-US,en;q=0.9' });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await app.context.mail.drain();
    const after = emlFiles(ctx());
    assert.equal(after.length, 2);
    const second = readEml(ctx(), after[1]!);
    assert.match(headersOf(second).subject!, new RegExp(`Cita anulada ${code}`));
    assert.match(textOf(second), /Anuló su cita como lo pidió/);
  });

  test('a holiday that cancels a booked day tells the citizen why, in the language they booked in', async () => {
    const { app, db } = ctx();
    const slot = await freeSlot(ctx());
    const booked = await post(app, '/api/v2/appointment/create/', { customer_id: '1', ...slot, ...citizen, email: 'holiday@example.com' }, { cookie: 'lang=en' });
    assert.equal(booked.statusCode, 201, booked.body);
    const added = await corporate(app, 'holiday/add', { customer_id: '1', date: slot.date, name: 'Día de la Alcaldía', booked_appointments: { action: 'cancel' } }, admin);
    assert.equal(added.statusCode, 201, added.body);
    const row = await db.selectFrom('outbox').selectAll().where('event', '=', 'appointment.cancelled').where('recipient', '=', 'holiday@example.com').executeTakeFirstOrThrow();
    assert.equal(row.language, 'en');
    assert.match(row.body_text, /The city cancelled your appointment/);
    assert.match(row.body_text, /Reason: feriado «Día de la Alcaldía»/);
  });

  test('the day before, one reminder per booked appointment, in the language it was booked in, however often the job runs', async () => {
    const { app, db, config } = ctx();
    const slot = await freeSlot(ctx());
    const booked = await post(app, '/api/v2/appointment/create/', { customer_id: '1', ...slot, ...citizen, email: 'recordatorio@example.com' }, { cookie: 'lang=en' });
    assert.equal(booked.statusCode, 201, booked.body);
    const dayBefore = zonedInstant(addDays(slot.date, -1), '12:00', 'America/Caracas');
    const twoDaysBefore = zonedInstant(addDays(slot.date, -2), '12:00', 'America/Caracas');
    const reminders = () => db.selectFrom('outbox').selectAll().where('event', '=', 'appointment.reminder').where('recipient', '=', 'recordatorio@example.com').execute();
    await queueReminders(db, config, twoDaysBefore);
    assert.equal((await reminders()).length, 0, 'not two days before');
    await Promise.all([queueReminders(db, config, dayBefore), queueReminders(db, config, dayBefore)]);
    await queueReminders(db, config, dayBefore);
    const sent = await reminders();
    assert.equal(sent.length, 1);
    assert.match(sent[0]!.subject, new RegExp(`Reminder: your appointment ${booked.json().data.code} is tomorrow`));
  });

  test('a refused booking queues nothing; a contact message gets its reference, once per idempotency key', async () => {
    const { app, db } = ctx();
    const before = Number((await db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const refused = await post(app, '/api/v2/appointment/create/', { customer_id: '1', office_id: 999_999, date: '2030-01-01', start: '09:00', ...citizen });
    assert.equal(refused.statusCode, 404);
    const message = { customer_id: '1', kind: 'contact', name: 'Vecina', email: 'vecina@example.com', phone: '04125551234', message: 'Hay un bache en mi calle.' };
    const sent = await post(app, '/api/v2/contact/', message, { 'idempotency-key': '6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b' });
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal((await post(app, '/api/v2/contact/', message, { 'idempotency-key': '6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b' })).statusCode, 201);
    const rows = await db.selectFrom('outbox').selectAll().where('id', '>', before).orderBy('id').execute();
    assert.equal(rows.length, 1, 'the retried send queued no second message');
    assert.equal(rows[0]!.event, 'contact.received');
    assert.match(rows[0]!.subject, new RegExp(`\\[${sent.json().data.reference}\\]`));
    assert.match(rows[0]!.body_text, /> Hay un bache en mi calle\./);
  });

  test('an online request received and each change of state queue a message to the citizen', async () => {
    const { app, db } = ctx();
    const procedure = await db.selectFrom('procedures').select('id').where('customer_id', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const started = await post(app, '/api/v2/userProcedure/add/', { customer_id: '1', procedure_id: procedure.id, ...citizen, email: 'tramite@example.com' });
    assert.equal(started.statusCode, 201, started.body);
    const { code } = started.json().data;
    const request = await db.selectFrom('user_procedures').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const state = await db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', '1').orderBy('position', 'desc').executeTakeFirstOrThrow();
    const moved = await corporate(app, 'userProcedure/changeState', { customer_id: '1', id: request.id, state_id: state.id, note: 'Puede retirarlo el lunes.' }, admin);
    assert.equal(moved.statusCode, 200, moved.body);
    const rows = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'tramite@example.com').orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.event), ['request.received', 'request.state']);
    assert.match(rows[0]!.body_text, new RegExp(`Código de seguimiento: ${code}`));
    assert.match(rows[1]!.body_text, new RegExp(`Estado nuevo: ${state.name}`));
    assert.match(rows[1]!.body_text, /> Puede retirarlo el lunes\./);
    assert.match(rows[1]!.body_text, new RegExp(`/seguimiento\\?codigo=${code}`));
  });

  test('a rejected document tells the citizen which one, the clerk\'s note and where to replace it; an accepted one sends nothing', async () => {
    const { app, db } = ctx();
    const procedure = await db.selectFrom('procedure_requirements').select('procedure_id').orderBy('procedure_id').executeTakeFirstOrThrow();
    const started = await post(app, '/api/v2/userProcedure/add/', { customer_id: '1', procedure_id: procedure.procedure_id, ...citizen, email: 'documento@example.com' }, { cookie: 'lang=en' });
    assert.equal(started.statusCode, 201, started.body);
    const { code, requirements } = started.json().data as { code: string; requirements: { requirement_id: number; name: string }[] };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const form = multipart({ customer_id: '1', code, email: 'documento@example.com', requirement_id: String(requirements[0]!.requirement_id) }, { name: 'doc.png', type: 'image/png', bytes: png });
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/userProcedure/addFile/', payload: form.payload, headers: { ...form.headers, ...csrfHeaders() } })).statusCode, 200);
    const request = await db.selectFrom('user_procedures').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    const verdict = (status: string, note?: string) => corporate(app, 'userProcedure/updateRequirementStatus', { customer_id: '1', id: request.id, requirement_id: requirements[0]!.requirement_id, status, ...(note ? { note } : {}) }, admin);
    assert.equal((await verdict('rejected', 'La copia no se lee.')).statusCode, 200);
    const rows = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'documento@example.com').orderBy('id').execute();
    assert.deepEqual(rows.map((row) => row.event), ['request.received', 'request.document_rejected']);
    const rejected = rows[1]!;
    assert.equal(rejected.language, 'en', 'the language the citizen started the request in');
    assert.match(rejected.body_text, new RegExp(`The city reviewed "${requirements[0]!.name}"`));
    assert.match(rejected.body_text, /What to correct:\n> La copia no se lee\./);
    assert.match(rejected.body_text, new RegExp(`Replace the document: http://localhost:\\d+/seguimiento\\?codigo=${code}`));
    assert.equal((await verdict('accepted')).statusCode, 200);
    const after = await db.selectFrom('outbox').select('id').where('recipient', '=', 'documento@example.com').execute();
    assert.equal(after.length, 2, 'an accepted document sends nothing');
  });
});

describe('e-mail over SMTP to a real server in this process', () => {
  let smtp: TestSmtp;
  let context: TestContext;
  before(async () => {
    smtp = await startSmtp();
    context = await createTestContext('sqlite', { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '300', MAIL_RETRY_BASE_MS: '10', MAIL_MAX_ATTEMPTS: '20' });
  });
  after(async () => {
    await context?.close();
    await smtp?.close();
  });

  const contact = (i: number) => ({ customer_id: '1', kind: 'contact', name: `Vecino ${i}`, email: `vecino${i}@example.com`, phone: '04125551234', message: `Consulta ${i}` });

  test('a message arrives with its Message-ID, Reply-To, subject and text', async () => {
    const sent = await post(context.app, '/api/v2/contact/', contact(0));
    assert.equal(sent.statusCode, 201, sent.body);
    await context.app.context.mail.drain();
    assert.equal(smtp.received.length, 1);
    const [mail] = smtp.received;
    const row = await context.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(mail!.to, ['vecino0@example.com']);
    assert.equal(mail!.from, 'atencion@sanrafael.example');
    const headers = headersOf(mail!.raw);
    assert.equal(headers['message-id'], row.message_id);
    assert.match(headers.subject!, new RegExp(`Recibimos su mensaje \\[${sent.json().data.reference}\\]`));
    assert.match(textOf(mail!.raw), /Consulta 0/);
    assert.equal(row.status, 'sent');
    const log = await context.db.selectFrom('outbox_attempts').selectAll().where('outbox_id', '=', row.id).execute();
    assert.deepEqual(log.map((item) => item.outcome), ['sent']);
    assert.match(log[0]!.response, /^250/);
  });

  test('a server that refuses, then times out, then comes back: every message once, none twice', async () => {
    smtp.received.length = 0;
    for (let i = 1; i <= 12; i += 1) assert.equal((await post(context.app, '/api/v2/contact/', contact(i))).statusCode, 201);
    const worker = context.app.context.mail;
    smtp.mood = 'refuse';
    await worker.runOnce();
    smtp.mood = 'stall';
    // Every refused message tried again once its backoff has passed, against a server that stalls.
    await eventually(async () => {
      const due = await context.db.selectFrom('outbox').select('id').where('status', '=', 'queued').where('next_attempt_at', '>', new Date().toISOString()).execute();
      assert.equal(due.length, 0, 'a backoff still running');
    });
    await worker.runOnce();
    assert.equal(smtp.received.length, 0);
    assert.ok(smtp.turnedAway >= 12, `turned away ${smtp.turnedAway}`);
    smtp.mood = 'accept';
    await eventually(async () => {
      await worker.runOnce();
      const left = await context.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute();
      assert.equal(left.length, 0, 'messages still unsent');
    }, { withinMs: 15_000 });
    const ids = smtp.received.map((mail) => headersOf(mail.raw)['message-id']);
    assert.equal(ids.length, 12, 'every message arrived');
    assert.equal(new Set(ids).size, 12, 'none twice');
    const outcomes = await context.db.selectFrom('outbox_attempts').select(['outcome', 'response']).where('outcome', '=', 'retry').execute();
    assert.ok(outcomes.some((item) => /421/.test(item.response)), 'the refusal is logged with the server\'s answer');
    assert.ok(outcomes.some((item) => /ETIMEDOUT|timeout|Greeting/i.test(item.response)), 'the timeout is logged');
  });
});
