// Staff sign-in: the session lifecycle (idle and absolute expiry on a movable clock, sign-out,
// disabled accounts), the anti-forgery header on cookie writes, the cookie's attributes, and the
// bearer tokens that keep working for machine clients. The limits on failed sign-ins are in
// staff-sign-in-limits.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminToken, createTestContext, csrfHeaders, describeEachDatabase } from './support/test-app.ts';
import { addStaff, corporate, login, sessionCookie, signedIn, staffPassword } from './support/staff.ts';

let clock = Date.parse('2026-03-02T12:00:00Z');
const advance = (minutes: number) => { clock += minutes * 60_000; };

describeEachDatabase('staff sessions', (ctx) => {
  test('sign-in answers who signed in and sets an HttpOnly SameSite=Strict cookie; /me/ and a corporate call accept it', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'clerk@sanrafael.example', 'clerk');
    const response = await login(app, 'Clerk@SanRafael.example ');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.res, 1);
    assert.equal(body.data.email, 'clerk@sanrafael.example');
    assert.equal(body.data.role, 'clerk');
    assert.ok(body.data.calls.includes('department/add'));
    assert.ok(!body.data.calls.includes('post/add'));
    assert.equal(body.data.idle_minutes, 30);
    const cookie = response.cookies.find((item) => item.name === 'portal_staff');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    // Only a hash of the token is stored.
    const stored = await db.selectFrom('staff_sessions').select('token_hash').execute();
    assert.ok(stored.every((row) => row.token_hash !== cookie.value));
    const me = await app.inject({ url: '/api/v2/staff/me/', headers: { cookie: sessionCookie(response) } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.email, 'clerk@sanrafael.example');
    const headers = { cookie: `${csrfHeaders().cookie}; ${sessionCookie(response)}`, 'x-csrftoken': csrfHeaders()['x-csrftoken']! };
    assert.equal((await corporate(app, 'department/list', { customer_id: '1' }, headers)).statusCode, 200);
  });

  test('wrong password and unknown e-mail answer the same 401; a disabled account is refused', async () => {
    const { app, db } = ctx();
    const id = await addStaff(db, 'disabled@sanrafael.example', 'editor');
    const wrong = await login(app, 'disabled@sanrafael.example', 'not-the-password', '10.9.0.1');
    const unknown = await login(app, 'nobody@sanrafael.example', staffPassword, '10.9.0.1');
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
    assert.equal(wrong.json().message, 'Correo o contraseña incorrectos.');
    const headers = await signedIn(app, 'disabled@sanrafael.example');
    await db.updateTable('staff_accounts').set({ disabled: 1 }).where('id', '=', id).execute();
    const refused = await corporate(app, 'post/list', { customer_id: '1' }, headers);
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json().message, /desactivada/);
    assert.equal((await login(app, 'disabled@sanrafael.example', staffPassword, '10.9.0.2')).statusCode, 403);
  });

  test('sign-out deletes the session row; the old cookie no longer opens anything', async () => {
    const { app, db } = ctx();
    const id = await addStaff(db, 'logout@sanrafael.example', 'clerk');
    const headers = await signedIn(app, 'logout@sanrafael.example');
    assert.equal((await db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', id).execute()).length, 1);
    const out = await app.inject({ method: 'POST', url: '/api/v2/staff/logout/', payload: {}, headers });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().message, 'Sesión cerrada.');
    assert.equal((await db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', id).execute()).length, 0);
    assert.equal((await app.inject({ url: '/api/v2/staff/me/', headers })).statusCode, 401);
    assert.equal((await corporate(app, 'department/list', { customer_id: '1' }, headers)).statusCode, 401);
  });

  test('a cookie-authenticated write without the X-CSRFToken header is refused (403) and changes nothing', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'csrf@sanrafael.example', 'clerk');
    const headers = await signedIn(app, 'csrf@sanrafael.example');
    const before = await db.selectFrom('departments').select('id').execute();
    const { 'x-csrftoken': _dropped, ...withoutHeader } = headers;
    for (const attempt of [withoutHeader, { ...headers, 'x-csrftoken': 'another-token-abcdefghijklmnopqrstuvwxyz' }]) {
      const response = await corporate(app, 'department/add', { customer_id: '1', name: 'Falsificado' }, attempt);
      assert.equal(response.statusCode, 403);
      assert.match(response.json().message, /CSRF/);
    }
    assert.equal((await db.selectFrom('departments').select('id').execute()).length, before.length);
    // Sign-in and sign-out need it too.
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/staff/login/', payload: { email: 'csrf@sanrafael.example', password: staffPassword } })).statusCode, 403);
  });

  test('an ADMIN_TOKENS bearer token works as admin without a session or CSRF header; its audit label hides the token', async () => {
    const { app, db } = ctx();
    const response = await corporate(app, 'staff/list', { customer_id: '1' }, { authorization: `Bearer ${adminToken}` });
    assert.equal(response.statusCode, 200);
    const added = await corporate(app, 'state/add', { customer_id: '1', name: 'Archivado' }, { authorization: `Bearer ${adminToken}` });
    assert.equal(added.statusCode, 201);
    const row = await db.selectFrom('audit_log').selectAll().where('call_name', '=', 'state/add').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.match(row.actor, /^token [0-9a-f]{8}$/);
    assert.ok(!row.actor.includes(adminToken.slice(0, 8)));
    assert.equal(row.staff_id, null);
  });
}, {}, { now: () => new Date(clock) });

describeEachDatabase('session expiry', (ctx) => {
  test('30 minutes without a request end a session; requests keep it alive until 8 hours after sign-in', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'idle@sanrafael.example', 'clerk');
    const headers = await signedIn(app, 'idle@sanrafael.example');
    const me = () => app.inject({ url: '/api/v2/staff/me/', headers });
    // Active: a request every 25 minutes keeps it open past 30 minutes.
    for (let i = 0; i < 4; i += 1) {
      advance(25);
      assert.equal((await me()).statusCode, 200, `after ${(i + 1) * 25} minutes`);
    }
    // Idle: 30 minutes without a request end it, and the row goes.
    advance(30);
    const expired = await me();
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().message, 'Su sesión expiró. Inicie sesión de nuevo.');
    assert.equal((await db.selectFrom('staff_sessions').select('token_hash').execute()).length, 0);
  });

  test('a session ends 8 hours after sign-in even when used all along', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'long@sanrafael.example', 'clerk');
    const headers = await signedIn(app, 'long@sanrafael.example');
    const me = () => app.inject({ url: '/api/v2/staff/me/', headers });
    const expiresAt = Date.parse((await me()).json().data.expires_at);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      advance(20);
      assert.equal((await me()).statusCode, 200, `after ${minutes} minutes`);
    }
    advance(20);
    assert.ok(clock >= expiresAt);
    assert.equal((await me()).statusCode, 401);
  });
}, {}, { now: () => new Date(clock) });

test('behind TLS the session cookie is __Host-portal_staff, Secure, and the plain name is not read', async () => {
  const context = await createTestContext('sqlite', { TRUST_PROXY: '1' });
  try {
    await addStaff(context.db, 'tls@sanrafael.example', 'admin');
    const token = 'csrf-test-token-abcdefghijklmnopqrstuvwxyz';
    const tls = { 'x-forwarded-proto': 'https', cookie: `__Host-csrftoken=${token}`, 'x-csrftoken': token };
    const response = await context.app.inject({ method: 'POST', url: '/api/v2/staff/login/', payload: { email: 'tls@sanrafael.example', password: staffPassword }, headers: tls });
    assert.equal(response.statusCode, 200, response.body);
    const cookie = response.cookies.find((item) => item.name === '__Host-portal_staff');
    assert.ok(cookie);
    assert.equal(cookie.secure, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.domain, undefined);
    const me = await context.app.inject({ url: '/api/v2/staff/me/', headers: { 'x-forwarded-proto': 'https', cookie: `__Host-portal_staff=${cookie.value}` } });
    assert.equal(me.statusCode, 200);
    const plain = await context.app.inject({ url: '/api/v2/staff/me/', headers: { 'x-forwarded-proto': 'https', cookie: `portal_staff=${cookie.value}` } });
    assert.equal(plain.statusCode, 401);
  } finally {
    await context.close();
  }
});
