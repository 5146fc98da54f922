// Administrative calls need a bearer token from ADMIN_TOKENS. Without one configured, every
// corporate call answers 401: the endpoints are closed by default.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 401 unless the request carries one of the admin tokens. */
export function requireAdminToken(request: FastifyRequest, tokens: readonly string[]): void {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  // Compare against every token so timing does not reveal which one matched.
  const valid = token !== undefined && tokens.reduce((found, candidate) => equal(token, candidate) || found, false);
  if (!valid) throw new HttpError(401, 'Se requiere un token de acceso válido.');
}
