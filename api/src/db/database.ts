// Chooses the Kysely dialect from the DATABASE_URL setting. SQLite runs on Node's built-in
// node:sqlite (no native addon, which would be built for the wrong Node) through a small adapter.
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DatabaseSetting } from '../config.ts';
import { PreparingClient } from './pg-prepared.ts';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import { instrumented, queryLog } from './query-observer.ts';
import { registerSqliteFunctions } from './sqlite-functions.ts';
import type { Database } from './schema.ts';
import { SplitSqliteDialect, toSqlite } from './sqlite-split.ts';

export type Db = Kysely<Database>;
export { PREPARED_STATEMENT } from './pg-prepared.ts';
export { READER_THREAD } from './sqlite-split.ts';

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

/**
 * How long PostgreSQL may run one statement (statement_timeout, enforced by the server), and how
 * long this process waits for any answer (query_timeout, enforced here: a frozen server or network
 * answers nothing at all). Both well below the request timeout (30 s), so a request whose database
 * stops answering gets a Spanish 503 within 5 s instead of hanging.
 */
export const STATEMENT_TIMEOUT_MS = 4000;
export const QUERY_TIMEOUT_MS = 4500;

export interface DatabaseOptions {
  /** told about connection errors that no query was waiting for (a restarted or failed-over server) */
  onConnectionError?: (error: Error) => void;
  /**
   * false for a connection that runs migrations or a seed: a long index build is not a request.
   * true by default (STATEMENT_TIMEOUT_MS, QUERY_TIMEOUT_MS on PostgreSQL).
   */
  requestTimeouts?: boolean;
}

/** Opens the configured database. The caller owns it and must call destroy(). */
export function createDatabase(setting: DatabaseSetting, options: DatabaseOptions = {}): Db {
  // Query durations for the metrics (db/query-observer.ts); nothing is logged here.
  const { log, listeners } = queryLog();
  if (setting.kind === 'sqlite') {
    if (setting.file !== ':memory:') {
      fs.mkdirSync(path.dirname(setting.file), { recursive: true });
      // Writes on a writer thread, reads here: a write waiting for another process's lock
      // (the seed CLI, a backup, sqlite3) never stalls the requests (db/sqlite-split.ts).
      return instrumented(new Kysely<Database>({ dialect: new SplitSqliteDialect(setting.file), log }), listeners);
    }
    // An in-memory database exists in one connection only, so it cannot be split; nothing else
    // can hold its lock either.
    const database = new DatabaseSync(setting.file);
    database.exec('PRAGMA foreign_keys = ON;');
    registerSqliteFunctions(database);
    return instrumented(new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteAdapter(database) }), log }), listeners);
  }
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: setting.url,
    max: 10,
    // While the database is away a request fails within seconds (503) instead of waiting for ever.
    connectionTimeoutMillis: 3000,
    ...(options.requestTimeouts === false ? {} : { statement_timeout: STATEMENT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS }),
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // Tests isolate themselves in a schema of their own.
    ...(setting.schema ? { options: `-c search_path=${setting.schema}` } : {}),
  });
  // A pooled connection dropped by the server (restart, failover, idle reaper) emits 'error'; with
  // no listener that event would end the process. The pool discards the client and opens a new
  // one on the next query, so the site recovers by itself once the database is back.
  const onError = (error: Error) => options.onConnectionError?.(error);
  pool.on('error', onError);
  // A client checked out between two statements reports a dropped connection on itself.
  pool.on('connect', (client) => client.on('error', onError));
  return instrumented(new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), log }), listeners, pool);
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
