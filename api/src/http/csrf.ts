// Double-submit anti-forgery check: a state-changing request must echo the csrftoken cookie
// (set by the hosting page) in the X-CSRFToken header. A page on another site cannot read our
// cookie, so it cannot forge the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { overTls } from './security-headers.ts';

export const csrfCookieName = 'csrftoken';
/**
 * The name over TLS: the browser accepts a __Host- cookie only when Secure, for path /, without a
 * Domain, so a sibling subdomain cannot plant one for us (which would defeat the double submit).
 */
export const tlsCsrfCookieName = '__Host-csrftoken';

/** The cookie name this request's token lives under (the __Host- name over TLS). */
export function csrfCookieFor(request: FastifyRequest): string {
  return overTls(request) ? tlsCsrfCookieName : csrfCookieName;
}

/** The request's CSRF cookie value, read under the name its connection allows. */
export function readCsrfCookie(request: FastifyRequest): string | undefined {
  return request.cookies[csrfCookieFor(request)];
}

/** Sets the CSRF cookie: HttpOnly, SameSite=Lax, and over TLS Secure with the __Host- prefix. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(csrfCookieFor(request), token, { path: '/', httpOnly: true, sameSite: 'lax', secure: overTls(request) });
}
const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for POST routes that only read (the blog calls of spec section 7) */
    csrf?: boolean;
  }
}

/** A new random token. */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The request's existing token when it is well formed, so open tabs keep working. */
export function reusableToken(cookie: string | undefined): string | null {
  return cookie && tokenPattern.test(cookie) ? cookie : null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for methods that may change state (they need the anti-forgery header). */
export function isStateChanging(request: FastifyRequest): boolean {
  return stateChanging.has(request.method);
}

/** True when `echoed` (a header, or a form's hidden field) is the request's own CSRF cookie. */
export function echoesCsrfCookie(request: FastifyRequest, echoed: unknown): boolean {
  const cookie = readCsrfCookie(request);
  return typeof cookie === 'string' && typeof echoed === 'string' && reusableToken(cookie) !== null && sameToken(cookie, echoed);
}

/** Throws 403 unless the request echoes its CSRF cookie in the X-CSRFToken header. */
export function requireCsrfHeader(request: FastifyRequest): void {
  if (!echoesCsrfCookie(request, request.headers['x-csrftoken'])) {
    throw new HttpError(403, 'Falta el token de seguridad (CSRF) o no es válido. Recargue la página.');
  }
}

/**
 * Rejects state-changing requests without a matching cookie and header (403). Routes with
 * `csrf: false` skip it: the blog's read-only POSTs, and the corporate calls, whose access check
 * (staff/staff-access.ts) requires the header itself whenever the caller signed in with the
 * session cookie (a bearer token is never sent by a browser on its own).
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isStateChanging(request)) return;
    if (request.routeOptions.config?.csrf === false) return;
    requireCsrfHeader(request);
  });
}
