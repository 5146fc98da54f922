import type { FastifyInstance } from 'fastify';
import { checkContactMessage, type ContactFields, calls } from '@portal/contract';
import { ContactHeadersSchema } from '@portal/contract/schemas';
import { callRoute } from '../http/call-route.ts';
import type { AppContext } from '../context.ts';
import { contactRepository } from './contact.repository.ts';
import { sendContactMessage } from './contact.service.ts';
import { languageOf } from '../modules/notifications/language.ts';
import { loadCity } from '../modules/notifications/city.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The body as the contract's rules read it (the schema has refused it, so it may hold anything). */
function contactFields(body: Record<string, unknown>): ContactFields {
  return { kind: body.kind === 'quote' ? 'quote' : 'contact', name: text(body.name), email: text(body.email), phone: text(body.phone), message: text(body.message) };
}

/** POST /api/v2/contact/ (spec section 5's rules: @portal/contract, rules/contact-message.ts). */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = contactRepository(ctx.db);
  callRoute(app, calls.contact, {
    config: {
      rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 },
      fieldRules: (body) => checkContactMessage(contactFields(body)),
    },
    schema: { headers: ContactHeadersSchema },
  }, async (request, reply) => {
    const stored = await sendContactMessage(repo, request.body, (request.headers['idempotency-key'] as string | undefined) ?? null, ctx.now(), { language: languageOf(request), city: () => loadCity(ctx.db, ctx.config, request.body.customer_id) });
    ctx.mail.nudge();
    return reply.code(201).send({ res: 1, data: stored, message: `Su mensaje fue enviado correctamente. Referencia: ${stored.reference}.` });
  });
}
