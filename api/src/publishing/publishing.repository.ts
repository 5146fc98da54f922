// What the shared-link tags, the news feed and the sitemap read: published posts, pages and
// procedures of one customer, the customer's name and indexing setting, and when staff last
// changed each item (the audit log: seeded rows have no change recorded, and no <lastmod>).
import type { Db } from '../db/database.ts';
import type { ReadCache } from '../http/read-cache.ts';

/** The newest `at` of the audit rows of `entity` per entity id. */
async function lastChanges(db: Db, customerId: string, entity: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('audit_log')
    .select(['entity_id', (eb) => eb.fn.max('at').as('at')])
    .where('customer_id', '=', customerId).where('entity', '=', entity).where('entity_id', 'is not', null)
    .groupBy('entity_id').execute();
  return new Map(rows.map((row) => [Number(row.entity_id), String(row.at)]));
}

export function publishingRepository(db: Db) {
  return {
    customer: (customerId: string) =>
      db.selectFrom('customers').select(['id', 'name', 'shortname', 'indexing']).where('id', '=', customerId).executeTakeFirst(),
    siteTexts: () => db.selectFrom('site_config').select(['site_name', 'site_description']).where('id', '=', 1).executeTakeFirst(),
    /** Published posts only, newest publication first. */
    publishedPosts: (customerId: string, limit: number) =>
      db.selectFrom('posts').select(['id', 'title', 'excerpt', 'image', 'body', 'created', 'updated', 'published_at'])
        .where('customer_id', '=', customerId).where('status', '=', 'published')
        .orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    publishedPost: (customerId: string, id: number) =>
      db.selectFrom('posts').select(['id', 'title', 'excerpt', 'image', 'image_alt', 'body', 'created', 'updated', 'published_at'])
        .where('customer_id', '=', customerId).where('status', '=', 'published').where('id', '=', id).executeTakeFirst(),
    pages: (customerId: string) =>
      db.selectFrom('pages').select(['id', 'slug', 'title']).where('customer_id', '=', customerId).orderBy('slug').execute(),
    page: (customerId: string, key: { id: number } | { slug: string }) => {
      const query = db.selectFrom('pages').select(['id', 'slug', 'title', 'body']).where('customer_id', '=', customerId);
      return ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)).executeTakeFirst();
    },
    procedures: (customerId: string) =>
      db.selectFrom('procedures').select(['id', 'name', 'description']).where('customer_id', '=', customerId).orderBy('id').execute(),
    procedure: (customerId: string, id: number) =>
      db.selectFrom('procedures').select(['id', 'name', 'description']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    lastChanges: (customerId: string, entity: 'page' | 'procedure') => lastChanges(db, customerId, entity),
  };
}

export type PublishingRepository = ReturnType<typeof publishingRepository>;

/**
 * The reads of every page's head, kept in the read cache (dropped after any staff write, on every
 * instance): a page view then costs no query. Only items a page check found are asked for, so the
 * keys are bounded by the city's own content, never by what a visitor types.
 */
export function headReads(db: Db, cache: ReadCache | null) {
  const repository = publishingRepository(db);
  async function remember<T>(key: string, read: () => Promise<T>): Promise<T | null> {
    if (!cache) return (await read()) ?? null;
    const stored = await cache.get(`publishing:${key}`, async () => JSON.stringify({ value: (await read()) ?? null }));
    return (JSON.parse(stored.body.toString('utf8')) as { value: T | null }).value;
  }
  return {
    customer: (customerId: string) => remember(`customer:${customerId}`, () => repository.customer(customerId)),
    siteTexts: () => remember('site', () => repository.siteTexts()),
    publishedPost: (customerId: string, id: number) => remember(`post:${customerId}:${id}`, () => repository.publishedPost(customerId, id)),
    page: (customerId: string, key: { id: number } | { slug: string }) =>
      remember(`page:${customerId}:${'id' in key ? `#${key.id}` : key.slug}`, () => repository.page(customerId, key)),
    procedure: (customerId: string, id: number) => remember(`procedure:${customerId}:${id}`, () => repository.procedure(customerId, id)),
  };
}

export type HeadReads = ReturnType<typeof headReads>;
