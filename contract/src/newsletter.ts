// The newsletter's double opt-in: POST /api/v2/newsletter/subscribe/ e-mails a confirmation link;
// nothing is subscribed until the link is followed (GET /api/v2/newsletter/confirm/?token=…). Every
// message after that carries a one-click unsubscribe (RFC 8058): POST /api/v2/newsletter/unsubscribe/?token=….
import { Type, type Static } from 'typebox';
import { CustomerIdSchema } from './common.ts';
import { EMAIL_PATTERN } from './rules/email.ts';

export const NewsletterSubscribeRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  email: Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN }),
});
export type NewsletterSubscribeRequest = Static<typeof NewsletterSubscribeRequestSchema>;

/** The same answer whether the address was new, pending or subscribed already (no one learns who reads the newsletter). */
export const NewsletterSubscribeResponseSchema = Type.Object({ res: Type.Literal(1), data: Type.Null(), message: Type.String() });
export type NewsletterSubscribeResponse = Static<typeof NewsletterSubscribeResponseSchema>;

/** The token of a confirmation or unsubscribe link. */
export const NewsletterTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
export type NewsletterTokenQuery = Static<typeof NewsletterTokenQuerySchema>;
