// Frozen in time: this file must never change once released. Later schema changes get a new file.
// It runs unchanged on SQLite and PostgreSQL; JSON lives in text columns.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // An auto-numbered key has different spellings in the two dialects.
  const withId = (table: Builder): Builder =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('shortname', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('apps_config', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('site_config')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('site_name', 'text', (col) => col.notNull())
    .addColumn('site_description', 'text', (col) => col.notNull())
    .addColumn('site_demo', 'integer', (col) => col.notNull())
    .addColumn('egov_host', 'text')
    .addColumn('egov_home_path', 'text', (col) => col.notNull())
    .addColumn('emailjs', 'text')
    .addColumn('blog_page_size', 'integer', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('pages') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addUniqueConstraint('pages_customer_slug', ['customer_id', 'slug'])
    .execute();

  await withId(db.schema.createTable('page_files') as Builder)
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('menu_entries') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('menu_entries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('page_id', 'integer', (col) => col.references('pages.id').onDelete('set null'))
    .execute();

  await withId(db.schema.createTable('departments') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('procedures') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('calc_price', 'double precision')
    .execute();
  await db.schema.createIndex('procedures_customer').on('procedures').column('customer_id').execute();

  await withId(db.schema.createTable('requirements') as Builder)
    .addColumn('procedure_id', 'integer', (col) => col.notNull().references('procedures.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('requirements_procedure').on('requirements').column('procedure_id').execute();

  await withId(db.schema.createTable('procedure_states') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('posts') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('format', 'varchar(20)', (col) => col.notNull())
    .addColumn('features_img', 'text', (col) => col.notNull())
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('posts_customer_created').on('posts').columns(['customer_id', 'created']).execute();

  await withId(db.schema.createTable('banners') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('snippets') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('position', 'varchar(40)', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('script', 'text', (col) => col.notNull())
    .execute();

  // No foreign key to customers: a message must be kept even if the customer is later removed.
  await withId(db.schema.createTable('contact_messages') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(200)')
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('contact_messages_idempotency', ['customer_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages', 'snippets', 'banners', 'posts', 'procedure_states', 'requirements',
    'procedures', 'departments', 'menu_entries', 'page_files', 'pages', 'site_config', 'customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
