// Frozen in time: this file must never change once released.
// The citizen's folder ("Mi carpeta"): a citizen account per customer (known by a verified e-mail,
// and by a verified cédula once signed in through the national identity provider), its sessions
// (separate from the staff's), the one-time sign-in links e-mailed to it, and the items it claimed
// with a code and the e-mail they were made with.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const table = db.schema.createTable(name) as Builder;
    return postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  };

  await withId('citizen_accounts')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // lower case, trimmed; null for an account known only by its cédula
    .addColumn('email', 'varchar(254)')
    // 'V-12345678', set only from a verified identity provider's answer
    .addColumn('national_id', 'varchar(20)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('citizen_accounts_email', ['customer_id', 'email'])
    .addUniqueConstraint('citizen_accounts_national_id', ['customer_id', 'national_id'])
    .execute();

  await withId('citizen_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('citizen_accounts.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull())
    // 'email' or 'oidc': how this session was opened
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    // the browser as it named itself, cut short: what "active sessions" shows
    .addColumn('user_agent', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('citizen_sessions_account').on('citizen_sessions').column('account_id').execute();

  await withId('citizen_sign_in_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // SHA-256 of the nonce cookie of the browser that asked: only that browser can use the link
    .addColumn('browser_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('citizen_sign_in_links_address').on('citizen_sign_in_links').columns(['customer_id', 'email', 'created_at']).execute();

  await withId('citizen_claims')
    .addColumn('account_id', 'integer', (col) => col.notNull().references('citizen_accounts.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull())
    // 'appointment' or 'request'
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('citizen_claims_item', ['account_id', 'kind', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('citizen_claims').execute();
  await db.schema.dropTable('citizen_sign_in_links').execute();
  await db.schema.dropTable('citizen_sessions').execute();
  await db.schema.dropTable('citizen_accounts').execute();
}
