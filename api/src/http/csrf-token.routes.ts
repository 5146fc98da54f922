// GET /api/v2/csrf/: where the shared client gets the anti-forgery token a page a shared cache
// holds cannot carry (docs/security.md, "Anti-forgery"). The answer is the visitor's alone: it sets
// the cookie and is never stored by any cache. Another site's page cannot read it (no CORS grant),
// so the token stays as secret as it was in the page.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import { callRoute } from './call-route.ts';
import { newCsrfToken, readCsrfCookie, reusableToken, setCsrfCookie } from './csrf.ts';

export async function csrfTokenRoutes(app: FastifyInstance): Promise<void> {
  callRoute(app, calls.csrfToken, {}, async (request, reply) => {
    // The cookie the visitor already has, so another tab's pending write keeps its token.
    const token = reusableToken(readCsrfCookie(request)) ?? newCsrfToken();
    setCsrfCookie(request, reply, token);
    reply.header('cache-control', 'no-store');
    return { res: 1 as const, data: { token }, message: '' };
  });
}
