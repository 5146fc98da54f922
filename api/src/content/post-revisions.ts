// Every save of a news post is a version: its content, who saved it and when (post_revisions).
// The console lists them, shows two side by side and restores one.
import type { Selectable } from 'kysely';
import { POST_REVISIONS_SHOWN, type PostRevision } from '@portal/contract';
import type { Db } from '../db/database.ts';
import type { PostRevisionTable, PostTable } from '../db/schema.ts';

/** Writes the post as it is now as a new version by `author`. */
export async function recordRevision(db: Db, post: Selectable<PostTable>, author: string, at: string): Promise<void> {
  await db.insertInto('post_revisions').values({
    customer_id: post.customer_id, post_id: post.id, title: post.title, excerpt: post.excerpt, body: post.body,
    image: post.image, image_alt: post.image_alt, format: post.format, author, created: at,
  }).execute();
}

function toRevision(row: Selectable<PostRevisionTable>): PostRevision {
  return {
    id: row.id, title: row.title, excerpt: row.excerpt, body: row.body, image: row.image, image_alt: row.image_alt,
    format: row.format === 'gallery' || row.format === 'video' ? row.format : 'standard', author: row.author, created: row.created,
  };
}

/** The post's newest versions, newest first. */
export async function revisionsOf(db: Db, customerId: string, postId: number): Promise<PostRevision[]> {
  const rows = await db.selectFrom('post_revisions').selectAll().where('customer_id', '=', customerId).where('post_id', '=', postId)
    .orderBy('id', 'desc').limit(POST_REVISIONS_SHOWN).execute();
  return rows.map(toRevision);
}

/** One version of the customer's post, or undefined. */
export async function revisionOf(db: Db, customerId: string, postId: number, revisionId: number) {
  return db.selectFrom('post_revisions').selectAll().where('customer_id', '=', customerId).where('post_id', '=', postId).where('id', '=', revisionId).executeTakeFirst();
}
