// What a citizen changes from the folder, on both databases: moving an appointment to another free
// time of its office (the JSON call and the plain GET/POST steps without JavaScript) and replacing
// a rejected document with a plain multipart form. Another citizen's ids and another city's answer
// 404 and change nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeEachDatabase, type TestContext } from './support/test-app.ts';
import { bookFor, browser, call, CITY2, cookieHeader, CSRF, keep, requestFor, signIn, type Browser } from './support/folder-citizen.ts';
import { bootData } from './support/plain-forms.ts';
import { multipart } from './support/multipart.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';

let clock = new Date('2027-03-01T12:00:00Z');
const now = () => clock;

/** The first free time of the appointment's office that is not its own. */
async function freeTime(ctx: TestContext, b: Browser, appointmentId: number, customerId = '1') {
  const row = await ctx.db.selectFrom('appointments').select(['office_id', 'date', 'start_time']).where('id', '=', appointmentId).executeTakeFirstOrThrow();
  const answer = await call(ctx, b, 'POST', '/api/v2/appointment/getAvailable/', { customer_id: customerId, office_id: row.office_id });
  assert.equal(answer.statusCode, 200, answer.body);
  for (const day of answer.json().data.days as { date: string; slots: { start: string }[] }[]) {
    const slot = day.slots.find((item) => day.date !== row.date || item.start !== row.start_time);
    if (slot) return { date: day.date, start: slot.start };
  }
  throw new Error('no free time');
}

const startOf = async (ctx: TestContext, id: number) => ({ ...(await ctx.db.selectFrom('appointments').select(['date', 'start_time', 'status']).where('id', '=', id).executeTakeFirstOrThrow()) });

/** A plain (urlencoded) form post from `b`, as a browser without JavaScript sends it. */
async function postForm(ctx: TestContext, b: Browser, url: string, fields: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: { host: b.host, cookie: cookieHeader(b), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrftoken: CSRF, ...fields }).toString() });
  keep(b, response);
  return response;
}

/** A multipart form post from `b` with one file, as the folder's document form sends it. */
async function postFile(ctx: TestContext, b: Browser, fields: Record<string, string>, bytes: Buffer, name = 'cedula.pdf') {
  const body = multipart({ csrftoken: CSRF, ...fields }, { name, type: 'application/pdf', bytes });
  const response = await ctx.app.inject({ method: 'POST', url: '/mi-carpeta/documento', payload: body.payload, headers: { ...body.headers, host: b.host, cookie: cookieHeader(b) } });
  keep(b, response);
  return response;
}

const folderPage = async (ctx: TestContext, b: Browser, url = '/mi-carpeta') => {
  const page = await call(ctx, b, 'GET', url);
  assert.equal(page.statusCode, 200);
  return bootData(page.body).ssr?.data.citizenFolder as { notice?: string; error?: string; move: { appointment: { code: string }; days: { date: string; slots: { start: string }[] }[]; day: string | null } | null };
};

/** A city-1 request with requirements, with its first requirement rejected by a clerk's note. */
async function rejectedRequest(ctx: TestContext, email: string, customerId = '1') {
  const procedure = await ctx.db.selectFrom('procedures').innerJoin('procedure_requirements', 'procedure_requirements.procedure_id', 'procedures.id')
    .select('procedures.id').where('procedures.customer_id', '=', customerId).orderBy('procedures.id').executeTakeFirstOrThrow();
  const request = await requestFor(ctx, email, customerId, procedure.id);
  const requirement = await ctx.db.selectFrom('user_procedure_requirements').select('requirement_id').where('user_procedure_id', '=', request.id).orderBy('requirement_id').executeTakeFirstOrThrow();
  await ctx.db.updateTable('user_procedure_requirements').set({ status: 'rejected', note: 'La copia no se lee.' })
    .where('user_procedure_id', '=', request.id).where('requirement_id', '=', requirement.requirement_id).execute();
  return { ...request, requirementId: requirement.requirement_id };
}

const requirementOf = async (ctx: TestContext, requestId: number, requirementId: number) => ({ ...(await ctx.db.selectFrom('user_procedure_requirements')
  .select(['status', 'file_name']).where('user_procedure_id', '=', requestId).where('requirement_id', '=', requirementId).executeTakeFirstOrThrow()) });

describeEachDatabase('citizen folder: moving an appointment and replacing a document', (ctx) => {
  test('folder/appointment/move moves the citizen\'s own appointment and e-mails the new time; anyone else\'s is 404', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const mine = await bookFor(ctx(), 'mover@example.com', '09:00');
    const theirs = await bookFor(ctx(), 'someone@example.com', '09:30');
    const cityTwo = await bookFor(ctx(), 'mover@example.com', '10:00', '2');
    const b = await signIn(ctx(), 'mover@example.com');
    const target = await freeTime(ctx(), b, mine.id);

    const refused = [
      await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: theirs.id, ...(await freeTime(ctx(), b, theirs.id)) }),
      await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: cityTwo.id, ...target }),
      await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '2', appointment_id: cityTwo.id, ...(await freeTime(ctx(), browser(CITY2), cityTwo.id, '2')) }),
    ];
    for (const answer of refused) assert.equal(answer.statusCode, 404, answer.body);
    assert.deepEqual(await startOf(ctx(), theirs.id), { date: '2027-03-03', start_time: '09:30', status: 'booked' });
    assert.deepEqual(await startOf(ctx(), cityTwo.id), { date: '2027-03-03', start_time: '10:00', status: 'booked' });
    const signedOut = await call(ctx(), browser(), 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: mine.id, ...target });
    assert.equal(signedOut.statusCode, 401);
    const bad = await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: mine.id, date: '2027-02-30', start: target.start });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.match(bad.json().message, /no existe/);

    const moved = await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: mine.id, ...target });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.headers['cache-control'], 'private, no-store');
    assert.match(moved.json().message, /Su cita cambió de día u hora/);
    assert.deepEqual(await startOf(ctx(), mine.id), { date: target.date, start_time: target.start, status: 'booked' });
    const mail = await ctx().db.selectFrom('outbox').select('recipient').where('event', '=', 'appointment.moved').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(mail.recipient, 'mover@example.com');
    const again = await call(ctx(), b, 'POST', '/api/v2/folder/appointment/move/', { customer_id: '1', appointment_id: mine.id, ...target });
    assert.equal(again.statusCode, 409, 'the same time again');
  });

  test('without JavaScript: ?cambiar lists the free days, &dia a day\'s times, and the plain form moves it; another\'s code shows nothing', async () => {
    clock = new Date('2027-03-01T13:00:00Z');
    const mine = await bookFor(ctx(), 'plainmove@example.com', '11:00');
    const theirs = await bookFor(ctx(), 'notmine@example.com', '11:30');
    const b = await signIn(ctx(), 'plainmove@example.com');

    const days = await folderPage(ctx(), b, `/mi-carpeta?cambiar=${mine.code}`);
    assert.equal(days.move?.appointment.code, mine.code);
    assert.ok(days.move.days.length > 0);
    assert.equal(days.move.day, null);
    assert.ok(!days.move.days.some((day) => day.date === '2027-03-03' && day.slots.some((slot) => slot.start === '11:00')), 'not its own time');
    const chosenDay = days.move.days[0]!.date;
    const times = await folderPage(ctx(), b, `/mi-carpeta?cambiar=${mine.code.toLowerCase()}&dia=${chosenDay}`);
    assert.equal(times.move?.day, chosenDay);
    const start = times.move.days[0]!.slots[0]!.start;

    const stranger = await folderPage(ctx(), b, `/mi-carpeta?cambiar=${theirs.code}`);
    assert.equal(stranger.move, null);
    assert.match(stranger.error ?? '', /No encontramos esa cita/);

    const forged = await ctx().app.inject({ method: 'POST', url: '/mi-carpeta/accion', headers: { host: b.host, cookie: cookieHeader(b), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrftoken: 'x'.repeat(43), accion: 'cambiar', id: String(mine.id), codigo: mine.code, hora: `${chosenDay}T${start}` }).toString() });
    assert.equal(forged.statusCode, 303);
    assert.equal((await startOf(ctx(), mine.id)).start_time, '11:00', 'a forged post moves nothing');

    const notTheirs = await postForm(ctx(), b, '/mi-carpeta/accion', { accion: 'cambiar', id: String(theirs.id), codigo: theirs.code, hora: `${chosenDay}T${start}` });
    assert.equal(notTheirs.statusCode, 303);
    assert.equal((await startOf(ctx(), theirs.id)).start_time, '11:30');
    assert.match((await folderPage(ctx(), b, notTheirs.headers.location as string)).error ?? '', /No encontramos/);

    const noTime = await postForm(ctx(), b, '/mi-carpeta/accion', { accion: 'cambiar', id: String(mine.id), codigo: mine.code });
    assert.equal(noTime.headers.location, `/mi-carpeta?cambiar=${mine.code}`, 'back to the same step');
    assert.match((await folderPage(ctx(), b, noTime.headers.location)).error ?? '', /Elija un día y una hora/);

    const moved = await postForm(ctx(), b, '/mi-carpeta/accion', { accion: 'cambiar', id: String(mine.id), codigo: mine.code, hora: `${chosenDay}T${start}` });
    assert.equal(moved.statusCode, 303);
    assert.equal(moved.headers.location, '/mi-carpeta');
    assert.match((await folderPage(ctx(), b)).notice ?? '', /Su cita cambió de día u hora/);
    assert.deepEqual(await startOf(ctx(), mine.id), { date: chosenDay, start_time: start, status: 'booked' });
  });

  test('a fee to pay: the folder\'s Pagar la tasa opens /pagos with the request, no code typed; another\'s request opens nothing', async () => {
    clock = new Date('2027-03-01T15:00:00Z');
    // A priced procedure without requirements: the fee is what is due next.
    const priced = await ctx().db.selectFrom('procedures').select('id').where('customer_id', '=', '1').where('calc_price', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await ctx().db.deleteFrom('procedure_requirements').where('procedure_id', '=', priced.id).execute();
    await ctx().db.updateTable('procedures').set({ calc_price: 446.25 }).where('id', '=', priced.id).execute();
    const mine = await requestFor(ctx(), 'paysfolder@example.com', '1', priced.id);
    const theirs = await requestFor(ctx(), 'notpaying@example.com', '1', priced.id);
    const b = await signIn(ctx(), 'paysfolder@example.com');

    const folder = bootData((await call(ctx(), b, 'GET', '/mi-carpeta')).body).ssr?.data.citizenFolder as { folder: { requests: { id: number; payment: { status: string; amount_cents?: number | null } }[] } };
    assert.deepEqual(folder.folder.requests.find((item) => item.id === mine.id)?.payment.status, 'pending');

    const stranger = await postForm(ctx(), b, '/mi-carpeta/accion', { accion: 'pagar', id: String(theirs.id) });
    assert.equal(stranger.headers.location, '/mi-carpeta');
    assert.ok(!b.cookies.has('pagos'), 'another citizen\'s request is not opened');
    assert.match((await folderPage(ctx(), b)).error ?? '', /No encontramos eso en su carpeta/);

    const pay = await postForm(ctx(), b, '/mi-carpeta/accion', { accion: 'pagar', id: String(mine.id) });
    assert.equal(pay.statusCode, 303);
    assert.equal(pay.headers.location, '/pagos');
    const page = await call(ctx(), b, 'GET', '/pagos');
    assert.equal(page.statusCode, 200);
    const shown = bootData(page.body).ssr?.data.paymentsResult as { code: string; data: { payment: { amount_cents: number } } } | undefined;
    assert.equal(shown?.code, mine.code);
    assert.equal(shown?.data.payment.amount_cents, 44625);
  });

  test('a rejected document is replaced from the folder with a plain multipart form; the timeline records it and the clerk gets the file', async () => {
    clock = new Date('2027-03-01T14:00:00Z');
    const mine = await rejectedRequest(ctx(), 'replacer@example.com');
    const theirs = await rejectedRequest(ctx(), 'another@example.com');
    const cityTwo = await rejectedRequest(ctx(), 'replacer@example.com', '2');
    const b = await signIn(ctx(), 'replacer@example.com');
    const pdf = Buffer.from('%PDF-1.4\n% cédula legible\n%%EOF\n');

    const folder = (await call(ctx(), b, 'GET', '/api/v2/folder/')).json().data;
    const shown = folder.requests.find((item: { id: number }) => item.id === mine.id);
    assert.deepEqual(shown.requirements.filter((item: { status: string }) => item.status === 'rejected').map((item: { note: string }) => item.note), ['La copia no se lee.']);

    for (const [target, host] of [[theirs, b], [cityTwo, b]] as const) {
      const refused = await postFile(ctx(), host, { id: String(target.id), requirement_id: String(target.requirementId) }, pdf);
      assert.equal(refused.statusCode, 303);
      assert.match((await folderPage(ctx(), b)).error ?? '', /No encontramos eso en su carpeta/);
      assert.equal((await requirementOf(ctx(), target.id, target.requirementId)).status, 'rejected');
    }
    const onCityTwo: Browser = { host: CITY2, cookies: new Map(b.cookies) };
    await postFile(ctx(), onCityTwo, { id: String(cityTwo.id), requirement_id: String(cityTwo.requirementId) }, pdf);
    assert.equal((await requirementOf(ctx(), cityTwo.id, cityTwo.requirementId)).status, 'rejected', "city 1's session opens nothing on city 2's site");

    const forged = multipart({ csrftoken: 'x'.repeat(43), id: String(mine.id), requirement_id: String(mine.requirementId) }, { name: 'cedula.pdf', type: 'application/pdf', bytes: pdf });
    await ctx().app.inject({ method: 'POST', url: '/mi-carpeta/documento', payload: forged.payload, headers: { ...forged.headers, cookie: cookieHeader(b) } });
    assert.equal((await requirementOf(ctx(), mine.id, mine.requirementId)).status, 'rejected', 'a forged post stores nothing');

    await postFile(ctx(), b, { id: String(mine.id), requirement_id: String(mine.requirementId) }, Buffer.from('no soy un pdf'), 'nota.txt');
    assert.match((await folderPage(ctx(), b)).error ?? '', /no es de un tipo admitido/);
    assert.equal((await requirementOf(ctx(), mine.id, mine.requirementId)).status, 'rejected');

    const sent = await postFile(ctx(), b, { id: String(mine.id), requirement_id: String(mine.requirementId) }, pdf);
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, '/mi-carpeta');
    assert.match((await folderPage(ctx(), b)).notice ?? '', /^Documento recibido/);
    assert.deepEqual(await requirementOf(ctx(), mine.id, mine.requirementId), { status: 'submitted', file_name: 'cedula.pdf' });
    const after = (await call(ctx(), b, 'GET', '/api/v2/folder/')).json().data.requests.find((item: { id: number }) => item.id === mine.id);
    assert.ok(after.history.some((entry: { event: string }) => entry.event === 'Documento reemplazado'), JSON.stringify(after.history));

    await addStaff(ctx().db, 'clerk.carpeta@example.com', 'clerk', { customerId: '1' });
    const clerk = await signedIn(ctx().app, 'clerk.carpeta@example.com');
    const copy = await corporate(ctx().app, 'userProcedure/downloadFile', { customer_id: '1', id: mine.id, requirement_id: mine.requirementId }, clerk);
    assert.equal(copy.statusCode, 200);
    assert.equal(copy.rawPayload.toString(), pdf.toString());
  });
}, { CUSTOMER_HOSTS: `${CITY2}=2` }, { now });
