import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { customerIdForHost } from '../hosting/customer-host.ts';
import { errorSchema, HttpError } from '../http/errors.ts';
import { sendCached } from '../http/read-cache.ts';
import { customerSchema, menuEntrySchema } from '../http/schemas.ts';
import { siteRepository } from './site.repository.ts';
import { loadSiteConfig } from './site.service.ts';

const siteConfigResponse = {
  type: 'object',
  required: ['res', 'data'],
  properties: {
    res: { type: 'integer' },
    data: {
      type: 'object',
      required: ['config', 'customers', 'menu', 'banners', 'snippets', 'blogConfig'],
      properties: {
        config: {
          type: 'object',
          required: ['version', 'siteName', 'siteDescription', 'siteDemo', 'egovHost', 'egovHomePath', 'emailjs'],
          properties: {
            version: { type: 'string' },
            siteName: { type: 'string' },
            siteDescription: { type: 'string' },
            siteDemo: { type: 'boolean' },
            egovHost: { type: 'string' },
            egovHomePath: { type: 'string' },
            emailjs: {
              anyOf: [
                {
                  type: 'object',
                  required: ['publicKey', 'serviceId', 'templateId'],
                  properties: { publicKey: { type: 'string' }, serviceId: { type: 'string' }, templateId: { type: 'string' } },
                },
                { type: 'null' },
              ],
            },
          },
        },
        customers: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'customers'],
            properties: { id: { type: 'string' }, customers: { type: 'array', items: customerSchema } },
          },
        },
        menu: { type: 'array', items: menuEntrySchema },
        banners: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'image', 'title', 'link'],
            properties: { id: { type: 'integer' }, image: { type: 'string' }, title: { type: 'string' }, link: { type: 'string' } },
          },
        },
        snippets: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'enabled', 'position', 'html', 'script'],
            properties: {
              id: { type: 'integer' },
              enabled: { type: 'boolean' },
              position: { type: 'string' },
              html: { type: 'string' },
              script: { type: 'string' },
            },
          },
        },
        blogConfig: { type: 'object', required: ['pageSize'], properties: { pageSize: { type: 'integer' } } },
      },
    },
  },
} as const;

/** The origin the client used to reach us (PUBLIC_URL wins when set). */
export function requestOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** GET /api/config/site/ and GET /api/config/remotes/. */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = siteRepository(ctx.db);

  app.get('/api/config/site/', {
    schema: {
      // version is the client's cached version; the answer is always the full, current config.
      querystring: { type: 'object', properties: { version: { type: 'string', maxLength: 64 } } },
      response: { 200: siteConfigResponse, '4xx': errorSchema },
    },
  }, async (request, reply) => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const egovHost = ctx.config.egovHost ?? requestOrigin(ctx, request);
    const cached = await ctx.cache.get(`site:${customerId}:${egovHost}`, async () => {
      const data = await loadSiteConfig(repo, customerId, { egovHost });
      if (!data) throw new HttpError(404, 'La configuración del sitio no existe.');
      return reply.serialize({ res: 1, data });
    });
    return sendCached(request, reply, cached);
  });

  app.get('/api/config/remotes/', {
    schema: {
      response: {
        200: {
          type: 'object',
          required: ['res', 'data'],
          properties: { res: { type: 'integer' }, data: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      },
    },
  }, async (request) => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    return { res: 1, data: ctx.registry.forCustomer(customerId, true) };
  });
}
