// Double-submit anti-forgery check: a state-changing request must echo the csrftoken cookie
// (set by the hosting page) in the X-CSRFToken header. A page on another site cannot read our
// cookie, so it cannot forge the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const csrfCookieName = 'csrftoken';
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

/** Rejects state-changing requests without a matching cookie and header (403). */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[csrfCookieName];
    const header = request.headers['x-csrftoken'];
    if (typeof cookie !== 'string' || typeof header !== 'string' || !reusableToken(cookie) || !sameToken(cookie, header)) {
      throw new HttpError(403, 'Falta el token de seguridad (CSRF) o no es válido. Recargue la página.');
    }
  });
}
