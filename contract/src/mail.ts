// E-mail the city sends through its outbox: the delivery log, a resend, and the city's reply-to
// address. /api/v2/corporate/mail/{list,detail,resend,settings,updateSettings}/.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, ListRequestProperties, PagedEnvelope } from './common.ts';

/** The events that send a citizen (or, for the daily digest, a member of staff) an e-mail. */
export const MailEventSchema = Type.Union([
  Type.Literal('appointment.booked'), Type.Literal('appointment.cancelled'), Type.Literal('appointment.reminder'), Type.Literal('appointment.moved'), Type.Literal('request.received'), Type.Literal('request.state'),
  Type.Literal('request.document_rejected'), Type.Literal('request.payment_confirmed'), Type.Literal('request.payment_rejected'), Type.Literal('contact.received'), Type.Literal('contact.reply'),
  Type.Literal('newsletter.confirm'), Type.Literal('newsletter.welcome'), Type.Literal('newsletter.issue'), Type.Literal('staff.digest'),
]);
export type MailEvent = Static<typeof MailEventSchema>;

/** queued (waiting, also between retries), sending (a worker holds it), sent, failed (given up). */
export const MailStatusSchema = Type.Union([Type.Literal('queued'), Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')]);
export type MailStatus = Static<typeof MailStatusSchema>;

/**
 * One message of the log. `recipient` is masked ('m***@example.com') for callers not bound to the
 * customer (platform operators, access tokens): the city's own staff answer citizens and see it whole.
 */
export const MailSummarySchema = Type.Object({
  id: Type.Integer(),
  event: MailEventSchema,
  recipient: Type.String(),
  subject: Type.String(),
  language: Type.String(),
  status: MailStatusSchema,
  attempts: Type.Integer(),
  /** the last failure's SMTP answer (or connection error), null when none */
  last_error: Type.Union([Type.String(), Type.Null()]),
  created: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.String(),
});
export type MailSummary = Static<typeof MailSummarySchema>;

/** Each delivery attempt: sent (with the server's answer), retry (a temporary failure), failed (given up), resend (a clerk's). */
export const MailAttemptSchema = Type.Object({
  at: Type.String(),
  outcome: Type.Union([Type.Literal('sent'), Type.Literal('retry'), Type.Literal('failed'), Type.Literal('resend')]),
  response: Type.String(),
});
export type MailAttempt = Static<typeof MailAttemptSchema>;

export const MailDetailSchema = Type.Object({ ...MailSummarySchema.properties, body_text: Type.String(), attempts_log: Type.Array(MailAttemptSchema) });
export type MailDetail = Static<typeof MailDetailSchema>;

/** …/mail/list/ — newest first; `status` and `event` narrow; `q` searches recipient and subject. */
export const MailListRequestSchema = Type.Object({ ...ListRequestProperties, status: Type.Optional(MailStatusSchema), event: Type.Optional(MailEventSchema) });
export type MailListRequest = Static<typeof MailListRequestSchema>;
export const MailListResponseSchema = PagedEnvelope(MailSummarySchema);
export type MailListResponse = Static<typeof MailListResponseSchema>;

/** …/mail/detail/ `{customer_id, id}` */
export const MailDetailResponseSchema = Envelope(MailDetailSchema);
export type MailDetailResponse = Static<typeof MailDetailResponseSchema>;

/** …/mail/resend/ `{customer_id, id}` — queues the same message again as a new one; answers the new one. */
export const MailResendResponseSchema = Envelope(MailSummarySchema, { message: Type.String() });
export type MailResendResponse = Static<typeof MailResendResponseSchema>;

/** The city's e-mail settings: where citizens' replies go ('' → the city's contact e-mail). */
export const MailSettingsSchema = Type.Object({ reply_to: Type.String(), from_address: Type.String() });
export type MailSettings = Static<typeof MailSettingsSchema>;
export const MailSettingsRequestSchema = Type.Object({ customer_id: CustomerIdSchema });
export type MailSettingsRequest = Static<typeof MailSettingsRequestSchema>;
export const MailSettingsResponseSchema = Envelope(MailSettingsSchema);
export type MailSettingsResponse = Static<typeof MailSettingsResponseSchema>;
/** …/mailSettings/update/ — `reply_to` an address, or '' for the city's contact e-mail. */
export const MailUpdateSettingsRequestSchema = Type.Object({ customer_id: CustomerIdSchema, reply_to: Type.String({ maxLength: 254 }) });
export type MailUpdateSettingsRequest = Static<typeof MailUpdateSettingsRequestSchema>;
export const MailUpdateSettingsResponseSchema = Envelope(MailSettingsSchema, { message: Type.String() });
export type MailUpdateSettingsResponse = Static<typeof MailUpdateSettingsResponseSchema>;
