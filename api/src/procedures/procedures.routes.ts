import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorSchema, HttpError } from '../http/errors.ts';
import { sendCached } from '../http/read-cache.ts';
import { departmentSchema, procedureSchema } from '../http/schemas.ts';
import { proceduresRepository } from './procedures.repository.ts';
import { loadCatalogue } from './procedures.service.ts';

export const catalogueResponse = {
  type: 'object',
  required: ['procedures', 'departments', 'states', 'version'],
  properties: {
    procedures: { type: 'array', items: procedureSchema },
    departments: { type: 'array', items: departmentSchema },
    states: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
    version: { type: 'string' },
  },
} as const;

/** GET /djstatic/{shortname}/procedures.json: a "static file" in the original, built from the database here. */
export async function proceduresRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = proceduresRepository(ctx.db);
  app.get<{ Params: { shortname: string } }>('/djstatic/:shortname/procedures.json', {
    schema: {
      params: {
        type: 'object',
        required: ['shortname'],
        properties: { shortname: { type: 'string', pattern: '^[a-z0-9_-]{1,60}$' } },
      },
      response: { 200: catalogueResponse, '4xx': errorSchema },
    },
  }, async (request, reply) => {
    const { shortname } = request.params;
    const cached = await ctx.cache.get(`procedures:${shortname}`, async () => {
      const customerId = await repo.customerIdByShortname(shortname);
      if (customerId === null) throw new HttpError(404, 'No existe un cliente con ese nombre.');
      return reply.serialize(await loadCatalogue(repo, customerId));
    });
    return sendCached(request, reply, cached);
  });
}
