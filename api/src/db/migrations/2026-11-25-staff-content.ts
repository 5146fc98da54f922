// Frozen in time: this file must never change once released.
// Drafts (issue 16): a post is 'draft' or 'published'; public calls show published posts only,
// dated by when they were published. Existing posts are published as of their creation.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('published')).execute();
  await db.schema.alterTable('posts').addColumn('published_at', 'varchar(40)').execute();
  await sql`update posts set published_at = created`.execute(db);
  await db.schema.createIndex('posts_customer_published').on('posts').columns(['customer_id', 'status', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_customer_published').execute();
  await db.schema.alterTable('posts').dropColumn('published_at').execute();
  await db.schema.alterTable('posts').dropColumn('status').execute();
}
