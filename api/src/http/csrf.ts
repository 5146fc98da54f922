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

/**
 * True when the browser says the request was made by a page of this very site: Sec-Fetch-Site
 * `same-origin`, or, from a browser that does not send it, an Origin naming this request's host.
 * Neither header can be set by a page's script, and a form posted from another site carries its
 * own (OWASP, "Fetch metadata" and "Verifying origin with standard headers"). Without either
 * header nothing says where the request comes from, and it is refused. The scheme is left out of
 * the comparison: behind a proxy that ends TLS the server may see http while the page is https,
 * and a page on plain http of the same host is already the same site's.
 */
export function postedFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    const from = new URL(origin);
    // Read with the Origin's scheme, so a default port written in Host (localhost:80) compares equal.
    return request.host !== undefined && request.host !== '' && new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    return false;
  }
}

/**
 * The token a form posted without JavaScript goes on with, or null when it may be forged. A page
 * of one visitor (the folder, a form's outcome) writes the visitor's token in the form, which must
 * echo the cookie; a page a shared cache may hold carries none (docs/security.md, "Anti-forgery"),
 * and its form is taken when the browser says it was posted from this site. The server's own call
 * of its API then goes with a token of its own making, since the visitor may have none yet.
 */
export function plainFormToken(request: FastifyRequest, echoed: unknown): string | null {
  if (echoesCsrfCookie(request, echoed)) return echoed as string;
  // A token that does not match is refused even from this site: a page of one visitor that sent a
  // stale one, reloaded, works again; a wrong one is never waved through by its headers.
  if (typeof echoed === 'string' && echoed !== '') return null;
  return postedFromThisSite(request) ? newCsrfToken() : null;
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
