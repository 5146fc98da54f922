// Canary buckets: while a customer has an override with a `percent`, each visitor gets a bucket
// (0–99) in a cookie and falls under every override whose percent is above it. The cookie holds
// nothing but that number, so it identifies no one; raising a percent keeps the visitors already
// in, and removing the override sends everyone back to the default build on their next load.
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { overTls } from '../http/security-headers.ts';

export const canaryCookieName = 'portal_canary';
const bucketPattern = /^(?:[0-9]|[1-9][0-9])$/;
const HALF_A_YEAR_S = 182 * 24 * 60 * 60;

/** The visitor's bucket from the cookie, or null when there is none (or it is not one). */
export function canaryBucket(request: FastifyRequest): number | null {
  const cookie = request.cookies[canaryCookieName];
  return cookie && bucketPattern.test(cookie) ? Number(cookie) : null;
}

/** The visitor's bucket, drawing one and setting the cookie when there is none yet. */
export function assignCanaryBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = canaryBucket(request);
  if (known !== null) return known;
  const bucket = randomInt(100);
  reply.setCookie(canaryCookieName, String(bucket), { path: '/', httpOnly: true, sameSite: 'lax', secure: overTls(request), maxAge: HALF_A_YEAR_S });
  return bucket;
}
