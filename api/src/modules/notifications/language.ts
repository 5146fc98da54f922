// Which language a citizen used: the site is Spanish unless the visitor chose English, a choice it
// keeps in the `lang` cookie (shared's storeLanguage). Accept-Language is not read: every browser
// sends one, and a citizen who read the site in Spanish must not get an English e-mail because their
// browser is set to English.
import type { Db } from '../../db/database.ts';
import type { MailEntity, MailLanguage } from './events.ts';

export function languageOf(request: { cookies?: Record<string, string | undefined> }): MailLanguage {
  return request.cookies?.lang?.trim().toLowerCase() === 'en' ? 'en' : 'es';
}

/**
 * The language of the first message about an entity: a change the city makes later (a new state, a
 * cancellation) reaches the citizen in the language they used when they booked or wrote.
 */
export async function languageOfEntity(db: Db, customerId: string, entity: MailEntity, entityId: number): Promise<MailLanguage> {
  const row = await db.selectFrom('outbox').select('language')
    .where('customer_id', '=', customerId).where('entity', '=', entity).where('entity_id', '=', entityId)
    .orderBy('id').limit(1).executeTakeFirst();
  return row?.language === 'en' ? 'en' : 'es';
}
