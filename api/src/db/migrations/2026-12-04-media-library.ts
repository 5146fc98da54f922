// Frozen in time: this file must never change once released.
// The media library: one row per picture a customer's editors uploaded, with the alternative text
// kept with it (`alt`, required), a name to find it by, and the size of the stored original. The
// resized variants (WebP, AVIF, the 1200×630 sharing picture) are files beside the original, named
// from its path, so they need no rows. A banner's picture carries its alternative text too
// (`banners.image_alt`, '' for the banners made before).
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('media_items')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('path', 'varchar(300)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('alt', 'varchar(300)', (col) => col.notNull())
    .addColumn('mime', 'varchar(40)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('media_items_customer').on('media_items').columns(['customer_id', 'id']).execute();
  await db.schema.alterTable('banners').addColumn('image_alt', 'text', (col) => col.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('image_alt').execute();
  await db.schema.dropTable('media_items').execute();
}
