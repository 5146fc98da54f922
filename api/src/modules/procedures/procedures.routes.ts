import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema, ProceduresDocumentSchema, ProceduresParamsSchema, type ProceduresParams } from '@portal/contract/schemas';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { sendCached } from '../../http/read-cache.ts';
import { proceduresRepository } from './procedures.repository.ts';
import { loadCatalogue } from './procedures.service.ts';

/** GET /djstatic/{shortname}/procedures.json: a "static file" in the original, built from the database here. */
export async function proceduresRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = proceduresRepository(ctx.db);
  app.get<{ Params: ProceduresParams }>('/djstatic/:shortname/procedures.json', {
    schema: { params: ProceduresParamsSchema, response: { 200: ProceduresDocumentSchema, '4xx': ErrorResponseSchema } },
  }, async (request, reply) => {
    const { shortname } = request.params;
    const cached = await ctx.cache.get(`procedures:${shortname}`, async () => {
      const customerId = await repo.customerIdByShortname(shortname);
      if (customerId === null) throw new HttpError(404, 'No existe un cliente con ese nombre.');
      return reply.serialize(await loadCatalogue(repo, customerId, ctx.now()));
    });
    return sendCached(request, reply, cached);
  });
}
