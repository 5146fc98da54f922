// Which language a citizen used: the site keeps the visitor's choice in the `lang` cookie (shared's
// setLanguage); a client without it (another app, curl) is read from Accept-Language. Spanish otherwise.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MailEntity, MailLanguage } from './events.ts';

export function languageOf(request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> }): MailLanguage {
  const cookie = request.cookies?.lang?.trim().toLowerCase();
  if (cookie === 'en' || cookie === 'es') return cookie;
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'es';
  // The first listed language the portal has wins (q-values are listed highest first in practice).
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return 'es';
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
