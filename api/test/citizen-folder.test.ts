// The citizen's folder (modules/citizen-folder), on both databases: sign-in by a one-time e-mailed
// link bound to the browser that asked, the citizen's own session cookie and its expiry, the folder
// showing what was made with the same e-mail, and every folder call refusing (404) another
// citizen's ids and another city's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTestContext, describeEachDatabase } from './support/test-app.ts';
import { bookFor, browser, call, CITY2, cookieHeader, CSRF, keep, linkFor, requestFor, signIn, type Browser } from './support/folder-citizen.ts';

let clock = new Date('2027-03-01T12:00:00Z');
const now = () => clock;

describeEachDatabase('citizen folder', (ctx) => {
  test('a link e-mailed through the outbox signs in once, in the browser that asked; the folder shows what that e-mail made', async () => {
    clock = new Date('2027-03-01T12:00:00Z');
    const appointment = await bookFor(ctx(), 'Ana.Folder@example.com', '09:00');
    const request = await requestFor(ctx(), 'ana.folder@example.com');
    const b = browser();
    const asked = await call(ctx(), b, 'POST', '/api/v2/folder/link/', { customer_id: '1', email: 'ANA.folder@example.com' });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.match(asked.json().message, /recibirá un correo con un enlace/);
    assert.equal(asked.headers['cache-control'], 'private, no-store');
    const link = await linkFor(ctx(), 'ana.folder@example.com');

    // Another browser (a forwarded e-mail, a scanner following links) opens nothing.
    const stranger = browser();
    const elsewhere = await call(ctx(), stranger, 'GET', link);
    assert.equal(elsewhere.statusCode, 303);
    assert.equal(stranger.cookies.has('portal_citizen'), false);

    const landed = await ctx().app.inject({ url: link, headers: { cookie: cookieHeader(b) } });
    assert.equal(landed.statusCode, 303);
    const session = landed.cookies.find((cookie) => cookie.name === 'portal_citizen');
    assert.ok(session);
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(session.path, '/');
    keep(b, landed);

    const again = browser();
    again.cookies.set('portal_citizen_nonce', b.cookies.get('portal_citizen_nonce') ?? 'x');
    await call(ctx(), again, 'GET', link);
    assert.equal(again.cookies.has('portal_citizen'), false, 'a link works once');

    const folder = await call(ctx(), b, 'GET', '/api/v2/folder/');
    assert.equal(folder.statusCode, 200, folder.body);
    assert.equal(folder.headers['cache-control'], 'private, no-store');
    const data = folder.json().data;
    assert.equal(data.email, 'ana.folder@example.com');
    assert.deepEqual(data.appointments.map((item: { code: string }) => item.code), [appointment.code]);
    assert.equal(data.appointments[0].can_cancel, true);
    assert.deepEqual(data.requests.map((item: { code: string }) => item.code), [request.code]);
    assert.ok(data.mails.some((mail: { event: string }) => mail.event === 'appointment.booked'), 'the e-mails sent to them');
    assert.equal(data.sessions.length, 1);
    assert.equal(data.sessions[0].current, true);
  });

  test('a link expires after 15 minutes; a session after 30 idle minutes; an address gets at most 3 links in 15 minutes', async () => {
    clock = new Date('2027-03-01T13:00:00Z');
    const b = browser();
    assert.equal((await call(ctx(), b, 'POST', '/api/v2/folder/link/', { customer_id: '1', email: 'late@example.com' })).statusCode, 200);
    const link = await linkFor(ctx(), 'late@example.com');
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    await call(ctx(), b, 'GET', link);
    assert.equal(b.cookies.has('portal_citizen'), false, 'expired');
    for (let i = 0; i < 3; i += 1) assert.equal((await call(ctx(), b, 'POST', '/api/v2/folder/link/', { customer_id: '1', email: 'flood@example.com' })).statusCode, 200);
    const flood = await call(ctx(), b, 'POST', '/api/v2/folder/link/', { customer_id: '1', email: 'flood@example.com' });
    assert.equal(flood.statusCode, 429);
    assert.match(flood.json().message, /Ya le enviamos varios enlaces/);

    const signed = await signIn(ctx(), 'idle@example.com');
    assert.equal((await call(ctx(), signed, 'GET', '/api/v2/folder/')).statusCode, 200);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const idle = await call(ctx(), signed, 'GET', '/api/v2/folder/');
    assert.equal(idle.statusCode, 401);
    assert.match(idle.json().message, /Entre en Mi carpeta/);
  });

  test("every folder call answers 404 for another citizen's ids and another city's; the owner's call works", async () => {
    clock = new Date('2027-03-01T14:00:00Z');
    const mine = await bookFor(ctx(), 'owner@example.com', '10:00');
    const myRequest = await requestFor(ctx(), 'owner@example.com');
    const theirs = await bookFor(ctx(), 'other@example.com', '10:30');
    const theirRequest = await requestFor(ctx(), 'other@example.com');
    const cityTwo = await bookFor(ctx(), 'owner@example.com', '11:00', '2');
    const owner = await signIn(ctx(), 'owner@example.com');
    const other = await signIn(ctx(), 'other@example.com');
    const otherSessions = (await call(ctx(), other, 'GET', '/api/v2/folder/')).json().data.sessions as { id: number }[];
    const ownerFolder = (await call(ctx(), owner, 'GET', '/api/v2/folder/')).json().data;
    assert.deepEqual(ownerFolder.appointments.map((item: { id: number }) => item.id), [mine.id], "neither another citizen's nor another city's rows");
    assert.deepEqual(ownerFolder.requests.map((item: { id: number }) => item.id), [myRequest.id]);

    const refused = [
      await call(ctx(), owner, 'POST', '/api/v2/folder/appointment/cancel/', { customer_id: '1', appointment_id: theirs.id }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/appointment/cancel/', { customer_id: '1', appointment_id: cityTwo.id }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/appointment/cancel/', { customer_id: '2', appointment_id: cityTwo.id }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/session/close/', { customer_id: '1', session_id: otherSessions[0]!.id }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/claim/', { customer_id: '1', code: theirs.code, email: 'owner@example.com' }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/claim/', { customer_id: '1', code: theirRequest.code, email: 'owner@example.com' }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/claim/', { customer_id: '1', code: cityTwo.code, email: 'owner@example.com' }),
      await call(ctx(), owner, 'POST', '/api/v2/folder/account/delete/', { customer_id: '2', confirm: true }),
    ];
    for (const answer of refused) assert.equal(answer.statusCode, 404, answer.body);
    assert.equal((await ctx().db.selectFrom('appointments').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow()).status, 'booked');
    assert.equal((await call(ctx(), other, 'GET', '/api/v2/folder/')).statusCode, 200, "the other citizen's session is still open");

    // The session cookie of city 1 opens nothing on city 2's site.
    const onCityTwo: Browser = { host: CITY2, cookies: new Map(owner.cookies) };
    assert.equal((await call(ctx(), onCityTwo, 'GET', '/api/v2/folder/')).statusCode, 401);
    assert.equal((await call(ctx(), onCityTwo, 'POST', '/api/v2/folder/appointment/cancel/', { customer_id: '2', appointment_id: cityTwo.id })).statusCode, 401);

    // Claimed with its code and its own e-mail, the other's request joins the owner's folder.
    const claimed = await call(ctx(), owner, 'POST', '/api/v2/folder/claim/', { customer_id: '1', code: theirRequest.code, email: 'other@example.com' });
    assert.equal(claimed.statusCode, 200, claimed.body);
    assert.equal((await call(ctx(), owner, 'GET', '/api/v2/folder/')).json().data.requests.length, 2);

    const cancelled = await call(ctx(), owner, 'POST', '/api/v2/folder/appointment/cancel/', { customer_id: '1', appointment_id: mine.id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.match(cancelled.json().message, /Su cita fue anulada/);
  });

  test('signing out everywhere closes every session; export as JSON and PDF; deleting the account keeps the records', async () => {
    clock = new Date('2027-03-01T15:00:00Z');
    const appointment = await bookFor(ctx(), 'leaving@example.com', '11:30');
    const phone = await signIn(ctx(), 'leaving@example.com');
    const laptop = await signIn(ctx(), 'leaving@example.com');
    const sessions = (await call(ctx(), laptop, 'GET', '/api/v2/folder/')).json().data.sessions;
    assert.equal(sessions.length, 2);

    const json = await call(ctx(), laptop, 'GET', '/api/v2/folder/export/json/');
    assert.equal(json.statusCode, 200);
    assert.match(String(json.headers['content-disposition']), /attachment; filename="mi-carpeta-2027-03-01.json"/);
    assert.equal(JSON.parse(json.body).appointments[0].code, appointment.code);
    const pdf = await call(ctx(), laptop, 'GET', '/api/v2/folder/export/pdf/');
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.headers['cache-control'], 'private, no-store');
    assert.equal(json.headers['cache-control'], 'private, no-store');
    assert.ok(pdf.rawPayload.subarray(0, 5).toString() === '%PDF-' && pdf.rawPayload.toString('latin1').includes(appointment.code));
    assert.equal((await call(ctx(), browser(), 'GET', '/api/v2/folder/export/json/')).statusCode, 401);

    const out = await call(ctx(), laptop, 'POST', '/api/v2/folder/logout/', { customer_id: '1', everywhere: true });
    assert.equal(out.statusCode, 200);
    assert.equal((await call(ctx(), phone, 'GET', '/api/v2/folder/')).statusCode, 401, 'the other device is signed out too');

    const back = await signIn(ctx(), 'leaving@example.com');
    const deleted = await call(ctx(), back, 'POST', '/api/v2/folder/account/delete/', { customer_id: '1', confirm: true });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await ctx().db.selectFrom('citizen_accounts').select('id').where('email', '=', 'leaving@example.com').executeTakeFirst(), undefined);
    assert.ok(await ctx().db.selectFrom('appointments').select('id').where('id', '=', appointment.id).executeTakeFirst(), 'the appointment is a record the city keeps');
    assert.equal((await call(ctx(), back, 'GET', '/api/v2/folder/')).statusCode, 401);
  });

  test('without JavaScript: the sign-in form and the cancel button post to /mi-carpeta and redirect; the page is rendered with the folder', async () => {
    clock = new Date('2027-03-01T16:00:00Z');
    const appointment = await bookFor(ctx(), 'plain@example.com', '09:30');
    const b = browser();
    const form = (fields: Record<string, string>) => new URLSearchParams({ csrftoken: CSRF, ...fields }).toString();
    const post = async (url: string, fields: Record<string, string>) => {
      const response = await ctx().app.inject({ method: 'POST', url, headers: { host: b.host, cookie: cookieHeader(b), 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });
      keep(b, response);
      return response;
    };
    const asked = await post('/mi-carpeta', { email: 'plain@example.com' });
    assert.equal(asked.statusCode, 303);
    assert.equal(asked.headers.location, '/mi-carpeta');
    const notice = await call(ctx(), b, 'GET', '/mi-carpeta');
    assert.equal(notice.statusCode, 200);
    assert.equal(notice.headers['cache-control'], 'private, no-store');
    assert.match(notice.body, /recibirá un correo con un enlace/);
    await call(ctx(), b, 'GET', await linkFor(ctx(), 'plain@example.com'));
    const page = await call(ctx(), b, 'GET', '/mi-carpeta');
    assert.match(page.body, new RegExp(appointment.code));
    const cancel = await post('/mi-carpeta/accion', { accion: 'cancelar', id: String(appointment.id) });
    assert.equal(cancel.statusCode, 303);
    assert.match((await call(ctx(), b, 'GET', '/mi-carpeta')).body, /Su cita fue anulada/);
    assert.equal((await ctx().db.selectFrom('appointments').select('status').where('id', '=', appointment.id).executeTakeFirstOrThrow()).status, 'cancelled');
    const forged = await ctx().app.inject({ method: 'POST', url: '/mi-carpeta/accion', headers: { cookie: cookieHeader(b), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ csrftoken: 'x'.repeat(43), accion: 'salir' }).toString() });
    assert.equal(forged.statusCode, 303);
    assert.equal((await call(ctx(), b, 'GET', '/api/v2/folder/')).statusCode, 200, 'a forged post signs no one out');
    const bad = await ctx().app.inject({ method: 'POST', url: '/api/v2/folder/appointment/cancel/', headers: { cookie: cookieHeader(b), 'x-csrftoken': CSRF }, payload: { customer_id: '1', appointment_id: 'x' } });
    assert.equal(bad.statusCode, 400);
  });
}, { CUSTOMER_HOSTS: `${CITY2}=2` }, { now });

test("behind TLS the citizen's cookies are __Host-, Secure, SameSite=Lax; the citizen's session is not a staff session", async () => {
  const context = await createTestContext('sqlite', { TRUST_PROXY: '1' }, { now });
  try {
    clock = new Date('2027-03-01T12:00:00Z');
    const tls = { 'x-forwarded-proto': 'https', 'x-csrftoken': CSRF };
    const asked = await context.app.inject({ method: 'POST', url: '/api/v2/folder/link/', headers: { ...tls, cookie: `__Host-csrftoken=${CSRF}` }, payload: { customer_id: '1', email: 'tls@example.com' } });
    assert.equal(asked.statusCode, 200, asked.body);
    const nonce = asked.cookies.find((cookie) => cookie.name === '__Host-portal_citizen_nonce');
    assert.ok(nonce);
    assert.equal(nonce.secure, true);
    const landed = await context.app.inject({ url: await linkFor(context, 'tls@example.com'), headers: { 'x-forwarded-proto': 'https', cookie: `__Host-portal_citizen_nonce=${nonce.value}` } });
    const session = landed.cookies.find((cookie) => cookie.name === '__Host-portal_citizen');
    assert.ok(session, 'signed in');
    assert.equal(session.secure, true);
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(session.path, '/');
    assert.equal(session.domain, undefined);
    const folder = (cookie: string) => context.app.inject({ url: '/api/v2/folder/', headers: { 'x-forwarded-proto': 'https', cookie } });
    assert.equal((await folder(`__Host-portal_citizen=${session.value}`)).statusCode, 200);
    assert.equal((await folder(`portal_citizen=${session.value}`)).statusCode, 401, 'the plain name is not read over TLS');
    const staff = await context.app.inject({ url: '/api/v2/staff/me/', headers: { 'x-forwarded-proto': 'https', cookie: `__Host-portal_staff=${session.value}` } });
    assert.equal(staff.statusCode, 401, 'a citizen session opens nothing of the staff console');
  } finally {
    await context.close();
  }
});
