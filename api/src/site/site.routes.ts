import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponseSchema, RemotesResponseSchema, SiteConfigQuerySchema, SiteConfigResponseSchema, type RemotesResponse, type SiteConfigQuery, type SiteConfigResponse } from '@portal/contract/schemas';
import type { AppContext } from '../context.ts';
import { canaryBucket } from '../registry/canary.ts';
import { customerIdForHost } from '../hosting/customer-host.ts';
import { HttpError } from '../http/errors.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { sendCached } from '../http/read-cache.ts';
import { siteRepository } from './site.repository.ts';
import { loadSiteConfig } from './site.service.ts';

/** The origin to write into a page for this request: see http/public-origin.ts. */
export function requestOrigin(ctx: AppContext, request: FastifyRequest): string {
  return publicOrigin(ctx.config, request);
}

/** GET /api/config/site/ and GET /api/config/remotes/. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = siteRepository(ctx.db);

  app.get<{ Querystring: SiteConfigQuery }>('/api/config/site/', {
    schema: { querystring: SiteConfigQuerySchema, response: { 200: SiteConfigResponseSchema, '4xx': ErrorResponseSchema } },
  }, async (request, reply) => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    // Never the request's Host: '' makes the client use its own origin, and one cached body
    // serves every host name (a Host per request used to mean a cache entry per request).
    const egovHost = ctx.config.egovHost ?? ctx.config.publicUrl ?? '';
    const cached = await ctx.cache.get(`site:${customerId}`, async () => {
      const data = await loadSiteConfig(repo, customerId, { egovHost });
      if (!data) throw new HttpError(404, 'La configuración del sitio no existe.');
      const answer: SiteConfigResponse = { res: 1, data };
      return reply.serialize(answer);
    });
    return sendCached(request, reply, cached);
  });

  app.get('/api/config/remotes/', {
    schema: { response: { 200: RemotesResponseSchema } },
  }, async (request): Promise<RemotesResponse> => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    ctx.registry.refresh();
    return { res: 1, data: ctx.registry.forVisitor(customerId, canaryBucket(request)) };
  });
}
