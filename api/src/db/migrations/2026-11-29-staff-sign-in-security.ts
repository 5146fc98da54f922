// Frozen in time: this file must never change once released.
// Staff sign-in that attackers cannot turn against the staff:
// - staff_signin_throttle: one row per (scope, account, address) counting reserved sign-in attempts
//   (and wrong bearer tokens per address), with a lock that grows with each further failure; the
//   row is claimed and checked in one statement, so parallel guesses cannot all slip through;
// - staff_signin_addresses: the distinct accounts that failed from one address in a window (the
//   per-address ceiling), as a bounded list in one row, for the same one-statement check;
// - staff_passkeys, staff_webauthn_challenges: WebAuthn credentials and the single-use challenges
//   of a registration or a sign-in, shared by every instance;
// - staff_totp: a time-based one-time code secret per account (pending until confirmed);
// - staff_account_links: one-time invitation and password-reset links (only a hash is stored);
// - staff_factor_policies: which roles of a municipality must sign in with a second factor;
// - audit_log.changes: the before/after values of an audited change.
// The old per-subject failure rows (check-then-record) go: the throttle replaces them.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  // Times in milliseconds since the epoch, so the lock's end is computed inside the statement.
  await db.schema
    .createTable('staff_signin_throttle')
    // 'password' (account + address) or 'token' (address only; account '')
    .addColumn('scope', 'varchar(20)', (col) => col.notNull())
    .addColumn('account', 'varchar(254)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('lock_ms', 'bigint', (col) => col.notNull())
    .addColumn('locked_until', 'bigint', (col) => col.notNull())
    .addColumn('last_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_signin_throttle_pk', ['scope', 'account', 'address'])
    .execute();
  await db.schema.createIndex('staff_signin_throttle_account').on('staff_signin_throttle').columns(['account', 'scope']).execute();
  await db.schema.createIndex('staff_signin_throttle_last').on('staff_signin_throttle').column('last_at').execute();

  await db.schema
    .createTable('staff_signin_addresses')
    .addColumn('address', 'varchar(64)', (col) => col.primaryKey())
    // '|h1|h2|…|': a short hash of each account's e-mail (hex, so LIKE needs no escaping)
    .addColumn('accounts', 'text', (col) => col.notNull())
    .addColumn('account_count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('staff_passkeys') as Builder)
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    // base64url, as the browser reports it
    .addColumn('credential_id', 'varchar(1400)', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', 'varchar(200)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_used', 'varchar(40)')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();

  await db.schema
    .createTable('staff_webauthn_challenges')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('challenge', 'varchar(200)', (col) => col.notNull())
    // 'register' (staff_id set) or 'sign-in'
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('cascade'))
    .addColumn('rp_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('origin', 'varchar(300)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_webauthn_challenges_created').on('staff_webauthn_challenges').column('created_at').execute();

  await db.schema
    .createTable('staff_totp')
    .addColumn('staff_id', 'integer', (col) => col.primaryKey().references('staff_accounts.id').onDelete('cascade'))
    // base32; null until the first code confirms an enrolment
    .addColumn('secret', 'varchar(64)')
    // a secret being enrolled: replaced by the next start, becomes `secret` once a code confirms it
    .addColumn('pending_secret', 'varchar(64)')
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    // the last time step a code was accepted for: a code is never accepted twice
    .addColumn('last_step', 'bigint')
    .execute();

  await db.schema
    .createTable('staff_account_links')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    // 'invite' or 'reset'
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(300)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_account_links_staff').on('staff_account_links').column('staff_id').execute();

  await db.schema
    .createTable('staff_factor_policies')
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('staff_factor_policies_pk', ['customer_id', 'role'])
    .execute();

  // JSON: [{ field, before, after }]; null for entries without values.
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();

  await db.schema.dropTable('staff_auth_failures').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['staff_factor_policies', 'staff_account_links', 'staff_totp', 'staff_webauthn_challenges', 'staff_passkeys', 'staff_signin_addresses', 'staff_signin_throttle']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('audit_log').dropColumn('changes').execute();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (db.schema.createTable('staff_auth_failures') as Builder)
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
}
