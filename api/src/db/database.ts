// Chooses the Kysely dialect from the DATABASE_URL setting. SQLite runs on Node's built-in
// node:sqlite (no native addon, which would be built for the wrong Node) through a small adapter.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DatabaseSetting } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// node:sqlite rejects booleans and undefined; Kysely may pass both.
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}

/** Wraps a node:sqlite database in the interface Kysely's SqliteDialect expects. */
export function sqliteAdapter(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqlite(parameters)),
        run: (parameters) => {
          const result = statement.run(...toSqlite(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
      };
    },
  };
}

/** Opens the configured database. The caller owns it and must call destroy(). */
export function createDatabase(setting: DatabaseSetting): Db {
  if (setting.kind === 'sqlite') {
    if (setting.file !== ':memory:') fs.mkdirSync(path.dirname(setting.file), { recursive: true });
    const database = new DatabaseSync(setting.file);
    // WAL lets readers proceed during a write; busy_timeout covers a second process (the seed CLI).
    database.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteAdapter(database) }) });
  }
  const pool = new pg.Pool({
    connectionString: setting.url,
    max: 10,
    // Tests isolate themselves in a schema of their own.
    ...(setting.schema ? { options: `-c search_path=${setting.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
