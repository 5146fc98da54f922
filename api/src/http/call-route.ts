// Registers a route of the table of calls (@portal/contract's `calls`): its method, path, request and
// answer schemas come from the table entry, and so do the types of the handler's body (or query) and
// of what it answers. The route adds what the table does not say: its rate limit, CSRF exemption,
// field rules, header schema.
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorResponseSchema } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import type { CallDefinition, RequestOf, ResponseOf } from '@portal/contract';

/** What the handler's request carries: the body of a POST, the query of a GET (and of a POST that names one). */
export type CallRequest<Call extends CallDefinition> = FastifyRequest<
  Call['method'] extends 'GET' ? { Querystring: RequestOf<Call> } : Call['query'] extends string ? { Querystring: Record<string, string> } : { Body: RequestOf<Call> }
>;

export interface CallRouteOptions extends Omit<RouteShorthandOptions, 'schema'> {
  /** schema parts the table does not hold (the contact form's idempotency header) */
  schema?: Pick<FastifySchema, 'headers'>;
}

/** The answers' schemas: the success answer (200, or 201 for a call that creates), then the failures. */
export function responseSchemas(call: CallDefinition): Record<string, TSchema> {
  if (call.page) return {};
  return {
    ...(call.response ? { [call.created ? 201 : 200]: schemaOf(call.response) } : {}),
    '4xx': call.error ? schemaOf(call.error) : ErrorResponseSchema,
    '5xx': ErrorResponseSchema,
  };
}

/** Registers `call` on `app` with `handler`, which answers the call's answer (or sends it with the reply). */
export function callRoute<Call extends CallDefinition>(
  app: FastifyInstance, call: Call, options: CallRouteOptions,
  handler: (request: CallRequest<Call>, reply: FastifyReply) => Promise<ResponseOf<Call> | FastifyReply>,
): void {
  const schema: FastifySchema = { ...options.schema, response: responseSchemas(call) };
  if (call.request) schema[call.method === 'GET' ? 'querystring' : 'body'] = schemaOf(call.request);
  if (call.query) schema.querystring = schemaOf(call.query);
  // A read made by POST (readOnly in the table) is exempt from the anti-forgery check, as the
  // browser's client sends it without a token: one flag for both sides.
  const config = call.readOnly ? { ...options.config, csrf: false } : options.config;
  app.route({ ...options, config, method: call.method, url: call.path, schema, handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> });
}
