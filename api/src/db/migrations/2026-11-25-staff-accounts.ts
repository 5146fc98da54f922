// Frozen in time: this file must never change once released.
// Staff accounts (issue 16): the accounts, their sessions (shared by every instance), the failed
// sign-ins that lock an account or a client out for a while, and the audit log of every write.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('staff_accounts') as Builder)
    // Lower case, so one address is one account however it is typed.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // null: the account may manage every customer of the install.
    .addColumn('customer_id', 'varchar(40)', (col) => col.references('customers.id').onDelete('cascade'))
    // 'scrypt$N$r$p$salt$hash' (base64url), so the parameters can be raised later.
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_login', 'varchar(40)')
    .execute();

  // The cookie holds a random token; only its SHA-256 is stored, so a copy of the table opens nothing.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  // One row per failed attempt: 'account:<email>', 'client:<address>' or 'token:<address>'.
  await withId(db.schema.createTable('staff_auth_failures') as Builder)
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_auth_failures_subject_at').on('staff_auth_failures').columns(['subject', 'at']).execute();

  // No foreign keys: the log outlives what it tells about.
  await withId(db.schema.createTable('audit_log') as Builder)
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(300)', (col) => col.notNull())
    .addColumn('call_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('customer_id', 'varchar(40)')
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_customer').on('audit_log').columns(['customer_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'staff_auth_failures', 'staff_sessions', 'staff_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
