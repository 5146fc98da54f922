// Frozen in time: this file must never change once released.
// E-mail through a transactional outbox:
// - outbox: one row per message, written in the same transaction as the change that causes it, so a
//   change is never saved without its message nor a message queued for a change that was rolled
//   back. The message is rendered when queued (what the citizen receives is what the change said);
//   a worker claims due rows (a lease: claim token + claimed_until) and delivers them.
// - outbox_attempts: every delivery attempt with the server's answer (the console's delivery log).
// - contact_replies: a clerk's answers to a contact message (its thread), each with its outbox row.
// - customers.mail_reply_to: the city's inbox that citizens' replies go to ('' → the city's e-mail).
// - appointments.reminded_at: the reminder of the day before was queued (set by the one statement
//   that claims it, so two instances never both remind).
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (table: Builder): Builder =>
    postgres ? table.addColumn('id', 'serial', (col) => col.primaryKey()) : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  await withId(db.schema.createTable('outbox') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // 'appointment.booked', 'contact.reply', … (modules/notifications/events.ts)
    .addColumn('event', 'varchar(40)', (col) => col.notNull())
    // what the message is about ('appointment', 'request', 'contact') and its id
    .addColumn('entity', 'varchar(20)', (col) => col.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('language', 'varchar(5)', (col) => col.notNull())
    .addColumn('message_id', 'varchar(300)', (col) => col.notNull().unique())
    .addColumn('from_address', 'varchar(400)', (col) => col.notNull())
    .addColumn('reply_to', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(400)', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    // JSON [{ filename, contentType, content }] and JSON { header: value }
    .addColumn('attachments', 'text', (col) => col.notNull())
    .addColumn('headers', 'text', (col) => col.notNull())
    // queued → sending → sent | failed (a retry goes back to queued)
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // ISO instants in UTC: they compare as text on both databases
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created', 'varchar(30)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_customer').on('outbox').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('outbox_entity').on('outbox').columns(['entity', 'entity_id']).execute();

  await withId(db.schema.createTable('outbox_attempts') as Builder)
    .addColumn('outbox_id', 'integer', (col) => col.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    // 'sent', 'retry' (a temporary failure, tried again later), 'failed' (given up), 'resend' (a clerk's)
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addColumn('response', 'varchar(1000)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_attempts_message').on('outbox_attempts').columns(['outbox_id', 'id']).execute();

  await withId(db.schema.createTable('contact_replies') as Builder)
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('author', 'varchar(300)', (col) => col.notNull())
    .addColumn('outbox_id', 'integer', (col) => col.references('outbox.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contact_replies_message').on('contact_replies').columns(['message_id', 'id']).execute();

  await db.schema.alterTable('customers').addColumn('mail_reply_to', 'varchar(254)', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.alterTable('appointments').addColumn('reminded_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('reminded_at').execute();
  await db.schema.alterTable('customers').dropColumn('mail_reply_to').execute();
  for (const table of ['contact_replies', 'outbox_attempts', 'outbox']) await db.schema.dropTable(table).execute();
}
