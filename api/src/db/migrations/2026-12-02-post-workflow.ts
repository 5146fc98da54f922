// Frozen in time: this file must never change once released.
// The news publishing workflow: a post is 'draft', 'review' (an editor asked for approval),
// 'scheduled' (`scheduled_at`, an instant; the scheduled-publish job publishes it), 'published' or
// 'unpublished'. `customers.post_approver_role` is the role that may publish, schedule and approve
// ('editor': every editor, as before; 'admin': editors submit for review). Every save of a post is
// a row of `post_revisions`, with who saved it and when, so an older version can be restored.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('posts').addColumn('scheduled_at', 'varchar(40)').execute();
  await db.schema.createIndex('posts_scheduled').on('posts').columns(['status', 'scheduled_at']).execute();
  await db.schema.alterTable('customers').addColumn('post_approver_role', 'varchar(20)', (col) => col.notNull().defaultTo('editor')).execute();
  await db.schema
    .createTable('post_revisions')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .addColumn('format', 'varchar(20)', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('post_revisions_post').on('post_revisions').columns(['customer_id', 'post_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_revisions').execute();
  await db.schema.alterTable('customers').dropColumn('post_approver_role').execute();
  await db.schema.dropIndex('posts_scheduled').execute();
  await db.schema.alterTable('posts').dropColumn('scheduled_at').execute();
}
