// POST /api/v2/contact/: one message from the contact page or the quote form. The worked example
// of a call whose rules a form shares: the constants come from rules/contact-message.ts, so the
// schema below and checkContactMessage (the forms') cannot drift apart.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { CONTACT_LIMITS } from './rules/contact-message.ts';
import { EMAIL_PATTERN } from './rules/email.ts';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './rules/phone.ts';

const phone = Type.String({ pattern: PHONE_PATTERN });

/**
 * The body. `kind` defaults to 'contact', which requires a phone; a quote needs only name and
 * e-mail (a phone, when given, must still be well formed; a blank one means none).
 */
export const ContactRequestSchema = Type.Object(
  {
    customer_id: CustomerIdSchema,
    kind: Type.Optional(Type.Union([Type.Literal('contact'), Type.Literal('quote')], { default: 'contact' })),
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name, pattern: '\\S' }),
    email: Type.String({ maxLength: CONTACT_LIMITS.email, pattern: EMAIL_PATTERN }),
    phone: Type.Optional(Type.String({ maxLength: PHONE_MAX_LENGTH })),
    message: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.message })),
  },
  {
    // A missing kind is a contact message (the default), so only an explicit quote relaxes the phone.
    if: { required: ['kind'], properties: { kind: { const: 'quote' } } },
    then: { properties: { phone: { anyOf: [{ type: 'string', pattern: '^\\s*$' }, phone] } } },
    else: { required: ['phone'], properties: { phone } },
  },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

/** What a citizen writes, as the forms send it (the client adds customer_id). */
export type ContactMessage = Required<Omit<ContactRequest, 'customer_id'>>;

/** `Idempotency-Key`: a repeat with the same key answers the same id and stores nothing new. */
export const ContactHeadersSchema = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{8,200}$' })) });
export type ContactHeaders = Static<typeof ContactHeadersSchema>;

/** A message's reference: 'C-', the year of the message, '-', six digits of the customer's yearly sequence. */
export const CONTACT_REFERENCE_PATTERN = '^C-\\d{4}-\\d{6,}$';

/** 201 with the stored message's id and its reference ('C-2026-000123'), which the citizen is shown. */
export const ContactResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({ id: Type.Integer(), reference: Type.String() }),
  message: Type.String(),
});
export type ContactResponse = Static<typeof ContactResponseSchema>;

// The inbox: /api/v2/corporate/contact/{list,detail,markAnswered}/ (clerks).

export const InboxStatusSchema = Type.Union([Type.Literal('new'), Type.Literal('answered')]);
export type InboxStatus = Static<typeof InboxStatusSchema>;

/** A message as the inbox lists it; `excerpt` is the start of the message. */
export const InboxMessageSummarySchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  created: Type.String(),
  kind: Type.Union([Type.Literal('contact'), Type.Literal('quote')]),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  excerpt: Type.String(),
  status: InboxStatusSchema,
});
export type InboxMessageSummary = Static<typeof InboxMessageSummarySchema>;

/** A clerk's reply sent from the console, with the state of its e-mail (queued, sending, sent, failed). */
export const InboxReplySchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  at: Type.String(),
  author: Type.String(),
  delivery: Type.Union([Type.Literal('queued'), Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')]),
});
export type InboxReply = Static<typeof InboxReplySchema>;

/**
 * A whole message; once answered, who marked it (`answered_by`: e-mail or token label), when and the
 * note; `replies`: the thread of answers e-mailed from the console, oldest first.
 */
export const InboxMessageSchema = Type.Object({
  ...InboxMessageSummarySchema.properties,
  message: Type.String(),
  answered_at: Type.Union([Type.String(), Type.Null()]),
  answered_by: Type.Union([Type.String(), Type.Null()]),
  answer_note: Type.Union([Type.String(), Type.Null()]),
  replies: Type.Array(InboxReplySchema),
});
export type InboxMessage = Static<typeof InboxMessageSchema>;

/** …/contact/list/ — newest first; `status` narrows; `q` searches reference, name, e-mail and message. */
export const InboxListRequestSchema = Type.Object({ ...ListRequestProperties, status: Type.Optional(InboxStatusSchema) });
export type InboxListRequest = Static<typeof InboxListRequestSchema>;
export const InboxListResponseSchema = PagedEnvelope(InboxMessageSummarySchema);
export type InboxListResponse = Static<typeof InboxListResponseSchema>;

/** …/contact/detail/ `{customer_id, id}` */
export const InboxDetailResponseSchema = Envelope(InboxMessageSchema);
export type InboxDetailResponse = Static<typeof InboxDetailResponseSchema>;

/** …/contact/markAnswered/ — with a note of what was answered; 409 when it was already marked. */
export const InboxMarkAnsweredRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, note: Text(2000) });
export type InboxMarkAnsweredRequest = Static<typeof InboxMarkAnsweredRequestSchema>;
export const InboxMarkAnsweredResponseSchema = Envelope(InboxMessageSchema, { message: Type.String() });
export type InboxMarkAnsweredResponse = Static<typeof InboxMarkAnsweredResponseSchema>;

/**
 * …/contact/reply/ — e-mails the answer to the citizen from the city's address (the reference in the
 * subject, replies to the city's reply-to address), keeps it in the thread and marks the message
 * answered; a message already answered can get a further reply.
 */
export const InboxReplyRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, body: Text(5000) });
export type InboxReplyRequest = Static<typeof InboxReplyRequestSchema>;
export const InboxReplyResponseSchema = Envelope(InboxMessageSchema, { message: Type.String() });
export type InboxReplyResponse = Static<typeof InboxReplyResponseSchema>;
