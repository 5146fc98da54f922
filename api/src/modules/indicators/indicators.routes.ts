// POST /api/v2/indicators/ (public): the city's service indicators as /indicadores shows them, read
// from the summary tables. A read like the holiday calendar's, exempt from the CSRF check.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { readIndicators } from './read-indicators.ts';

export async function indicatorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.indicators, {}, async (request) => ({ res: 1 as const, data: await readIndicators(ctx.db, request.body.customer_id, ctx.now()), message: '' }));
}
