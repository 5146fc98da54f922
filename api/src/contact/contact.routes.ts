import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorSchema } from '../http/errors.ts';
import { createdSchema, customerIdSchema } from '../http/schemas.ts';
import { contactRepository } from './contact.repository.ts';
import { sendContactMessage, type ContactInput } from './contact.service.ts';

/**
 * A phone as people write it: an optional leading '+', then digits, spaces, dots, dashes and
 * parentheses ("(0251) 555-0100", "+58 412.555.12.34"), with 7 to 20 digits in all. The look-ahead
 * counts digits, not characters, so separators never make a number too long or too short. The
 * contact form in mfe-contact (src/forms/validate.ts) mirrors this rule.
 */
export const phonePattern = '^(?=(?:[^0-9]*[0-9]){7,20}[^0-9]*$)\\+?[0-9 ().-]+$';
// A bound for storage, not a phone rule: roomy for 20 digits written with separators.
export const phoneMaxLength = 40;

// Spec section 5: the contact form requires name, email and phone; the template's quote form
// name and email only (a phone, when given, must still be well formed; an empty one means none).
// Message optional everywhere.
const contactBody = {
  type: 'object',
  required: ['customer_id', 'name', 'email'],
  properties: {
    customer_id: customerIdSchema,
    kind: { type: 'string', enum: ['contact', 'quote'], default: 'contact' },
    name: { type: 'string', minLength: 1, maxLength: 150, pattern: '\\S' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', maxLength: phoneMaxLength },
    message: { type: 'string', maxLength: 5000 },
  },
  // A missing kind is a contact message (the default above), so only an explicit quote relaxes phone.
  if: { required: ['kind'], properties: { kind: { const: 'quote' } } },
  then: { properties: { phone: { anyOf: [{ type: 'string', pattern: '^\\s*$' }, { type: 'string', pattern: phonePattern }] } } },
  else: { required: ['phone'], properties: { phone: { type: 'string', pattern: phonePattern } } },
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
        201: createdSchema,
        '4xx': errorSchema,
        '5xx': errorSchema,
      },
    },
  }, async (request, reply) => {
    const id = await sendContactMessage(repo, request.body, request.headers['idempotency-key'] ?? null);
    return reply.code(201).send({ res: 1, data: { id }, message: 'Su mensaje fue enviado correctamente.' });
  });
}
