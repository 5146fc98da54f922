// The rate-limit budgets several routes share (cluster/rate-limit-store.ts counts a `groupId` as one
// budget): a client trying codes or certificate numbers gets one allowance, whichever route it uses.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/** Every look-up by a citizen's code: an appointment (detail, cancel), a request (track, download, add a file). */
export function codeLookupLimit(ctx: AppContext) {
  return { max: ctx.config.lookupRateLimit, timeWindow: 60_000, groupId: 'code-lookup' };
}

/** The certificate check: its JSON answer, its PDF and its HTML validation page. */
export function certificateCheckLimit(ctx: AppContext) {
  return {
    max: ctx.config.certCheckRateLimit,
    timeWindow: 60_000,
    groupId: 'certificate-check',
    keyGenerator: (request: FastifyRequest) => `certificate-check:${request.ip}`,
  };
}
