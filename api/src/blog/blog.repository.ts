import type { Db } from '../db/database.ts';

/** Reads posts, pages and page files of one customer. */
export function blogRepository(db: Db) {
  return {
    customerExists: async (id: string) =>
      (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    // Citizens see published posts only (drafts stay in the staff console).
    countPosts: async (customerId: string) =>
      Number((await db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('status', '=', 'published').executeTakeFirst())?.n ?? 0),
    // Newest publication first; id breaks ties so pages never overlap.
    postsPage: (customerId: string, offset: number, limit: number) =>
      db.selectFrom('posts').selectAll().where('customer_id', '=', customerId).where('status', '=', 'published')
        .orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    postById: (customerId: string, id: number) =>
      db.selectFrom('posts').selectAll().where('customer_id', '=', customerId).where('id', '=', id).where('status', '=', 'published').executeTakeFirst(),
    pages: (customerId: string) =>
      db.selectFrom('pages').select(['id', 'slug', 'title']).where('customer_id', '=', customerId).orderBy('title').execute(),
    pageBySlug: (customerId: string, slug: string) =>
      db.selectFrom('pages').selectAll().where('customer_id', '=', customerId).where('slug', '=', slug).executeTakeFirst(),
    pageById: (customerId: string, id: number) =>
      db.selectFrom('pages').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    pageFiles: (customerId: string, pageId: number) =>
      db.selectFrom('page_files').selectAll().where('customer_id', '=', customerId).where('page_id', '=', pageId).orderBy('position').orderBy('id').execute(),
    countPageFiles: async (customerId: string, pageId: number) =>
      Number((await db.selectFrom('page_files').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('page_id', '=', pageId).executeTakeFirst())?.n ?? 0),
  };
}

export type BlogRepository = ReturnType<typeof blogRepository>;
