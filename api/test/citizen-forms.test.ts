// The citizen's tasks without JavaScript (hosting/citizen-forms.ts): plain form posts to
// /seguimiento and /citas/{code}, answered with the API's rules and Spanish messages, a 303 to the
// result page, the personal data in an HttpOnly cookie and never in the address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';
import { bootData, cookieOf, postForm, tokenFor } from './support/plain-forms.ts';
import { ownApi, pageDataLoaders } from '../src/ssr/page-data.ts';
import type { BookingData } from '../src/ssr/booking-data.ts';

const clock = new Date('2027-03-01T12:00:00Z');
const now = () => clock;

const citizen = { name: 'Lucía Rivas', national_id: 'V-9.876.543', email: 'Lucia.Rivas@example.com', phone: '0412 555 3030' };

/** The sentence a result cookie carries for the page to show once. */
function readNotice(value: string): string {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')).notice ?? '';
}

async function startRequest(ctx: TestContext): Promise<string> {
  const procedure = await ctx.db.selectFrom('procedures').select('id').where('customer_id', '=', '1').orderBy('id').executeTakeFirstOrThrow();
  const started = await ctx.app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(), payload: { customer_id: '1', procedure_id: procedure.id, ...citizen } });
  assert.equal(started.statusCode, 201, started.body);
  return started.json().data.code;
}

async function bookAppointment(ctx: TestContext, start: string): Promise<string> {
  // The same citizen books in several tests: the one-appointment-per-procedure rule, tested in
  // appointments.test.ts, is off for this city here.
  await ctx.db.updateTable('customers').set({ one_appointment_per_procedure: 0 }).where('id', '=', '1').execute();
  const office = await ctx.db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id')
    .select('offices.id').where('offices.customer_id', '=', '1').orderBy('offices.id').executeTakeFirstOrThrow();
  const booked = await ctx.app.inject({ method: 'POST', url: '/api/v2/appointment/create/', headers: csrfHeaders(), payload: { customer_id: '1', office_id: office.id, date: '2027-03-03', start, ...citizen } });
  assert.equal(booked.statusCode, 201, booked.body);
  return booked.json().data.code;
}

describeEachDatabase('citizen forms without JavaScript', (ctx) => {
  test('tracking: a request found by code and e-mail redirects (303) to /seguimiento, which shows it; nothing personal in the address', async () => {
    const code = await startRequest(ctx());
    const response = await postForm(ctx(), '/seguimiento', { codigo: code, email: 'lucia.rivas@EXAMPLE.com' });
    assert.equal(response.statusCode, 303, response.body);
    assert.equal(response.headers.location, '/seguimiento');
    const cookie = cookieOf(response, 'seguimiento');
    assert.ok(cookie, 'the lookup is kept for the result page');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/seguimiento');

    const page = await ctx().app.inject({ url: '/seguimiento', headers: { cookie: `seguimiento=${cookie.value}` } });
    assert.equal(page.statusCode, 200);
    const shown = bootData(page.body).ssr?.data.trackingResult as { code: string; data: { code: string; state: { name: string } } };
    assert.equal(shown.code, code);
    assert.equal(shown.data.state.name, 'Recibido');
  });

  test('tracking: a wrong e-mail or an empty field shows the form again with what was typed and the Spanish message', async () => {
    const code = await startRequest(ctx());
    const wrong = await postForm(ctx(), '/seguimiento', { codigo: code, email: 'otra@example.com' });
    assert.equal(wrong.statusCode, 404);
    assert.equal(cookieOf(wrong, 'seguimiento'), undefined);
    const outcome = bootData(wrong.body).ssr?.data.trackingForm as { values: Record<string, string>; error: { message: string } };
    assert.deepEqual(outcome.values, { code, email: 'otra@example.com' });
    assert.equal(outcome.error.message, 'No encontramos una solicitud con ese código y ese correo electrónico.');

    const empty = await postForm(ctx(), '/seguimiento', { codigo: code, email: '  ' });
    assert.equal(empty.statusCode, 422);
    assert.match((bootData(empty.body).ssr?.data.trackingForm as { error: { message: string } }).error.message, /^Escriba el código de seguimiento y el correo que indicó/);
  });

  test('the anti-forgery token is required: without it, or with another, nothing is looked up or cancelled', async () => {
    const code = await startRequest(ctx());
    for (const token of [null, 'y'.repeat(43)]) {
      const refused = await postForm(ctx(), '/seguimiento', { codigo: code, email: citizen.email }, { token });
      assert.equal(refused.statusCode, 403);
      assert.equal(cookieOf(refused, 'seguimiento'), undefined);
    }
    const appointment = await bookAppointment(ctx(), '10:30');
    const cancel = await postForm(ctx(), `/citas/${appointment}`, { email: citizen.email, accion: 'cancelar' }, { token: null });
    assert.equal(cancel.statusCode, 403);
    const row = await ctx().db.selectFrom('appointments').select('status').where('code', '=', appointment).executeTakeFirstOrThrow();
    assert.equal(row.status, 'booked');
  });

  test("'Mi cita': opened with the e-mail (303 to its page), then cancelled from it with the e-mail it was opened with", async () => {
    const code = await bookAppointment(ctx(), '09:00');
    const opened = await postForm(ctx(), `/citas/${code}`, { email: citizen.email.toUpperCase() });
    assert.equal(opened.statusCode, 303, opened.body);
    assert.equal(opened.headers.location, `/citas/${code}`);
    const cookie = cookieOf(opened, 'mi_cita')!;
    assert.equal(cookie.httpOnly, true);
    const page = await ctx().app.inject({ url: `/citas/${code}`, headers: { cookie: `mi_cita=${cookie.value}` } });
    const shown = bootData(page.body).ssr?.data.appointmentResult as { data: { status: string } };
    assert.equal(shown.data.status, 'booked');

    const cancelled = await postForm(ctx(), `/citas/${code}`, { accion: 'cancelar' }, { cookies: `mi_cita=${cookie.value}` });
    assert.equal(cancelled.statusCode, 303, cancelled.body);
    const after = cookieOf(cancelled, 'mi_cita')!;
    const result = await ctx().app.inject({ url: `/citas/${code}`, headers: { cookie: `mi_cita=${after.value}` } });
    const data = bootData(result.body).ssr?.data.appointmentResult as { data: { status: string }; notice?: string };
    assert.equal(data.data.status, 'cancelled');
    assert.match(data.notice ?? '', /^Su cita fue anulada\./);
    // The notice is shown once.
    const again = cookieOf(result, 'mi_cita')!;
    const later = await ctx().app.inject({ url: `/citas/${code}`, headers: { cookie: `mi_cita=${again.value}` } });
    assert.equal((bootData(later.body).ssr?.data.appointmentResult as { notice?: string }).notice, undefined);
  });

  test("another city's host never opens or cancels this city's appointment or request", async () => {
    const code = await bookAppointment(ctx(), '11:00');
    const elsewhere = await postForm(ctx(), `/citas/${code}`, { email: citizen.email }, { host: 'santalucia.localhost:80' });
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(cookieOf(elsewhere, 'mi_cita'), undefined);
    const cancel = await postForm(ctx(), `/citas/${code}`, { email: citizen.email, accion: 'cancelar' }, { host: 'santalucia.localhost:80' });
    assert.equal(cancel.statusCode, 404);
    const row = await ctx().db.selectFrom('appointments').select('status').where('code', '=', code).executeTakeFirstOrThrow();
    assert.equal(row.status, 'booked');
    const request = await startRequest(ctx());
    assert.equal((await postForm(ctx(), '/seguimiento', { codigo: request, email: citizen.email }, { host: 'santalucia.localhost:80' })).statusCode, 404);
    // A cookie made for one city opens nothing on another's host.
    const mine = cookieOf(await postForm(ctx(), `/citas/${code}`, { email: citizen.email }), 'mi_cita')!;
    const page = await ctx().app.inject({ url: `/citas/${code}`, headers: { host: 'santalucia.localhost:80', cookie: `mi_cita=${mine.value}` } });
    assert.equal(bootData(page.body).ssr?.data.appointmentResult, undefined);
  });

  test('booking: the steps are server-rendered choices, and the last one books (303 to the appointment, its code and e-mail in the cookie)', async () => {
    const office = await ctx().db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id')
      .select('offices.id').where('offices.customer_id', '=', '1').orderBy('offices.id').executeTakeFirstOrThrow();
    const link = await ctx().db.selectFrom('procedure_offices').select('procedure_id').where('office_id', '=', office.id).orderBy('procedure_id').executeTakeFirstOrThrow();
    // What the server renders each step with (the test app renders no HTML: the loader itself).
    const step = (search: string) => pageDataLoaders.booking!({ ...ownApi(ctx().app, 'localhost:80', '127.0.0.1'), customerId: '1', shortname: 'sanrafael', params: {}, query: new URLSearchParams(search) }) as Promise<BookingData>;
    const first = await step(`tramite=${link.procedure_id}`);
    assert.ok(first.offices.some((item) => item.id === office.id && item.takes_appointments));
    assert.equal(first.days, null);
    const days = (await step(`tramite=${link.procedure_id}&oficina=${office.id}`)).days!;
    const day = days.find((item) => item.slots.length > 0)!;
    const hora = `${day.date}T${day.slots[0]!.start}`;

    // A refused national id comes back with everything typed and the message beside the field.
    const refused = await postForm(ctx(), '/citas/nueva', { tramite: String(link.procedure_id), oficina: String(office.id), hora, ...citizen, national_id: 'J-1' });
    assert.equal(refused.statusCode, 400, refused.body);
    const outcome = bootData(refused.body).ssr?.data.bookingForm as { values: Record<string, string>; error: { fields: Record<string, string> } };
    assert.equal(outcome.values.name, citizen.name);
    assert.match(outcome.error.fields.national_id ?? '', /cédula/);

    const booked = await postForm(ctx(), '/citas/nueva', { tramite: String(link.procedure_id), oficina: String(office.id), hora, ...citizen });
    assert.equal(booked.statusCode, 303, booked.body);
    const code = /^\/citas\/(A-[2-9A-HJ-NP-Z]{8})$/.exec(String(booked.headers.location))?.[1];
    assert.ok(code, String(booked.headers.location));
    const cookie = cookieOf(booked, 'mi_cita')!;
    const page = await ctx().app.inject({ url: `/citas/${code}`, headers: { cookie: `mi_cita=${cookie.value}` } });
    const shown = bootData(page.body).ssr?.data.appointmentResult as { data: { status: string; date: string; start: string }; notice: string };
    assert.deepEqual([shown.data.status, shown.data.date, shown.data.start], ['booked', day.date, day.slots[0]!.start]);
    assert.match(shown.notice, new RegExp(`Código: ${code}`));
  });

  test('starting a request with its documents (multipart): registered, the files stored, 303 to /seguimiento; a wrong file registers nothing', async () => {
    const row = await ctx().db.selectFrom('procedures').innerJoin('procedure_requirements', 'procedure_requirements.procedure_id', 'procedures.id')
      .select(['procedures.id', 'procedure_requirements.requirement_id']).where('procedures.customer_id', '=', '1').orderBy('procedures.id').executeTakeFirstOrThrow();
    const token = await tokenFor(ctx(), '/seguimiento');
    const send = (file: Buffer) => {
      const boundary = '----portaltest';
      const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(part('csrftoken', token) + part('tramite', String(row.id)) + Object.entries(citizen).map(([name, value]) => part(name, value)).join('')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documento_${row.requirement_id}"; filename="cedula.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx().app.inject({ method: 'POST', url: '/solicitudes/nueva', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `csrftoken=${token}` } });
    };
    const before = await ctx().db.selectFrom('user_procedures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const wrong = await send(Buffer.from('no soy un pdf'));
    assert.equal(wrong.statusCode, 400);
    assert.match((bootData(wrong.body).ssr?.data.requestForm as { error: { message: string } }).error.message, /no es de un tipo admitido/);
    const between = await ctx().db.selectFrom('user_procedures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(between.n), Number(before.n));

    const started = await send(Buffer.from('%PDF-1.4\n% cédula\n%%EOF\n'));
    assert.equal(started.statusCode, 303, started.body);
    assert.equal(started.headers.location, '/seguimiento');
    const cookie = cookieOf(started, 'seguimiento')!;
    const page = await ctx().app.inject({ url: '/seguimiento', headers: { cookie: `seguimiento=${cookie.value}` } });
    const shown = bootData(page.body).ssr?.data.trackingResult as { data: { requirements: { requirement_id: number; status: string }[] }; notice: string };
    assert.equal(shown.data.requirements.find((item) => item.requirement_id === row.requirement_id)?.status, 'submitted');
    assert.match(shown.notice, /^Su solicitud quedó registrada/);
  });

  test('a document sent from /seguimiento without JavaScript goes to the request this browser opened, never another', async () => {
    const code = await startRequest(ctx());
    const opened = cookieOf(await postForm(ctx(), '/seguimiento', { codigo: code, email: citizen.email }), 'seguimiento')!;
    const tracked = await ctx().app.inject({ method: 'POST', url: '/api/v2/userProcedure/track/', payload: { customer_id: '1', code, email: citizen.email } });
    const requirement = tracked.json().data.requirements[0].requirement_id as number;
    const token = await tokenFor(ctx(), '/seguimiento');
    const send = (cookie: string, bytes: Buffer) => {
      const boundary = '----portaldoc';
      const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(part('csrftoken', token) + part('requirement_id', String(requirement))),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cedula.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx().app.inject({ method: 'POST', url: '/seguimiento/documento', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `csrftoken=${token}${cookie ? `; seguimiento=${cookie}` : ''}` } });
    };
    // Without the opened request's cookie nothing is stored.
    const stranger = await send('', Buffer.from('%PDF-1.4\n%%EOF\n'));
    assert.equal(stranger.statusCode, 422);
    const sent = await send(opened.value, Buffer.from('%PDF-1.4\n% cédula\n%%EOF\n'));
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, '/seguimiento');
    const after = await ctx().app.inject({ method: 'POST', url: '/api/v2/userProcedure/track/', payload: { customer_id: '1', code, email: citizen.email } });
    assert.equal(after.json().data.requirements[0].status, 'submitted');
    assert.match(readNotice(cookieOf(sent, 'seguimiento')!.value), /^Documento recibido/);
  });

  test("the certificate check's plain form (a GET with the pair) leads to the pair's own page", async () => {
    const answer = await ctx().app.inject({ url: '/certificate/validation?number=CERT-2027-0001&register_id=R%2F12' });
    assert.equal(answer.statusCode, 303);
    assert.equal(answer.headers.location, '/certificate/validation/CERT-2027-0001?register_id=R%2F12');
    assert.equal((await ctx().app.inject({ url: '/certificate/validation' })).statusCode, 200, 'without a pair, the form');
  });

  test('hostile input never answers 5xx', async () => {
    const bodies: Record<string, string>[] = [
      { codigo: 'x'.repeat(5000), email: 'a@b.c' },
      { codigo: '<script>alert(1)</script>', email: '\u0000' },
      { codigo: 'T-AAAAAAAA', email: 'not-an-email' },
      {},
    ];
    for (const fields of bodies) {
      const response = await postForm(ctx(), '/seguimiento', fields);
      assert.ok(response.statusCode < 500 && response.statusCode >= 400, `${response.statusCode} for ${JSON.stringify(fields).slice(0, 60)}`);
    }
    for (const path of ['/citas/%ZZ', `/citas/${'A'.repeat(300)}`, '/citas/A-AAAAAAAA']) {
      const response = await postForm(ctx(), path, { email: 'x@example.com', accion: 'cancelar' });
      assert.ok(response.statusCode < 500, `${response.statusCode} for ${path}`);
    }
    const bookings: Record<string, string>[] = [{ tramite: 'x', oficina: '-1', hora: '2027-13-45T99:99' }, { tramite: '1', oficina: '1', hora: '2027-03-03T09:00', email: 'x'.repeat(300) }, {}];
    for (const fields of bookings) {
      const response = await postForm(ctx(), '/citas/nueva', fields);
      assert.ok(response.statusCode < 500 && response.statusCode >= 400, `${response.statusCode} for ${JSON.stringify(fields).slice(0, 60)}`);
    }
    const urlencoded = await postForm(ctx(), '/solicitudes/nueva', { tramite: '1', name: 'x' });
    assert.ok(urlencoded.statusCode < 500, `${urlencoded.statusCode} for a request posted without multipart`);
    const broken = await ctx().app.inject({ method: 'POST', url: '/solicitudes/nueva', payload: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    assert.ok(broken.statusCode < 500, `${broken.statusCode} for a broken multipart body`);
    const garbage = await ctx().app.inject({ url: '/seguimiento', headers: { cookie: 'seguimiento=%%%not-json' } });
    assert.equal(garbage.statusCode, 200);
  });
}, { CUSTOMER_HOSTS: 'santalucia.localhost=2' }, { now });
