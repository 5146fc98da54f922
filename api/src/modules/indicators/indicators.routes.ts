// POST /api/v2/indicators/ (public): the city's service indicators as /indicadores shows them, read
// from the summary tables. A read like the holiday calendar's, exempt from the CSRF check.
import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema, IndicatorsRequestSchema, IndicatorsResponseSchema, type IndicatorsRequest, type IndicatorsResponse } from '@portal/contract/schemas';
import type { AppContext } from '../../context.ts';
import { readIndicators } from './read-indicators.ts';

export async function indicatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: IndicatorsRequest }>('/api/v2/indicators/', {
    config: { csrf: false },
    schema: { body: IndicatorsRequestSchema, response: { 200: IndicatorsResponseSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request): Promise<IndicatorsResponse> => ({ res: 1, data: await readIndicators(ctx.db, request.body.customer_id, ctx.now()), message: '' }));
}
