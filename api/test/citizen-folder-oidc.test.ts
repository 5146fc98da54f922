// Signing in to the folder through the national identity provider: a real OpenID Connect provider
// (oidc-provider) runs in this process; the portal runs the authorization code flow with PKCE,
// state and nonce (openid-client), checks the ID token against the provider's keys, and the
// verified cédula brings the records made with it into the folder. Both databases.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';
import { startIdentityProvider } from './support/identity-provider.ts';
import { ConfigError, loadConfig } from '../src/config.ts';

const clock = new Date('2027-03-01T12:00:00Z');
const CALLBACK = 'http://localhost:8000/mi-carpeta/identidad/vuelta';
const provider = await startIdentityProvider([CALLBACK], [{ nationalId: 'V-12345678', email: 'cedula.verificada@example.com' }]);
after(() => provider.close());

/** A browser's cookies at the provider's origin. */
class Jar {
  cookies = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() { return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '); }
}

/** Follows the provider's pages as a browser would, typing `cedula` into its sign-in form; answers the callback URL it sends back. */
async function throughProvider(authorize: string, cedula: string): Promise<URL> {
  const jar = new Jar();
  let url = authorize;
  for (let hop = 0; hop < 10; hop += 1) {
    const isForm = /\/entrar\/[A-Za-z0-9_-]+$/.test(new URL(url).pathname);
    const response = await fetch(url, isForm
      ? { method: 'POST', redirect: 'manual', headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cedula }).toString() }
      : { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    assert.ok(location, `the provider answered ${response.status} at ${url}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) return next;
    url = next.href;
  }
  throw new Error('the provider never sent the browser back');
}

function cookieOf(response: { cookies: { name: string; value: string }[] }, name: string) {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

async function startFlow(ctx: TestContext) {
  const started = await ctx.app.inject({ url: '/mi-carpeta/identidad' });
  assert.equal(started.statusCode, 303, started.body);
  const authorize = new URL(String(started.headers.location));
  assert.equal(authorize.origin, provider.issuer);
  assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
  assert.ok(authorize.searchParams.get('state') && authorize.searchParams.get('nonce'));
  const flow = cookieOf(started, 'portal_citizen_oidc');
  assert.ok(flow);
  return { authorize: authorize.href, flow };
}

describeEachDatabase('citizen folder: sign-in with the identity provider', (ctx) => {
  test('the flow signs in with the verified cédula; records made with that cédula (any e-mail) appear', async () => {
    const office = await ctx().db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id').select('offices.id').where('offices.customer_id', '=', '1').orderBy('offices.id').executeTakeFirstOrThrow();
    const booked = await ctx().app.inject({ method: 'POST', url: '/api/v2/appointment/create/', headers: csrfHeaders(), payload: { customer_id: '1', office_id: office.id, date: '2027-03-03', start: '09:00', name: 'Pedro Cédula', national_id: 'V-12.345.678', email: 'otro.correo@example.com', phone: '0412 555 1111' } });
    assert.equal(booked.statusCode, 201, booked.body);

    const certificate = { register_id: 'R-7001', type: 'Constancia de residencia', procedure_id: null, procedure_name: null, department_id: null, department_name: null, holder_name: 'Pedro Cédula', issued_on: '2027-02-01', expires_on: null, status: 'valid', revoked_on: null, revocation_reason: null, pdf_path: null, pdf_sha256: null, pdf_size: null, created: '2027-02-01T10:00:00Z' };
    await ctx().db.insertInto('certificates').values([
      { ...certificate, customer_id: '1', number: 'SRV-2027-0701', holder_national_id: 'v-12.345.678' },
      { ...certificate, customer_id: '2', number: 'SL-2027-0009', holder_national_id: 'V-12345678' },
      { ...certificate, customer_id: '1', number: 'SRV-2027-0702', holder_national_id: 'V-87.654.321' },
    ]).execute();

    const { authorize, flow } = await startFlow(ctx());
    const back = await throughProvider(authorize, 'V-12345678');
    const landed = await ctx().app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: `portal_citizen_oidc=${flow}` } });
    assert.equal(landed.statusCode, 303);
    assert.equal(landed.headers.location, '/mi-carpeta');
    const session = cookieOf(landed, 'portal_citizen');
    assert.ok(session, 'signed in');

    const folder = await ctx().app.inject({ url: '/api/v2/folder/', headers: { cookie: `portal_citizen=${session}` } });
    assert.equal(folder.statusCode, 200, folder.body);
    const data = folder.json().data;
    assert.equal(data.national_id, 'V-12345678');
    assert.equal(data.email, 'cedula.verificada@example.com');
    assert.deepEqual(data.appointments.map((item: { code: string }) => item.code), [booked.json().data.code]);
    assert.equal(data.sessions[0].method, 'oidc');
    // The demo city issued SRV-2025-0001 to the same cédula (demo-certificates.ts).
    const numbers = data.certificates.map((item: { number: string }) => item.number);
    assert.ok(numbers.includes('SRV-2027-0701') && numbers.includes('SRV-2025-0001'), numbers.join());
    assert.ok(!numbers.includes('SL-2027-0009') && !numbers.includes('SRV-2027-0702'), "neither another city's nor another cédula's");
    assert.equal(data.certificates.find((item: { number: string }) => item.number === 'SRV-2027-0701').validation_url, '/certificate/validation/SRV-2027-0701?register_id=R-7001');
  });

  test('an answer with another state, or without the flow cookie of the browser that started it, signs no one in', async () => {
    const { authorize, flow } = await startFlow(ctx());
    const back = await throughProvider(authorize, 'V-12345678');
    back.searchParams.set('state', 'forged-state-value');
    const forged = await ctx().app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: `portal_citizen_oidc=${flow}` } });
    assert.equal(forged.statusCode, 303);
    assert.equal(cookieOf(forged, 'portal_citizen'), undefined);

    const second = await startFlow(ctx());
    const returned = await throughProvider(second.authorize, 'V-12345678');
    const otherBrowser = await ctx().app.inject({ url: `${returned.pathname}${returned.search}` });
    assert.equal(otherBrowser.statusCode, 303);
    assert.equal(cookieOf(otherBrowser, 'portal_citizen'), undefined);
    const page = await ctx().app.inject({ url: '/mi-carpeta', headers: { cookie: `mi_carpeta_aviso=${cookieOf(otherBrowser, 'mi_carpeta_aviso')}` } });
    assert.match(page.body, /empezó en otro navegador/);
  });
}, { PORT: '8000', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret }, { now: () => clock });

test('OIDC settings: every customer, or one customer by the _<id> suffix; the three go together', () => {
  const both = loadConfig({ OIDC_ISSUER: 'https://id.example.gob', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret=', OIDC_ISSUER_2: 'https://id2.example.gob/realm', OIDC_CLIENT_ID_2: 'p2', OIDC_CLIENT_SECRET_2: 'x' });
  assert.equal(both.oidc['*']?.issuer, 'https://id.example.gob');
  assert.equal(both.oidc['*']?.clientSecret, 's3cret=');
  assert.equal(both.oidc['2']?.issuer, 'https://id2.example.gob/realm');
  assert.deepEqual(loadConfig({}).oidc, {});
  assert.throws(() => loadConfig({ OIDC_ISSUER: 'https://id.example.gob', OIDC_CLIENT_ID: 'portal' }), ConfigError);
  assert.throws(() => loadConfig({ OIDC_ISSUER: 'ftp://id.example.gob', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'x' }), ConfigError);
});
