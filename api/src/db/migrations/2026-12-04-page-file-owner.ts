// Frozen in time: this file must never change once released.
// A city page's attachments say whose they are (`page_files.customer_id`, from their page), as every
// row a city owns does, so each read and write names the customer; and they keep the order the
// editor gave them (`position`, the old rows in the order they were added).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot add a column with a foreign key and a non-null default: the page's own foreign
  // key (cascading) already ties the row to its customer's page.
  await db.schema.alterTable('page_files').addColumn('customer_id', 'varchar(40)', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('page_files').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update page_files set customer_id = (select pages.customer_id from pages where pages.id = page_files.page_id), position = id`.execute(db);
  await db.schema.createIndex('page_files_customer_page').on('page_files').columns(['customer_id', 'page_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('page_files_customer_page').execute();
  await db.schema.alterTable('page_files').dropColumn('position').execute();
  await db.schema.alterTable('page_files').dropColumn('customer_id').execute();
}
