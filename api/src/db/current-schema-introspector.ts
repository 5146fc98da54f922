// Kysely's PostgreSQL introspector reads the tables of every schema in the database and, for each
// row, looks schemas up by name (has_schema_privilege, pg_get_serial_sequence). A schema dropped
// by someone else while that query runs makes it fail with 'schema … does not exist', so a server
// starting (its migrations ask whether their table exists) could fail because another site or test
// sharing the database dropped its own schema. This one reads the connection's current schema only:
// the one the migrations and the app use.
import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  auto_incrementing: string | null;
}

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows;
  }

  async getTables(options = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // The schema filter comes first and by value, so no other schema's name is ever looked up.
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as auto_incrementing
      from pg_catalog.pg_namespace ns
      join pg_catalog.pg_class c on c.relnamespace = ns.oid
      join pg_catalog.pg_attribute a on a.attrelid = c.oid
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.kind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        isAutoIncrementing: row.auto_incrementing !== null,
        hasDefaultValue: row.has_default,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: { withInternalKyselyTables: boolean }): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL as Kysely speaks it, introspecting the current schema only. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
