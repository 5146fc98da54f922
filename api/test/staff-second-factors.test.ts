// Second factors for staff: a passkey registered after signing in signs the account in by itself
// (WebAuthn with a software authenticator: real keys, real signatures); an authenticator app's
// code completes a password sign-in, once per code; and an admin's setting per role refuses the
// password alone, telling the person how to proceed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from 'otplib';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';
import { addStaff, corporate, login, sessionHeaders, signedIn, staffPassword, staffPost } from './support/staff.ts';
import { SoftAuthenticator } from './support/soft-authenticator.ts';

let clock = Date.parse('2026-03-02T12:00:00Z');
const now = () => new Date(clock);
const codeAt = (secret: string, at = clock) => generate({ secret, epoch: Math.floor(at / 1000) });

/** Registers a software passkey for a signed-in account; answers the authenticator. */
async function registerPasskey(t: TestContext, headers: Record<string, string>, name = 'Portátil'): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator();
  const options = await staffPost(t.app, 'passkey/registerOptions', {}, headers);
  assert.equal(options.statusCode, 200, options.body);
  const { challenge_id, options: creation } = options.json().data;
  assert.equal(creation.rp.id, 'localhost');
  assert.equal(creation.authenticatorSelection.userVerification, 'required');
  const registered = await staffPost(t.app, 'passkey/register', { challenge_id, name, response: authenticator.register(creation) }, headers);
  assert.equal(registered.statusCode, 201, registered.body);
  assert.equal(registered.json().data.name, name);
  return authenticator;
}

/** Signs in with a passkey the way the console does: options without an e-mail, then the signed answer. */
async function passkeySignIn(t: TestContext, authenticator: SoftAuthenticator) {
  const options = await staffPost(t.app, 'passkey/options', {});
  assert.equal(options.statusCode, 200, options.body);
  const { challenge_id, options: request } = options.json().data;
  assert.deepEqual(request.allowCredentials ?? [], []);
  return staffPost(t.app, 'passkey/login', { challenge_id, response: authenticator.authenticate(request) });
}

async function enrolTotp(t: TestContext, headers: Record<string, string>): Promise<string> {
  const started = await staffPost(t.app, 'totp/start', {}, headers);
  assert.equal(started.statusCode, 200, started.body);
  const { secret, uri } = started.json().data;
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.match(uri, /^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
  const confirmed = await staffPost(t.app, 'totp/confirm', { code: await codeAt(secret) }, headers);
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return secret;
}

describeEachDatabase('staff passkeys', (ctx) => {
  test('a clerk registers a passkey after signing in, then signs in with it alone; the audit log says how', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'passkey@sanrafael.example', 'clerk');
    const headers = await signedIn(t.app, 'passkey@sanrafael.example');
    const authenticator = await registerPasskey(t, headers);
    const factors = await t.app.inject({ url: '/api/v2/staff/factors/', headers });
    assert.deepEqual(factors.json().data.passkeys.map((passkey: { name: string }) => passkey.name), ['Portátil']);
    await staffPost(t.app, 'logout', {}, headers);

    const signedInWithPasskey = await passkeySignIn(t, authenticator);
    assert.equal(signedInWithPasskey.statusCode, 200, signedInWithPasskey.body);
    assert.equal(signedInWithPasskey.json().data.email, 'passkey@sanrafael.example');
    assert.deepEqual(signedInWithPasskey.json().data.factors, { passkeys: 1, totp: false });
    const session = sessionHeaders(signedInWithPasskey);
    assert.equal((await corporate(t.app, 'department/list', { customer_id: '1' }, session)).statusCode, 200);
    const audit = await t.db.selectFrom('audit_log').select('call_name').where('staff_id', '=', id).orderBy('id').execute();
    assert.deepEqual(audit.map((row) => row.call_name), ['staff/login', 'staff/passkeyAdd', 'staff/logout', 'staff/passkeyLogin']);
  });

  test('a forged signature, a used challenge, an unknown passkey and a disabled account are refused', async () => {
    const t = ctx();
    const id = await addStaff(t.db, 'forged@sanrafael.example', 'clerk');
    const authenticator = await registerPasskey(t, await signedIn(t.app, 'forged@sanrafael.example'));

    const options = (await staffPost(t.app, 'passkey/options', {})).json().data;
    const answer = authenticator.authenticate(options.options);
    const forged = { ...answer, response: { ...answer.response, signature: Buffer.from('not a signature').toString('base64url') } };
    assert.equal((await staffPost(t.app, 'passkey/login', { challenge_id: options.challenge_id, response: forged })).statusCode, 401);
    // The challenge was used by the failed attempt: the genuine answer cannot reuse it.
    const reused = await staffPost(t.app, 'passkey/login', { challenge_id: options.challenge_id, response: answer });
    assert.equal(reused.statusCode, 400);
    assert.match(reused.json().message, /caducó/);

    const stranger = new SoftAuthenticator();
    stranger.register({ challenge: 'x', user: { id: 'x' } });
    assert.equal((await passkeySignIn(t, stranger)).statusCode, 401);

    await t.db.updateTable('staff_accounts').set({ disabled: 1 }).where('id', '=', id).execute();
    const disabled = await passkeySignIn(t, authenticator);
    assert.equal(disabled.statusCode, 403);
    assert.match(disabled.json().message, /desactivada/);
  });

  test('a passkey that did not verify its user is refused at registration', async () => {
    const t = ctx();
    await addStaff(t.db, 'presence@sanrafael.example', 'clerk');
    const headers = await signedIn(t.app, 'presence@sanrafael.example');
    const authenticator = new SoftAuthenticator();
    authenticator.userVerified = false;
    const { challenge_id, options } = (await staffPost(t.app, 'passkey/registerOptions', {}, headers)).json().data;
    const refused = await staffPost(t.app, 'passkey/register', { challenge_id, response: authenticator.register(options) }, headers);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /No se pudo comprobar la llave/);
  });

  test('the relying party is the portal\'s own host: an unknown Host header gets no passkey options', async () => {
    const t = ctx();
    const refused = await t.app.inject({ method: 'POST', url: '/api/v2/staff/passkey/options/', payload: {}, headers: { ...csrfHeaders(), host: 'evil.example' } });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /PUBLIC_HOSTS/);
  });

  test('passkey calls refuse malformed answers with 400, never 5xx', async () => {
    const t = ctx();
    for (const response of [{}, { id: '***', rawId: 'a', type: 'public-key', response: {}, clientExtensionResults: {} }, 'texto', null]) {
      const answer = await staffPost(t.app, 'passkey/login', { challenge_id: 'abc', response });
      assert.equal(answer.statusCode, 400, answer.body);
    }
    const wellFormed = new SoftAuthenticator().authenticate({ challenge: 'AAAA' });
    assert.equal((await staffPost(t.app, 'passkey/login', { challenge_id: 'no-such-challenge', response: wellFormed })).statusCode, 400);
  });
}, {}, { now });

describeEachDatabase('authenticator app codes', (ctx) => {
  test('with an app set up, the password alone asks for the code; a wrong code is refused; a right one signs in, once', async () => {
    const t = ctx();
    await addStaff(t.db, 'totp@sanrafael.example', 'editor');
    const secret = await enrolTotp(t, await signedIn(t.app, 'totp@sanrafael.example'));

    const asked = await login(t.app, 'totp@sanrafael.example');
    assert.equal(asked.statusCode, 401);
    assert.deepEqual(asked.json().errors.map((error: { field: string }) => error.field), ['code']);
    const signIn = (code: string) => login(t.app, 'totp@sanrafael.example', staffPassword, '127.0.0.1', code);
    const code = await codeAt(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    assert.equal((await signIn(wrong)).statusCode, 401);
    clock += 30_000;
    const fresh = await codeAt(secret);
    const accepted = await signIn(fresh.replace(/^(\d{3})/, '$1 '));
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json().data.factors, { passkeys: 0, totp: true });
    // The same code again (a replay, or a second tab) is refused.
    const replay = await signIn(fresh);
    assert.equal(replay.statusCode, 401);
    assert.match(replay.json().message, /ya se usó/);
  });

  test('a code that does not match the new secret leaves the enrolment pending and the password alone still works', async () => {
    const t = ctx();
    await addStaff(t.db, 'pending@sanrafael.example', 'clerk');
    const headers = await signedIn(t.app, 'pending@sanrafael.example');
    const { secret } = (await staffPost(t.app, 'totp/start', {}, headers)).json().data;
    const code = await codeAt(secret, clock + 10 * 60_000);
    const refused = await staffPost(t.app, 'totp/confirm', { code }, headers);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().errors[0].field, 'code');
    assert.equal((await login(t.app, 'pending@sanrafael.example')).statusCode, 200);
  });

  test('removing the app needs a current code from it', async () => {
    const t = ctx();
    await addStaff(t.db, 'remove@sanrafael.example', 'clerk');
    const headers = await signedIn(t.app, 'remove@sanrafael.example');
    const secret = await enrolTotp(t, headers);
    assert.equal((await staffPost(t.app, 'totp/remove', { code: '000000' }, headers)).statusCode, 400);
    clock += 30_000;
    assert.equal((await staffPost(t.app, 'totp/remove', { code: await codeAt(secret) }, headers)).statusCode, 200);
    assert.equal((await login(t.app, 'remove@sanrafael.example')).statusCode, 200);
  });
}, {}, { now });

describeEachDatabase('a second factor required per role', (ctx) => {
  test('a clerk without a factor is refused the password alone with how to proceed; an open session reaches only its own page', async () => {
    const t = ctx();
    await addStaff(t.db, 'boss@sanrafael.example', 'admin');
    await addStaff(t.db, 'plain@sanrafael.example', 'clerk', { customerId: '1' });
    const clerkSession = await signedIn(t.app, 'plain@sanrafael.example');
    const admin = await signedIn(t.app, 'boss@sanrafael.example');
    const set = await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', clerk: true }, admin);
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().data, { admin: false, editor: false, clerk: true });

    const refused = await login(t.app, 'plain@sanrafael.example');
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /^Su rol \(funcionario\) exige un segundo factor y su cuenta aún no tiene ninguno\. Pida a un administrador un enlace/);
    // The session opened before the setting: only the account's own page until a factor exists.
    const me = (await t.app.inject({ url: '/api/v2/staff/me/', headers: clerkSession })).json().data;
    assert.equal(me.must_enrol, true);
    assert.deepEqual(me.calls, []);
    const blocked = await corporate(t.app, 'department/list', { customer_id: '1' }, clerkSession);
    assert.equal(blocked.statusCode, 403);
    assert.match(blocked.json().message, /Registre una llave de acceso/);
    // Registering a passkey lifts it; the password alone stays refused, now pointing at the passkey.
    const authenticator = await registerPasskey(t, clerkSession);
    assert.equal((await corporate(t.app, 'department/list', { customer_id: '1' }, clerkSession)).statusCode, 200);
    const withPasskey = await login(t.app, 'plain@sanrafael.example');
    assert.equal(withPasskey.statusCode, 403);
    assert.match(withPasskey.json().message, /inicie sesión con su llave de acceso/);
    assert.equal((await passkeySignIn(t, authenticator)).statusCode, 200);
    // The last factor of a role that requires one cannot be removed.
    const passkeyId = (await t.app.inject({ url: '/api/v2/staff/factors/', headers: clerkSession })).json().data.passkeys[0].id;
    assert.equal((await staffPost(t.app, 'passkey/delete', { id: passkeyId }, clerkSession)).statusCode, 409);
    await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', clerk: false }, admin);
  });

  test('with the requirement, password and app code still sign in; other roles are not affected', async () => {
    const t = ctx();
    await addStaff(t.db, 'boss2@sanrafael.example', 'admin');
    await addStaff(t.db, 'coded@sanrafael.example', 'clerk', { customerId: '1' });
    await addStaff(t.db, 'writer@sanrafael.example', 'editor', { customerId: '1' });
    const secret = await enrolTotp(t, await signedIn(t.app, 'coded@sanrafael.example'));
    await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', clerk: true }, await signedIn(t.app, 'boss2@sanrafael.example'));
    clock += 30_000;
    const signIn = await login(t.app, 'coded@sanrafael.example', staffPassword, '127.0.0.1', await codeAt(secret));
    assert.equal(signIn.statusCode, 200, signIn.body);
    assert.equal(signIn.json().data.second_factor_required, true);
    assert.equal((await login(t.app, 'writer@sanrafael.example')).statusCode, 200);
  });

  test('an account of every municipality is bound by any municipality\'s requirement for its role', async () => {
    const t = ctx();
    await addStaff(t.db, 'boss3@sanrafael.example', 'admin');
    await addStaff(t.db, 'roaming@sanrafael.example', 'editor');
    await addStaff(t.db, 'admin2@santalucia.example', 'admin', { customerId: '2' });
    const admin2 = await signedIn(t.app, 'admin2@santalucia.example');
    assert.equal((await corporate(t.app, 'staff/updatePolicy', { customer_id: '2', editor: true }, admin2)).statusCode, 200);
    assert.equal((await login(t.app, 'roaming@sanrafael.example')).statusCode, 403);
    // Customer 1's setting is untouched, and customer 2's admin can neither read nor change it.
    assert.deepEqual((await corporate(t.app, 'staff/policy', { customer_id: '1' }, await signedIn(t.app, 'boss3@sanrafael.example'))).json().data.editor, false);
    assert.equal((await corporate(t.app, 'staff/policy', { customer_id: '1' }, admin2)).statusCode, 403);
    assert.equal((await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', editor: true }, admin2)).statusCode, 403);
    await corporate(t.app, 'staff/updatePolicy', { customer_id: '2', editor: false }, admin2);
  });

  test('an admin without a factor cannot require one of their own role (they would shut themselves out)', async () => {
    const t = ctx();
    await addStaff(t.db, 'careless@sanrafael.example', 'admin', { customerId: '1' });
    const headers = await signedIn(t.app, 'careless@sanrafael.example');
    const refused = await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', admin: true }, headers);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /Registre primero su propia llave/);
    assert.equal((await corporate(t.app, 'staff/policy', { customer_id: '1' }, headers)).json().data.admin, false);
    await registerPasskey(t, headers);
    assert.equal((await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', admin: true }, headers)).statusCode, 200);
    await corporate(t.app, 'staff/updatePolicy', { customer_id: '1', admin: false, clerk: false }, headers);
  });
}, {}, { now });
