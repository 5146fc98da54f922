// What the citizen's pages show after a form posted without JavaScript (hosting/citizen-forms.ts):
// the result cookies those posts set, read when the result page is opened, and the outcome of a
// refused post. The page's own script reads the same data (the boot block's `ssr.data`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookieFor } from '../http/csrf.ts';
import { overTls } from '../http/security-headers.ts';
import { customerIdForHost } from './customer-host.ts';
import type { AppContext } from '../context.ts';

/** The answer to a plain form whose anti-forgery token is missing or not this browser's. */
export const FORGED = 'El formulario caducó o no es de este sitio. Recargue la página y envíelo de nuevo.';

/** Longest code a form may post (appointment and tracking codes are far shorter). */
export const CODE_FIELD_MAX = 40;

/** A refused post, shown again: what was typed, the Spanish sentence, and per field its message. */
export interface FormOutcome {
  values: Record<string, string>;
  error: { message: string; fields: Record<string, string> };
  cancelling?: boolean;
}

/** How long a result page can be opened again (a reload, the back button) without typing again. */
const RESULT_COOKIE_SECONDS = 15 * 60;
export const TRACKING_COOKIE = 'seguimiento';
export const APPOINTMENT_COOKIE = 'mi_cita';
export const PAYMENTS_COOKIE = 'pagos';

/** What a result cookie holds: the code and e-mail the page opens with, and a sentence to show once. */
export interface LookupCookie {
  code: string;
  email: string;
  notice?: string;
}

export function readLookupCookie(value: string | undefined): LookupCookie | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<LookupCookie>;
    if (typeof parsed.code !== 'string' || typeof parsed.email !== 'string' || parsed.code.length > CODE_FIELD_MAX || parsed.email.length > 400) return null;
    return { code: parsed.code, email: parsed.email, ...(typeof parsed.notice === 'string' ? { notice: parsed.notice.slice(0, 300) } : {}) };
  } catch {
    return null;
  }
}

export function setLookupCookie(request: FastifyRequest, reply: FastifyReply, name: string, path: string, value: LookupCookie): void {
  // Strict: another site's link never opens the citizen's request or appointment with it.
  reply.setCookie(name, Buffer.from(JSON.stringify(value), 'utf8').toString('base64url'), { path, httpOnly: true, sameSite: 'strict', maxAge: RESULT_COOKIE_SECONDS, secure: overTls(request) });
}

/** An answer of the server's own API: its status and JSON body. */
export interface OwnAnswer {
  status: number;
  body: { res?: number; data?: unknown; message?: string; errors?: { field: string; message: string }[] } | null;
}

/**
 * Calls the server's own API as the visitor who posted the form: their host and address (rate
 * limits count them), and their anti-forgery token (already checked against their cookie) as the
 * page's script would send it.
 */
export async function callOwnApi(app: FastifyInstance, request: FastifyRequest, token: string | null, url: string, payload: Record<string, unknown>): Promise<OwnAnswer> {
  // The anti-forgery pair, and the language the visitor chose (their e-mails are written in it).
  const cookies = [token ? `${csrfCookieFor(request)}=${token}` : '', request.cookies.lang === 'en' ? 'lang=en' : ''].filter(Boolean).join('; ');
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: request.ip,
    headers: {
      host: request.headers.host ?? request.hostname,
      accept: 'application/json',
      'content-type': 'application/json',
      ...(cookies ? { cookie: cookies } : {}),
      ...(token ? { 'x-csrftoken': token } : {}),
      ...(request.headers['x-forwarded-proto'] ? { 'x-forwarded-proto': request.headers['x-forwarded-proto'] } : {}),
    },
  });
  let body: OwnAnswer['body'] = null;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}


/**
 * The server data of a citizen's result page opened with its cookie: the request (/seguimiento,
 * /pagos) or the appointment (/citas/{code}) as the API answers it, with the code and e-mail the page
 * keeps working with once its script runs. A notice is shown once: the cookie is set again without it.
 */
export async function citizenResultData(app: FastifyInstance, ctx: AppContext, request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<Record<string, unknown>> {
  if (request.method !== 'GET') return {};
  const customerId = customerIdForHost(ctx.config, request.hostname);
  if (pathname === '/seguimiento') {
    const lookup = readLookupCookie(request.cookies[TRACKING_COOKIE]);
    if (!lookup) return {};
    const answer = await callOwnApi(app, request, null, '/api/v2/userProcedure/track/', { customer_id: customerId, code: lookup.code, email: lookup.email });
    return shown(request, reply, TRACKING_COOKIE, '/seguimiento', lookup, answer, 'tracking');
  }
  if (pathname === '/pagos') {
    const lookup = readLookupCookie(request.cookies[PAYMENTS_COOKIE]);
    if (!lookup) return {};
    const answer = await callOwnApi(app, request, null, '/api/v2/userProcedure/track/', { customer_id: customerId, code: lookup.code, email: lookup.email });
    return shown(request, reply, PAYMENTS_COOKIE, '/pagos', lookup, answer, 'payments');
  }
  const appointment = /^\/citas\/([^/]+)$/.exec(pathname);
  if (appointment && appointment[1] !== 'nueva') {
    const lookup = readLookupCookie(request.cookies[APPOINTMENT_COOKIE]);
    let code = '';
    try {
      code = decodeURIComponent(appointment[1]!);
    } catch {
      return {};
    }
    if (!lookup || lookup.code !== code) return {};
    const answer = await callOwnApi(app, request, null, '/api/v2/appointment/detail/', { customer_id: customerId, code: lookup.code, email: lookup.email });
    return shown(request, reply, APPOINTMENT_COOKIE, '/citas', lookup, answer, 'appointment');
  }
  return {};
}

function shown(request: FastifyRequest, reply: FastifyReply, cookie: string, path: string, lookup: LookupCookie, answer: OwnAnswer, name: string): Record<string, unknown> {
  if (answer.status !== 200 || !answer.body?.data) {
    // Gone (cancelled by staff and purged, say) or refused: the page asks again.
    reply.clearCookie(cookie, { path });
    return {};
  }
  if (lookup.notice) setLookupCookie(request, reply, cookie, path, { code: lookup.code, email: lookup.email });
  return { [`${name}Result`]: { code: lookup.code, email: lookup.email, data: answer.body.data, ...(lookup.notice ? { notice: lookup.notice } : {}) } };
}
