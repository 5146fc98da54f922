// A news post as the console sees it, read for one customer, and who may publish it: the customer's
// approver role (customers.post_approver_role: 'editor' by default, or 'admin') or any admin.
import type { Selectable } from 'kysely';
import type { EditorPost } from '@portal/contract';
import type { Db } from '../db/database.ts';
import type { PostTable } from '../db/schema.ts';
import type { Actor } from '../staff/actor.ts';
import { found } from '../corporate/checks.ts';

const STATUSES: readonly EditorPost['status'][] = ['draft', 'review', 'scheduled', 'published', 'unpublished'];

export function toEditorPost(row: Selectable<PostTable>, mayPublish: boolean, withBody = true): EditorPost {
  return {
    id: row.id, title: row.title, excerpt: row.excerpt, body: withBody ? row.body : '', image: row.image, image_alt: row.image_alt,
    format: row.format === 'gallery' || row.format === 'video' ? row.format : 'standard',
    status: STATUSES.find((status) => status === row.status) ?? 'draft', created: row.created, updated: row.updated,
    published_at: row.published_at, scheduled_at: row.scheduled_at, may_publish: mayPublish,
  };
}

export async function postRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('posts').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), 'La noticia indicada no existe.');
}

/** Whether `actor` may publish, schedule and approve the customer's posts. */
export async function mayPublish(db: Db, customerId: string, actor: Actor): Promise<boolean> {
  if (actor.role === 'admin') return true;
  const customer = await db.selectFrom('customers').select('post_approver_role').where('id', '=', customerId).executeTakeFirst();
  return actor.role === (customer?.post_approver_role ?? 'editor');
}
