// Frozen in time: this file must never change once released.
// City certificates (issue 15): what the city issued, so anyone holding one can check it is genuine
// on /certificate/validation/<number>?register_id=<register>. One row per certificate; the pair
// (number, register) is unique per customer. The holder's name and national id are stored for the
// clerks and never published in full. The issued PDF, when attached, lives in the media folder's
// private area (private/certificates/…) with its SHA-256 beside it.
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('certificates');
  await (postgres
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'varchar(40)', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    // Upper case, as the public check compares them.
    .addColumn('number', 'varchar(40)', (col) => col.notNull())
    .addColumn('register_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('type', 'varchar(150)', (col) => col.notNull())
    // Where it came from; the names are kept as issued, so a later rename or delete of the
    // procedure does not change what an old certificate says.
    .addColumn('procedure_id', 'integer', (col) => col.references('procedures.id').onDelete('set null'))
    .addColumn('procedure_name', 'varchar(200)')
    .addColumn('department_id', 'integer', (col) => col.references('departments.id').onDelete('set null'))
    .addColumn('department_name', 'varchar(200)')
    .addColumn('holder_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('holder_national_id', 'varchar(30)', (col) => col.notNull())
    // 'YYYY-MM-DD' days in the customer's time zone.
    .addColumn('issued_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('expires_on', 'varchar(10)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('valid'))
    .addColumn('revoked_on', 'varchar(10)')
    .addColumn('revocation_reason', 'varchar(500)')
    .addColumn('pdf_path', 'varchar(300)')
    .addColumn('pdf_sha256', 'varchar(64)')
    .addColumn('pdf_size', 'integer')
    .addColumn('created', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('certificates_customer_number_register', ['customer_id', 'number', 'register_id'])
    .execute();
  await db.schema.createIndex('certificates_customer_issued').on('certificates').columns(['customer_id', 'issued_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('certificates_customer_issued').execute();
  await db.schema.dropTable('certificates').execute();
}
