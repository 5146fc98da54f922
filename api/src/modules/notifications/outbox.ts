// Queues one message: an insert into the outbox, made with the caller's transaction so the message
// exists exactly when the change that caused it does.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { City } from './city.ts';
import { MAIL_EVENTS, type MailEvent, type MailLanguage } from './events.ts';
import type { RenderedMail } from './layout.ts';

export interface QueueInput {
  city: City;
  event: MailEvent;
  entityId: number | null;
  recipient: string;
  language: MailLanguage;
  mail: RenderedMail;
  /** extra headers (List-Unsubscribe for mail a citizen subscribed to) */
  headers?: Record<string, string>;
  now: Date;
}

/** A display name as RFC 5322 quotes it. */
const quoted = (name: string) => `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`;

/** The domain of the city's address, else the site's host: Message-IDs are unique within it. */
function messageDomain(city: City): string {
  const domain = city.email.split('@')[1]?.trim();
  return domain && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : new URL(city.siteUrl).hostname;
}

/** Inserts the message as queued, due at once; answers its id. */
export async function queueMail(db: Db, input: QueueInput): Promise<number> {
  const at = input.now.toISOString();
  const row = await db.insertInto('outbox').values({
    customer_id: input.city.id,
    event: input.event,
    entity: MAIL_EVENTS[input.event],
    entity_id: input.entityId,
    recipient: input.recipient.trim(),
    language: input.language,
    // Fixed when queued, so every retry of the message carries the same one and a receiver that
    // got it twice (an answer lost after the server accepted) can tell.
    message_id: `<${input.now.getTime().toString(36)}.${randomBytes(9).toString('hex')}@${messageDomain(input.city)}>`,
    from_address: `${quoted(input.city.name)} <${input.city.email || `no-reply@${new URL(input.city.siteUrl).hostname}`}>`,
    reply_to: input.city.replyTo,
    subject: input.mail.subject,
    body_text: input.mail.text,
    body_html: input.mail.html,
    attachments: JSON.stringify(input.mail.attachments),
    headers: JSON.stringify(input.headers ?? {}),
    status: 'queued',
    next_attempt_at: at,
    claim_token: null,
    claimed_until: null,
    last_error: null,
    created: at,
    sent_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
