// Staff accounts and signed-in requests for the server tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@portal/contract';
import type { Db } from '../../src/db/database.ts';
import { hashPassword } from '../../src/staff/passwords.ts';
import { csrfHeaders } from './test-app.ts';

export const staffPassword = 'clave-de-prueba-segura-123';

/** Adds an account straight into the database (the CLI has its own test); answers its id. */
export async function addStaff(db: Db, email: string, role: StaffRole, options: { customerId?: string | null; password?: string } = {}): Promise<number> {
  const { id } = await db
    .insertInto('staff_accounts')
    .values({ email, role, customer_id: options.customerId ?? null, password_hash: await hashPassword(options.password ?? staffPassword), created: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The session cookie a sign-in answer set ('portal_staff=…'), or ''. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'portal_staff' || item.name === '__Host-portal_staff');
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}

/** POST /api/v2/staff/login/ with the CSRF pair (and an authenticator app's code when given). */
export function login(app: FastifyInstance, email: string, password = staffPassword, remoteAddress = '127.0.0.1', code?: string) {
  return app.inject({ method: 'POST', url: '/api/v2/staff/login/', payload: { email, password, ...(code === undefined ? {} : { code }) }, headers: csrfHeaders(), remoteAddress });
}

/** Headers of a signed-in browser: the session cookie, the CSRF cookie and the X-CSRFToken header. */
export async function signedIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await login(app, email);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode} ${response.body}`);
  const csrf = csrfHeaders();
  return { cookie: `${csrf.cookie}; ${sessionCookie(response)}`, 'x-csrftoken': csrf['x-csrftoken']! };
}

/** POST /api/v2/corporate/<call>/ with the given headers. */
export function corporate(app: FastifyInstance, call: string, payload: unknown, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `/api/v2/corporate/${call}/`, payload: payload as Record<string, unknown>, headers });
}

/** POST /api/v2/staff/<path>/ with the CSRF pair (and a session, when `headers` is signedIn's). */
export function staffPost(app: FastifyInstance, path: string, payload: unknown, headers: Record<string, string> = csrfHeaders(), remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `/api/v2/staff/${path}/`, payload: payload as Record<string, unknown>, headers, remoteAddress });
}

/** Headers of a browser holding the session a sign-in answer (password, passkey or link) set. */
export function sessionHeaders(response: LightMyRequestResponse): Record<string, string> {
  const csrf = csrfHeaders();
  return { cookie: `${csrf.cookie}; ${sessionCookie(response)}`, 'x-csrftoken': csrf['x-csrftoken']! };
}
