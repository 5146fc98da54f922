// /api/v2/corporate/*: the administrative calls of spec section 7. Only procedure/list,
// department/list and department/add exist so far; any other corporate path answers 401
// without a token and 404 with one.
// These calls authenticate with a bearer token, which a browser never attaches on its own, so
// a forged cross-site request cannot carry it: the CSRF cookie check is not needed here.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorSchema, HttpError } from '../http/errors.ts';
import { createdSchema, customerIdSchema, departmentSchema, procedureSchema } from '../http/schemas.ts';
import { proceduresRepository } from '../procedures/procedures.repository.ts';
import { requireAdminToken } from './corporate-auth.ts';
import { addDepartment, listDepartments, listProcedures } from './corporate.service.ts';

const customerBody = {
  type: 'object',
  required: ['customer_id'],
  properties: { customer_id: customerIdSchema },
} as const;

function listResponse(items: object) {
  return {
    200: {
      type: 'object',
      required: ['res', 'data', 'message'],
      properties: { res: { type: 'integer' }, data: { type: 'array', items }, message: { type: 'string' } },
    },
    '4xx': errorSchema,
  };
}

/** Registers the corporate routes under their prefix, all behind the token check. */
export async function corporateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = proceduresRepository(ctx.db);
  const routeConfig = { csrf: false } as const;

  await app.register(async (corporate) => {
    corporate.addHook('onRequest', async (request) => requireAdminToken(request, ctx.config.adminTokens));

    corporate.post<{ Body: { customer_id: string } }>('/procedure/list/', {
      config: routeConfig,
      schema: { body: customerBody, response: listResponse(procedureSchema) },
    }, async (request) => listProcedures(repo, request.body.customer_id));

    corporate.post<{ Body: { customer_id: string } }>('/department/list/', {
      config: routeConfig,
      schema: { body: customerBody, response: listResponse(departmentSchema) },
    }, async (request) => listDepartments(repo, request.body.customer_id));

    corporate.post<{ Body: { customer_id: string; name: string; is_active: boolean } }>('/department/add/', {
      config: { ...routeConfig, rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
      schema: {
        body: {
          type: 'object',
          required: ['customer_id', 'name'],
          properties: {
            customer_id: customerIdSchema,
            name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            is_active: { type: 'boolean', default: true },
          },
        },
        response: {
          201: createdSchema,
          '4xx': errorSchema,
        },
      },
    }, async (request, reply) => {
      const { customer_id: customerId, name, is_active: isActive } = request.body;
      const result = await addDepartment(repo, customerId, name, isActive);
      // procedures.json and the corporate lists now differ: drop every cached read.
      ctx.cache.invalidate();
      return reply.code(201).send(result);
    });

    corporate.all('/*', { config: routeConfig }, async () => {
      throw new HttpError(404, 'Operación administrativa no disponible.');
    });
  }, { prefix: '/api/v2/corporate' });
}
