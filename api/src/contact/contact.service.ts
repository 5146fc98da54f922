import { createHash } from 'node:crypto';
import { classifyDatabaseError } from '../db/errors.ts';
import type { ContactRequest } from '@portal/contract';
import { HttpError } from '../http/errors.ts';
import type { ContactRepository, StoredMessage } from './contact.repository.ts';
import type { Db } from '../db/database.ts';
import type { City } from '../modules/notifications/city.ts';
import type { MailLanguage } from '../modules/notifications/events.ts';
import { queueMail } from '../modules/notifications/outbox.ts';
import { contactReceived } from '../modules/notifications/templates/contact-mails.ts';

/** The acknowledgement e-mail: the citizen's language and the city (read before the insert's transaction, which holds the reference counter's lock). */
export interface ContactMailOptions {
  language: MailLanguage;
  city: () => Promise<City>;
}

/** sha256 of what is stored of a message, so a reused Idempotency-Key with other content is caught. */
export function messageHash(fields: readonly string[]): string {
  // JSON of an array keeps field boundaries: ["a b", "c"] and ["a", "b c"] differ.
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The calendar year of an instant in a time zone (a message sent on 31 December at 23:30 in Caracas is of that year). */
export function yearIn(at: Date, timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at));
  } catch {
    return at.getUTCFullYear();
  }
}

/**
 * Stores a message once per idempotency key and answers its id and reference ('C-2026-000123');
 * never reports success without the stored row.
 */
export async function sendContactMessage(repo: ContactRepository, input: ContactRequest, idempotencyKey: string | null, now: Date = new Date(), mail?: ContactMailOptions): Promise<{ id: number; reference: string }> {
  const timeZone = await repo.customerTimeZone(input.customer_id);
  if (timeZone === null) throw new HttpError(404, 'El cliente indicado no existe.');
  const fields = {
    kind: input.kind ?? 'contact',
    name: input.name.trim(),
    email: input.email.trim(),
    // The column is NOT NULL: a quote without a phone stores ''.
    phone: (input.phone ?? '').trim(),
    message: input.message ?? '',
  };
  const requestHash = messageHash([fields.kind, fields.name, fields.email, fields.phone, fields.message]);
  const city = mail ? await mail.city() : null;
  const acknowledge = city && mail
    ? async (trx: Db, id: number, reference: string) => {
      await queueMail(trx, {
        city, event: 'contact.received', entityId: id, recipient: fields.email, language: mail.language, now,
        mail: contactReceived(city, mail.language, { reference, name: fields.name, message: fields.message }),
      });
    }
    : undefined;
  let stored: StoredMessage;
  try {
    stored = await repo.insertOnce({
      customer_id: input.customer_id,
      ...fields,
      idempotency_key: idempotencyKey,
      request_hash: requestHash,
      created: now.toISOString(),
    }, yearIn(now, timeZone), acknowledge);
  } catch (error) {
    // A value the database refuses stays refused: answering "try again" would make the form retry for ever.
    if (classifyDatabaseError(error) === 'invalid-data') throw error;
    // The insert is a single statement: when it fails, nothing was stored.
    throw Object.assign(new HttpError(503, 'No se pudo guardar su mensaje. Intente de nuevo en unos minutos.'), { cause: error });
  }
  // Same key, other content: the new message would be silently dropped; say so instead.
  if (stored.requestHash !== null && stored.requestHash !== requestHash) {
    throw new HttpError(422, 'Esta clave de envío (Idempotency-Key) ya se usó con otro mensaje. Envíe el mensaje nuevo con otra clave.');
  }
  return { id: stored.id, reference: stored.reference };
}
