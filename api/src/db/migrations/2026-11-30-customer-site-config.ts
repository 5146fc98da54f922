// Frozen in time: this file must never change once released.
// The texts a city shows as its own (site name, description, the 'Gobierno Electrónico' link) move
// from the one install-wide `site_config` row to a row per customer, so an editor of one city can
// never change another city's name or send its visitors elsewhere. Each existing customer starts
// with a copy of the shared row. What stays in `site_config` (the demo switch, EmailJS, the blog
// page size) is shared by every customer and only staff bound to no customer may change it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_site_config')
    .addColumn('customer_id', 'varchar(40)', (col) => col.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('version', 'varchar(60)', (col) => col.notNull())
    .addColumn('site_name', 'text', (col) => col.notNull())
    .addColumn('site_description', 'text', (col) => col.notNull())
    .addColumn('egov_host', 'text')
    .addColumn('egov_home_path', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into customer_site_config (customer_id, version, site_name, site_description, egov_host, egov_home_path)
    select c.id, s.version, s.site_name, s.site_description, s.egov_host, s.egov_home_path
    from customers c cross join site_config s where s.id = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_site_config').execute();
}
