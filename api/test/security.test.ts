import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { calls, type CallDefinition } from '@portal/contract';
import { SCRIPT_STARTER_SOURCE } from '../src/hosting/scripts-after-paint.ts';
import { adminToken, createTestContext, csrfHeaders, describeEachDatabase, remotes } from './support/test-app.ts';

function assertSecurityHeaders(response: LightMyRequestResponse, label: string): void {
  const csp = String(response.headers['content-security-policy'] ?? '');
  if (String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    // A page: scripts only from this origin and the registry's remotes.
    assert.match(csp, /default-src 'self'/, label);
    assert.ok(csp.includes(`script-src 'self' ${SCRIPT_STARTER_SOURCE} ${remotes.origin}`), label);
  } else {
    // Anything else may load nothing at all.
    assert.match(csp, /^default-src 'none'/, label);
    assert.doesNotMatch(csp, /script-src/, label);
  }
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, label);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) assert.ok(csp.includes(directive), `${label}: ${directive}`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', label);
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', label);
  assert.match(String(response.headers['cross-origin-resource-policy']), /^same-(origin|site)$/, label);
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('text/html') || contentType.startsWith('image/svg+xml')) {
    // Document policies, where the response can be shown as a document.
    assert.match(String(response.headers['permissions-policy']), /camera=\(\)/, label);
    assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin', label);
  }
}

describeEachDatabase('security', (ctx) => {
  test('every kind of response carries CSP, nosniff, Referrer-Policy and CORP, and documents (pages, SVG) Permissions-Policy and COOP', async () => {
    const app = ctx().app;
    const cases: [string, Promise<LightMyRequestResponse>][] = [
      ['page', app.inject({ url: '/' })],
      ['unknown page', app.inject({ url: '/nada' })],
      ['static', app.inject({ url: '/main.1a2b3c4d5e.js' })],
      ['api', app.inject({ url: '/api/config/site/' })],
      ['api 404', app.inject({ url: '/api/none' })],
      ['media', app.inject({ url: '/djmedia/logos/sanrafael.svg' })],
      ['media 404', app.inject({ url: '/djmedia/nada.png' })],
      ['bad json', app.inject({ method: 'POST', url: '/api/v2/blog/post/', headers: { 'content-type': 'application/json' }, payload: '{' })],
      ['csrf 403', app.inject({ method: 'POST', url: '/api/v2/contact/', payload: {} })],
      ['corporate 401', app.inject({ method: 'POST', url: '/api/v2/corporate/procedure/list/', payload: {} })],
      ['bad url', app.inject({ url: '/djmedia/%E0%A4%A' })],
    ];
    for (const [label, pending] of cases) assertSecurityHeaders(await pending, label);
  });

  test('malformed JSON answers 400 with a Spanish message', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/v2/blog/post/', headers: { 'content-type': 'application/json' }, payload: '{"customer_id": ' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { res: 0, message: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  test('a body over the limit answers 413 and a plain-text body 400', async () => {
    const big = await ctx().app.inject({ method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1', pad: 'x'.repeat(100_000) } });
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().res, 0);
    const text = await ctx().app.inject({ method: 'POST', url: '/api/v2/blog/post/', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    assert.equal(text.statusCode, 400);
    assert.equal(text.json().res, 0);
  });

  test('a prototype-pollution body is refused', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/v2/blog/post/', headers: { 'content-type': 'application/json' }, payload: '{"customer_id":"1","__proto__":{"x":1}}' });
    assert.equal(response.statusCode, 400);
  });

  test('corporate calls answer 401 without a session or a valid bearer token and 200 with one', async () => {
    const app = ctx().app;
    const cases: [string | undefined, string][] = [
      [undefined, 'Inicie sesión para continuar, o envíe un token de acceso válido.'],
      ['Bearer ', 'Inicie sesión para continuar, o envíe un token de acceso válido.'],
      ['Bearer wrong-token-0123456789', 'El token de acceso no es válido.'],
      [`Basic ${adminToken}`, 'Inicie sesión para continuar, o envíe un token de acceso válido.'],
    ];
    for (const [authorization, message] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/v2/corporate/procedure/list/', payload: { customer_id: '1' }, headers: authorization ? { authorization } : {} });
      assert.equal(response.statusCode, 401, String(authorization));
      assert.equal(response.json().message, message);
    }
    assert.equal((await app.inject({ url: '/api/v2/corporate/schedule/list/' })).statusCode, 401);
    assert.equal((await app.inject({ url: '//api/v2/corporate/staff/list/' })).statusCode, 401);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/corporate/no/existe/', payload: {} })).statusCode, 401);
    const headers = { authorization: `Bearer ${adminToken}` };
    const procedures = await app.inject({ method: 'POST', url: '/api/v2/corporate/procedure/list/', payload: { customer_id: '1', pageSize: 100 }, headers });
    assert.equal(procedures.statusCode, 200);
    assert.ok(procedures.json().data.length >= 40);
    const departments = await app.inject({ method: 'POST', url: '/api/v2/corporate/department/list/', payload: { customer_id: '1' }, headers });
    assert.ok(departments.json().data.some((d: { is_active: boolean }) => !d.is_active));
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/corporate/schedule/list/', payload: {}, headers })).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/corporate/no/existe/', payload: {}, headers })).statusCode, 404);
  });

  test('media is served with content type, ETag, Cache-Control and 304', async () => {
    const first = await ctx().app.inject({ url: '/djmedia/logos/sanrafael.svg' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-type'], 'image/svg+xml');
    assert.match(String(first.headers['cache-control']), /max-age=\d+/);
    const second = await ctx().app.inject({ url: '/djmedia/logos/sanrafael.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(second.statusCode, 304);
  });

  test('no path leaves the media folder: .., encoded dots, absolute paths, backslashes, symlinks', async () => {
    const { app, config, dir } = ctx();
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secreto');
    fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(config.mediaDir, 'enlace.txt'));
    fs.symlinkSync(dir, path.join(config.mediaDir, 'carpeta'));
    const attempts = [
      '/djmedia/../secret.txt', '/djmedia/%2e%2e/secret.txt', '/djmedia/%2E%2E%2Fsecret.txt', '/djmedia/logos/..%2f..%2fsecret.txt',
      '/djmedia//etc/passwd', '/djmedia/%2Fetc%2Fpasswd', '/djmedia/..%5csecret.txt', '/djmedia/enlace.txt',
      '/djmedia/carpeta/secret.txt', '/djmedia/logos/%00.svg', '/djmedia/', '/djmedia/logos',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      assert.ok([400, 404].includes(response.statusCode), `${url} → ${response.statusCode}`);
      assert.doesNotMatch(response.body, /secreto|root:/, url);
    }
  });
});

test('CORS headers are sent only to configured origins', async () => {
  const context = await createTestContext('sqlite', { CORS_ORIGINS: 'https://tramites.example' });
  try {
    const allowed = await context.app.inject({ url: '/api/config/site/', headers: { origin: 'https://tramites.example' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://tramites.example');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const other = await context.app.inject({ url: '/api/config/site/', headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const preflight = await context.app.inject({
      method: 'OPTIONS', url: '/api/v2/contact/',
      headers: { origin: 'https://tramites.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrftoken' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.match(String(preflight.headers['access-control-allow-headers']), /X-CSRFToken/i);
  } finally {
    await context.close();
  }
});

test('a cross-site POST with the cookie but without the header is refused', async () => {
  const context = await createTestContext('sqlite');
  try {
    const { cookie } = csrfHeaders();
    const response = await context.app.inject({
      method: 'POST', url: '/api/v2/contact/', headers: { cookie, origin: 'https://evil.example' },
      payload: { customer_id: '1', name: 'X', email: 'x@example.com', phone: '04125551234' },
    });
    assert.equal(response.statusCode, 403);
  } finally {
    await context.close();
  }
});

test("the table's readOnly POSTs answer without an anti-forgery token (the browser asks none for them), and a write in the same rooms still refuses one without", async () => {
  const context = await createTestContext('sqlite');
  try {
    const reads = (Object.values(calls) as CallDefinition[]).filter((call) => call.readOnly === true);
    // The reads of the booking, tracking, calendar and indicators pages, beside the news.
    for (const path of ['/api/v2/appointment/offices/', '/api/v2/userProcedure/track/', '/api/v2/holiday/calendar/', '/api/v2/indicators/', '/api/v2/blog/post/']) {
      assert.ok(reads.some((call) => call.path === path), `${path} is readOnly in the table`);
    }
    for (const call of reads) {
      const response = await context.app.inject({ method: 'POST', url: call.path, payload: {} });
      // An empty body is refused by the call's schema (400), never by the anti-forgery check.
      assert.notEqual(response.statusCode, 403, `${call.path}: ${response.body}`);
      assert.ok(response.statusCode < 500, `${call.path}: ${response.statusCode}`);
    }
    const booking = await context.app.inject({ method: 'POST', url: calls.appointmentBook.path, payload: {} });
    assert.equal(booking.statusCode, 403);
  } finally {
    await context.close();
  }
});
