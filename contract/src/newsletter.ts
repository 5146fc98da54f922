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

/**
 * A newsletter issue (editors, /api/v2/corporate/newsletterIssue/{list,send}/): a subject, a few
 * words and the news posts it points to, e-mailed to every confirmed subscriber of the city.
 */
export const NewsletterIssueSendRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  subject: Type.String({ minLength: 1, maxLength: 150 }),
  intro: Type.String({ maxLength: 2000 }),
  post_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10, uniqueItems: true }),
}, { additionalProperties: false });
export type NewsletterIssueSendRequest = Static<typeof NewsletterIssueSendRequestSchema>;

export const NewsletterIssueSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  created: Type.String(),
  /** who sent it (the staff e-mail or token label) */
  created_by: Type.String(),
  /** the confirmed subscribers it was queued for */
  recipients: Type.Integer(),
  /** delivered to the mail server so far */
  delivered: Type.Integer(),
  /** given up after every retry */
  failed: Type.Integer(),
});
export type NewsletterIssue = Static<typeof NewsletterIssueSchema>;

export const NewsletterIssueListResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({
    /** confirmed subscribers now: who the next issue goes to */
    subscribers: Type.Integer(),
    /** newest first */
    issues: Type.Array(NewsletterIssueSchema),
  }),
  message: Type.Optional(Type.String()),
});
export type NewsletterIssueListResponse = Static<typeof NewsletterIssueListResponseSchema>;

export const NewsletterIssueSendResponseSchema = Type.Object({ res: Type.Literal(1), data: NewsletterIssueSchema, message: Type.String() });
export type NewsletterIssueSendResponse = Static<typeof NewsletterIssueSendResponseSchema>;
