// A citizen's browser against the test app, for the folder's tests: its cookies, its calls, signing
// in by the e-mailed link, and the appointments and requests it makes.
import assert from 'node:assert/strict';
import { csrfHeaders, type TestContext } from './test-app.ts';

export const CSRF = 'csrf-test-token-abcdefghijklmnopqrstuvwxyz';
export const CITY2 = 'santalucia.test';

export interface Browser { host: string; cookies: Map<string, string> }
export const browser = (host = 'localhost:80'): Browser => ({ host, cookies: new Map([['csrftoken', CSRF]]) });
export const cookieHeader = (b: Browser) => [...b.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export function keep(b: Browser, response: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) {
  for (const cookie of response.cookies) {
    const gone = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
    if (gone) b.cookies.delete(cookie.name);
    else b.cookies.set(cookie.name, cookie.value);
  }
}

export async function call(ctx: TestContext, b: Browser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await ctx.app.inject({ method, url, headers: { host: b.host, cookie: cookieHeader(b), ...(method === 'POST' ? { 'x-csrftoken': CSRF } : {}) }, ...(payload ? { payload } : {}) });
  keep(b, response);
  return response;
}

/** The landing path of the newest sign-in e-mail to `email`. */
export async function linkFor(ctx: TestContext, email: string): Promise<string> {
  const mail = await ctx.db.selectFrom('outbox').select(['body_text', 'event']).where('recipient', '=', email).where('event', '=', 'folder.sign_in').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const path = /https?:\/\/[^/\s]+(\/mi-carpeta\/entrar\?token=[A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1];
  assert.ok(path, mail.body_text);
  return path;
}

export async function signIn(ctx: TestContext, email: string, b = browser()): Promise<Browser> {
  const customerId = b.host === CITY2 ? '2' : '1';
  const asked = await call(ctx, b, 'POST', '/api/v2/folder/link/', { customer_id: customerId, email });
  assert.equal(asked.statusCode, 200, asked.body);
  const landed = await call(ctx, b, 'GET', await linkFor(ctx, email.toLowerCase()));
  assert.equal(landed.statusCode, 303);
  assert.equal(landed.headers.location, '/mi-carpeta');
  assert.ok(b.cookies.has('portal_citizen'), 'signed in');
  return b;
}

export async function bookFor(ctx: TestContext, email: string, start: string, customerId = '1', date = '2027-03-03') {
  await ctx.db.updateTable('customers').set({ one_appointment_per_procedure: 0 }).execute();
  const office = await ctx.db.selectFrom('offices').innerJoin('schedules', 'schedules.office_id', 'offices.id')
    .select('offices.id').where('offices.customer_id', '=', customerId).orderBy('offices.id').executeTakeFirstOrThrow();
  const booked = await ctx.app.inject({ method: 'POST', url: '/api/v2/appointment/create/', headers: csrfHeaders(), payload: { customer_id: customerId, office_id: office.id, date, start, name: 'Lucía Rivas', national_id: 'V-9.876.543', email, phone: '0412 555 3030' } });
  assert.equal(booked.statusCode, 201, booked.body);
  const row = await ctx.db.selectFrom('appointments').select(['id', 'code']).where('code', '=', booked.json().data.code).executeTakeFirstOrThrow();
  return row;
}

export async function requestFor(ctx: TestContext, email: string, customerId = '1', procedureId?: number) {
  const procedure = procedureId === undefined ? await ctx.db.selectFrom('procedures').select('id').where('customer_id', '=', customerId).orderBy('id').executeTakeFirstOrThrow() : { id: procedureId };
  const started = await ctx.app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(), payload: { customer_id: customerId, procedure_id: procedure.id, name: 'Lucía Rivas', national_id: 'V-9.876.543', email, phone: '0412 555 3030' } });
  assert.equal(started.statusCode, 201, started.body);
  return ctx.db.selectFrom('user_procedures').select(['id', 'code']).where('code', '=', started.json().data.code).executeTakeFirstOrThrow();
}
