import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorSchema } from '../http/errors.ts';
import { customerIdSchema } from '../http/schemas.ts';
import { contactRepository } from './contact.repository.ts';
import { sendContactMessage, type ContactInput } from './contact.service.ts';

// Spec section 5: name, email and phone required, message optional; email and phone well formed.
const contactBody = {
  type: 'object',
  required: ['customer_id', 'name', 'email', 'phone'],
  properties: {
    customer_id: customerIdSchema,
    kind: { type: 'string', enum: ['contact', 'quote'], default: 'contact' },
    name: { type: 'string', minLength: 1, maxLength: 150, pattern: '\\S' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', pattern: '^\\+?[0-9][0-9 ().-]{5,24}$' },
    message: { type: 'string', maxLength: 5000 },
  },
} as const;

/** POST /api/v2/contact/ */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = contactRepository(ctx.db);
  app.post<{ Body: ContactInput; Headers: { 'idempotency-key'?: string } }>('/api/v2/contact/', {
    config: { rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
    schema: {
      body: contactBody,
      headers: {
        type: 'object',
        properties: { 'idempotency-key': { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' } },
      },
      response: {
        201: {
          type: 'object',
          required: ['res', 'data', 'message'],
          properties: {
            res: { type: 'integer' },
            data: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
            message: { type: 'string' },
          },
        },
        '4xx': errorSchema,
        '5xx': errorSchema,
      },
    },
  }, async (request, reply) => {
    const id = await sendContactMessage(repo, request.body, request.headers['idempotency-key'] ?? null);
    return reply.code(201).send({ res: 1, data: { id }, message: 'Su mensaje fue enviado correctamente.' });
  });
}
