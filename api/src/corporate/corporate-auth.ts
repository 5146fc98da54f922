// Who may reach /api/v2/corporate/<call>/. One hook, registered on the app before any route, checks
// every route under that prefix, whichever plugin registered it:
// 1. who is calling: an ADMIN_TOKENS bearer token (a machine client, as admin), else the staff
//    session cookie (staff/sessions.ts), else 401. Wrong tokens are claimed per client address in
//    one statement (staff/signin-throttle.ts): past TOKEN_LIMIT the answer is 429, while a valid
//    token always passes. A session whose role requires a second factor the account lacks reaches
//    no corporate call (403) until the account registers one;
// 2. a session-authenticated write must carry the anti-forgery header (these routes are exempt from
//    the app-wide CSRF hook because a bearer token needs none; a cookie is sent by the browser on
//    its own, so it does);
// 3. may the caller's role make this call: the table CORPORATE_CALL_ROLES (@portal/contract,
//    rules/staff-roles.ts); a call it does not name is for admins. Otherwise 403.
// The caller is then `request.actor` for the handler and the audit log.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleMayCall, STAFF_ROLE_NAMES } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { isStateChanging, requireCsrfHeader } from '../http/csrf.ts';
import { HttpError } from '../http/errors.ts';
import { tokenActor, type Actor } from '../staff/actor.ts';
import { mustEnrol } from '../staff/account-factors.ts';
import { currentSession } from '../staff/sessions.ts';
import { claimPair, TOKEN_LIMIT } from '../staff/signin-throttle.ts';

/** The URL prefix of the corporate calls. */
export const CORPORATE_PREFIX = '/api/v2/corporate/';

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The bearer token of the request, or null when there is none ('Bearer ' with nothing is none). */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** True when the request carries one of the admin tokens. */
export function hasAdminToken(request: FastifyRequest, tokens: readonly string[]): boolean {
  const token = bearerToken(request);
  // Compare against every token so timing does not reveal which one matched.
  return token !== null && tokens.reduce((found, candidate) => equal(token, candidate) || found, false);
}

/** The call a corporate route serves ('department/add'), or null for the catch-all. */
export function corporateCallOf(routeUrl: string): string | null {
  const call = routeUrl.slice(CORPORATE_PREFIX.length).replace(/\/+$/, '');
  return call === '*' || call === '' ? null : call;
}

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request);
  if (token !== null && hasAdminToken(request, ctx.config.adminTokens)) return tokenActor(token);
  const session = await currentSession(ctx, request);
  if (session) {
    if (isStateChanging(request)) requireCsrfHeader(request);
    if (mustEnrol(session.factors)) {
      throw new HttpError(403, 'Su rol exige un segundo factor. Registre una llave de acceso o una aplicación de códigos en «Mi cuenta» para continuar.');
    }
    return session.actor;
  }
  if (token === null) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
  // Only a presented token is a guess worth counting; the claim is the count, so parallel guesses
  // cannot all be judged.
  await claimPair(ctx.db, 'token', '', request.ip, TOKEN_LIMIT, ctx.now());
  throw new HttpError(401, 'El token de acceso no es válido.');
}

/** Registers the access check of every corporate route (call it before any route is registered). */
export function registerCorporateAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, never the raw URL: '//api/v2/corporate/…' routes here too.
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined || !routeUrl.startsWith(CORPORATE_PREFIX)) return;
    const actor = await authenticate(ctx, request);
    request.actor = actor;
    const call = corporateCallOf(routeUrl);
    if (call !== null && !roleMayCall(actor.role, call)) {
      throw new HttpError(403, `Su rol (${STAFF_ROLE_NAMES[actor.role]}) no permite esta operación.`);
    }
  });
}

/**
 * Kept for route plugins written before staff accounts: the app-wide check above already admits
 * only authorised callers to /api/v2/corporate/*, so this only makes sure it ran.
 */
export function registerAdminAuth(scope: FastifyInstance, _tokens?: readonly string[]): void {
  scope.addHook('onRequest', async (request) => requireAdminToken(request));
}


/** Throws 401 unless the request passed the corporate access check (kept for plugins written before staff accounts). */
export function requireAdminToken(request: FastifyRequest, _tokens?: readonly string[]): void {
  if (!request.actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
}
