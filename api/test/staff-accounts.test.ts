// The admins' account calls: invite with a one-time link, change a role, disable, reset a password
// with a one-time link, unlock, close sessions; each audited with its values before and after. An
// admin bound to one municipality sees and touches only that municipality's accounts and audit.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { describeEachDatabase, type TestContext } from './support/test-app.ts';
import { addStaff, corporate, login, sessionHeaders, signedIn, staffPassword, staffPost } from './support/staff.ts';

let clock = Date.parse('2026-03-02T12:00:00Z');
const now = () => new Date(clock);
const tokenOf = (url: string) => url.split('#')[1]!;
const newPassword = 'una clave nueva y larga';

async function lastAudit(t: TestContext, call: string) {
  return t.db.selectFrom('audit_log').selectAll().where('call_name', '=', call).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describeEachDatabase('staff accounts managed by admins', (ctx) => {
  let admin: Record<string, string>;
  before(async () => {
    await addStaff(ctx().db, 'jefa@sanrafael.example', 'admin', { customerId: '1' });
    admin = await signedIn(ctx().app, 'jefa@sanrafael.example');
  });

  test('an invitation is a one-time link: the invitee chooses a password (a short one is refused) and is signed in', async () => {
    const t = ctx();
    const invited = await corporate(t.app, 'staff/invite', { customer_id: '1', email: 'Nueva@SanRafael.example', role: 'clerk' }, admin);
    assert.equal(invited.statusCode, 201, invited.body);
    const { account, link } = invited.json().data;
    assert.equal(account.email, 'nueva@sanrafael.example');
    assert.equal(account.invited, true);
    assert.equal(account.customer_id, '1');
    assert.match(link.url, /^http:\/\/localhost(:80)?\/admin\/link#[A-Za-z0-9_-]{43}$/);
    assert.equal(Date.parse(link.expires_at) - clock, 72 * 3600_000);
    // Until the link is used the account has no password that works.
    assert.equal((await login(t.app, 'nueva@sanrafael.example', 'cualquier clave larga')).statusCode, 401);

    const token = tokenOf(link.url);
    const detail = await staffPost(t.app, 'link/detail', { token });
    assert.deepEqual(detail.json().data, { email: 'nueva@sanrafael.example', purpose: 'invite', expires_at: link.expires_at });
    const short = await staffPost(t.app, 'link/complete', { token, password: 'corta' });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().errors[0].field, 'password');
    const done = await staffPost(t.app, 'link/complete', { token, password: newPassword });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.email, 'nueva@sanrafael.example');
    assert.equal((await t.app.inject({ url: '/api/v2/staff/me/', headers: sessionHeaders(done) })).statusCode, 200);
    // Used once: the same link is refused, the chosen password signs in.
    const again = await staffPost(t.app, 'link/complete', { token, password: 'otra clave larga de verdad' });
    assert.equal(again.statusCode, 404);
    assert.match(again.json().message, /ya se usó o caducó/);
    assert.equal((await login(t.app, 'nueva@sanrafael.example', newPassword)).statusCode, 200);

    const audit = await lastAudit(t, 'staff/invite');
    assert.equal(audit.actor, 'jefa@sanrafael.example');
    assert.equal(audit.customer_id, '1');
    assert.deepEqual(JSON.parse(audit.changes!), [
      { field: 'email', before: null, after: 'nueva@sanrafael.example' },
      { field: 'role', before: null, after: 'clerk' },
      { field: 'customer_id', before: null, after: '1' },
    ]);
    assert.equal((await corporate(t.app, 'staff/invite', { customer_id: '1', email: 'nueva@sanrafael.example', role: 'editor' }, admin)).statusCode, 409);
  });

  test('a link older than 72 hours no longer works', async () => {
    const t = ctx();
    const { link } = (await corporate(t.app, 'staff/invite', { customer_id: '1', email: 'tarde@sanrafael.example', role: 'editor' }, admin)).json().data;
    clock += 72 * 3600_000 + 1000;
    assert.equal((await staffPost(t.app, 'link/detail', { token: tokenOf(link.url) })).statusCode, 404);
    assert.equal((await staffPost(t.app, 'link/complete', { token: tokenOf(link.url), password: newPassword })).statusCode, 404);
    admin = await signedIn(t.app, 'jefa@sanrafael.example');
  });

  test('changing the role closes the account\'s sessions and is audited with before and after; disabling refuses sign-in', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'cambia@sanrafael.example', 'clerk', { customerId: '1' });
    const session = await signedIn(t.app, 'cambia@sanrafael.example');
    const changed = await corporate(t.app, 'staff/update', { customer_id: '1', id, role: 'editor' }, admin);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.role, 'editor');
    assert.equal((await t.app.inject({ url: '/api/v2/staff/me/', headers: session })).statusCode, 401);
    assert.deepEqual(JSON.parse((await lastAudit(t, 'staff/update')).changes!), [{ field: 'role', before: 'clerk', after: 'editor' }]);

    assert.equal((await corporate(t.app, 'staff/update', { customer_id: '1', id, disabled: true }, admin)).json().data.disabled, true);
    assert.deepEqual(JSON.parse((await lastAudit(t, 'staff/update')).changes!), [{ field: 'disabled', before: 'false', after: 'true' }]);
    assert.equal((await login(t.app, 'cambia@sanrafael.example')).statusCode, 403);
    await corporate(t.app, 'staff/update', { customer_id: '1', id, disabled: false }, admin);
    assert.equal((await login(t.app, 'cambia@sanrafael.example')).statusCode, 200);
  });

  test('an admin cannot demote or disable their own account', async () => {
    const t = ctx();
    const me = (await t.app.inject({ url: '/api/v2/staff/me/', headers: admin })).json().data;
    const refused = await corporate(t.app, 'staff/update', { customer_id: '1', id: me.id, role: 'clerk' }, admin);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /propia cuenta/);
    assert.equal((await corporate(t.app, 'staff/update', { customer_id: '1', id: me.id, disabled: true }, admin)).statusCode, 409);
  });

  test('a reset link replaces the old one and sets a new password; the old password stops working', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'olvido@sanrafael.example', 'clerk', { customerId: '1' });
    const first = (await corporate(t.app, 'staff/resetPassword', { customer_id: '1', id }, admin)).json().data;
    const second = await corporate(t.app, 'staff/resetPassword', { customer_id: '1', id }, admin);
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().data.purpose, 'reset');
    assert.equal((await staffPost(t.app, 'link/detail', { token: tokenOf(first.url) })).statusCode, 404);
    assert.equal((await staffPost(t.app, 'link/complete', { token: tokenOf(second.json().data.url), password: newPassword })).statusCode, 200);
    assert.equal((await login(t.app, 'olvido@sanrafael.example')).statusCode, 401);
    assert.equal((await login(t.app, 'olvido@sanrafael.example', newPassword)).statusCode, 200);
    const audit = await lastAudit(t, 'staff/completeReset');
    assert.equal(audit.actor, 'olvido@sanrafael.example');
  });

  test('unlock lifts an account\'s locks from every address; the detail shows them before', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'bloqueo@sanrafael.example', 'clerk', { customerId: '1' });
    for (let i = 0; i < 6; i += 1) await login(t.app, 'bloqueo@sanrafael.example', `mal-${i}`, '192.0.2.77');
    assert.equal((await login(t.app, 'bloqueo@sanrafael.example', staffPassword, '192.0.2.77')).statusCode, 429);
    const detail = (await corporate(t.app, 'staff/detail', { customer_id: '1', id }, admin)).json().data;
    assert.equal(detail.locked, 1);
    assert.equal(detail.locks[0].address, '192.0.2.77');
    const unlocked = await corporate(t.app, 'staff/unlock', { customer_id: '1', id }, admin);
    assert.equal(unlocked.json().data.unlocked, 1);
    assert.deepEqual(JSON.parse((await lastAudit(t, 'staff/unlock')).changes!), [{ field: 'locked_addresses', before: '1', after: '0' }]);
    assert.equal((await login(t.app, 'bloqueo@sanrafael.example', staffPassword, '192.0.2.77')).statusCode, 200);
  });

  test('revoking sessions signs the account out everywhere', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'sesiones@sanrafael.example', 'editor', { customerId: '1' });
    const one = await signedIn(t.app, 'sesiones@sanrafael.example');
    const two = await signedIn(t.app, 'sesiones@sanrafael.example');
    assert.equal((await corporate(t.app, 'staff/detail', { customer_id: '1', id }, admin)).json().data.sessions, 2);
    const revoked = await corporate(t.app, 'staff/revokeSessions', { customer_id: '1', id }, admin);
    assert.equal(revoked.json().data.closed, 2);
    for (const headers of [one, two]) assert.equal((await t.app.inject({ url: '/api/v2/staff/me/', headers })).statusCode, 401);
  });
}, {}, { now });

describeEachDatabase('an admin bound to one municipality', (ctx) => {
  const ids: Record<string, number> = {};
  let admin2: Record<string, string>;
  before(async () => {
    const { app, db } = ctx();
    ids.own = await addStaff(db, 'clerk2@santalucia.example', 'clerk', { customerId: '2' });
    ids.other = await addStaff(db, 'clerk1@sanrafael.example', 'clerk', { customerId: '1' });
    ids.unbound = await addStaff(db, 'operator@portal.example', 'admin');
    await addStaff(db, 'admin2@santalucia.example', 'admin', { customerId: '2' });
    // Something for customer 1's and the operator's audit: their sign-ins.
    await signedIn(app, 'clerk1@sanrafael.example');
    await signedIn(app, 'operator@portal.example');
    admin2 = await signedIn(app, 'admin2@santalucia.example');
  });

  test('lists only its municipality\'s accounts and audit entries', async () => {
    const t = ctx();
    const listed = await corporate(t.app, 'staff/list', { customer_id: '2', pageSize: 100 }, admin2);
    assert.deepEqual(listed.json().data.map((row: { email: string }) => row.email).sort(), ['admin2@santalucia.example', 'clerk2@santalucia.example']);
    const logs = await corporate(t.app, 'staff/logs', { customer_id: '2', pageSize: 500 }, admin2);
    const entries = logs.json().data as { customer_id: string | null; actor: string }[];
    assert.ok(entries.length > 0);
    assert.deepEqual([...new Set(entries.map((entry) => entry.customer_id))], ['2']);
    assert.ok(!entries.some((entry) => entry.actor === 'operator@portal.example' || entry.actor === 'clerk1@sanrafael.example'));
  });

  test('another municipality\'s account, or one of every municipality, answers 404 to every call and does not change', async () => {
    const t = ctx();
    for (const id of [ids.other!, ids.unbound!]) {
      const before = await t.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const sessionsBefore = await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', id).execute();
      for (const [call, extra] of [['staff/detail', {}], ['staff/update', { role: 'admin' }], ['staff/update', { disabled: true }], ['staff/resetPassword', {}], ['staff/unlock', {}], ['staff/revokeSessions', {}]] as const) {
        for (const customer of ['2', '1']) {
          const answer = await corporate(t.app, call, { customer_id: customer, id, ...extra }, admin2);
          assert.equal(answer.statusCode, customer === '2' ? 404 : 403, `${call} ${id} as customer ${customer}: ${answer.body}`);
        }
      }
      assert.deepEqual(await t.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), before);
      assert.equal((await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_id', '=', id).execute()).length, sessionsBefore.length);
      assert.equal((await t.db.selectFrom('staff_account_links').select('token_hash').where('staff_id', '=', id).execute()).length, 0);
    }
    assert.equal((await corporate(t.app, 'staff/detail', { customer_id: '2', id: ids.own }, admin2)).statusCode, 200);
  });

  test('invites only into its municipality', async () => {
    const t = ctx();
    assert.equal((await corporate(t.app, 'staff/invite', { customer_id: '1', email: 'intruso@sanrafael.example', role: 'admin' }, admin2)).statusCode, 403);
    const everywhere = await corporate(t.app, 'staff/invite', { customer_id: '2', email: 'global@santalucia.example', role: 'admin', all_customers: true }, admin2);
    assert.equal(everywhere.statusCode, 403);
    assert.equal(await t.db.selectFrom('staff_accounts').select('id').where('email', 'in', ['intruso@sanrafael.example', 'global@santalucia.example']).executeTakeFirst(), undefined);
    const own = await corporate(t.app, 'staff/invite', { customer_id: '2', email: 'nuevo@santalucia.example', role: 'clerk' }, admin2);
    assert.equal(own.statusCode, 201);
    assert.equal(own.json().data.account.customer_id, '2');
    assert.equal((await lastAudit(t, 'staff/invite')).customer_id, '2');
  });
}, {}, { now });
