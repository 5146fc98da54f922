// Frozen in time: this file must never change once released.
// Paying a request's fee: each city's payment settings (where the money goes, which methods are
// on), the payments of each request (money in integer cents, never a float), and the events a card
// provider has sent (kept so a replayed webhook changes nothing). A request keeps the amount due
// when it was filed in cents; the old floating `payment_amount` is carried over, rounded.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await db.schema.alterTable('user_procedures').addColumn('amount_due_cents', 'integer').execute();
  await sql`update user_procedures set amount_due_cents = cast(round(payment_amount * 100) as integer) where payment_amount is not null`.execute(db);

  await db.schema.createTable('payment_settings')
    .addColumn('customer_id', 'varchar(40)', (col) => col.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('VES'))
    .addColumn('bank_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('account_number', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .addColumn('account_holder', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('rif', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile_bank', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile_phone', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addColumn('transfer_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('mobile_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('card_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'varchar(40)')
    .execute();

  await withId(db.schema.createTable('request_payments') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('user_procedure_id', 'integer', (col) => col.notNull().references('user_procedures.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // 'counter' | 'transfer' | 'mobile' | 'card'
    .addColumn('method', 'varchar(12)', (col) => col.notNull())
    .addColumn('reference', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('payer_bank', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    // the day the payer says the money left their bank ('YYYY-MM-DD')
    .addColumn('paid_on', 'varchar(10)')
    .addColumn('payer_name', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    // 'pending' | 'reported' | 'confirmed' | 'rejected' | 'refunded'
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    // the clerk's note on a rejection, or the reason of an undo
    .addColumn('note', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    // 'ciudadano', the clerk's label, or the provider's name
    .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
    .addColumn('decided_by', 'varchar(254)')
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('provider', 'varchar(20)')
    .addColumn('provider_payment_id', 'varchar(100)')
    .addColumn('receipt_number', 'varchar(30)', (col) => col.unique())
    .addColumn('receipt_sha256', 'varchar(64)')
    // the receipt's PDF in the media folder's private area, as issued (its hash is the one above)
    .addColumn('receipt_path', 'varchar(300)')
    .execute();
  await db.schema.createIndex('request_payments_request').on('request_payments').columns(['user_procedure_id', 'id']).execute();
  await db.schema.createIndex('request_payments_customer_day').on('request_payments').columns(['customer_id', 'decided_at']).execute();
  await db.schema.createIndex('request_payments_provider').on('request_payments').columns(['provider', 'provider_payment_id']).unique().execute();
  // At most one confirmed payment per request: two clerks (or a clerk and a webhook) confirming
  // at once leave one, whichever database runs the site.
  await sql`create unique index request_payments_one_confirmed on request_payments (user_procedure_id) where state = 'confirmed'`.execute(db);

  await db.schema.createTable('payment_events')
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('payment_id', 'integer')
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  // The sandbox card provider's own books (PAYMENT_PROVIDER=sandbox): what a real gateway keeps on
  // its side, here so the sandbox can be asked about a payment whose webhook never came.
  await db.schema.createTable('sandbox_checkouts')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    // 'pending' | 'approved' | 'declined' | 'abandoned'
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('return_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_checkouts', 'payment_events', 'request_payments', 'payment_settings']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('user_procedures').dropColumn('amount_due_cents').execute();
}
