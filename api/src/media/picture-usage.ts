// Where a library picture is used: a post's picture or body, a banner, a city page's body. A
// reference is any stored path or /djmedia/ address inside the picture's folder (the original or
// one of its copies), always within the same customer's rows.
import { sql, type SqlBool } from 'kysely';
import type { MediaUsage } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../corporate/list-query.ts';

/** Every post, banner and city page of `customerId` that references a file of `folder`. */
export async function pictureUsage(db: Db, customerId: string, folder: string): Promise<MediaUsage[]> {
  const pattern = `%${escapeLike(folder)}/%`;
  // escape given on both databases (SQLite has no default escape character for LIKE).
  const inside = (column: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
  const [posts, banners, pages] = await Promise.all([
    db.selectFrom('posts').select(['id', 'title']).where('customer_id', '=', customerId)
      .where((eb) => eb.or([inside('image'), inside('images'), inside('body')]))
      .orderBy('id').execute(),
    db.selectFrom('banners').select(['id', 'title']).where('customer_id', '=', customerId).where(inside('image')).orderBy('id').execute(),
    db.selectFrom('pages').select(['id', 'title']).where('customer_id', '=', customerId).where(inside('body')).orderBy('id').execute(),
  ]);
  return [
    ...posts.map((row) => ({ kind: 'post' as const, id: row.id, title: row.title })),
    ...banners.map((row) => ({ kind: 'banner' as const, id: row.id, title: row.title })),
    ...pages.map((row) => ({ kind: 'page' as const, id: row.id, title: row.title })),
  ];
}

const KIND_NAMES: Readonly<Record<MediaUsage['kind'], string>> = { post: 'la noticia', banner: 'el banner', page: 'la página' };

/** The uses in one Spanish phrase: 'la noticia «Vacunación», el banner «Feria»'. */
export function describeUsage(usage: readonly MediaUsage[]): string {
  return usage.map((use) => `${KIND_NAMES[use.kind]} «${use.title}»`).join(', ');
}
