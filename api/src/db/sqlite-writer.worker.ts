// The SQLite writer: a worker thread with its own connection that runs every write and every
// transaction, one at a time. Waiting for the write lock (another process holding it, up to the
// busy timeout) blocks this thread only, never the event loop that serves requests.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { registerSqliteFunctions } from './sqlite-functions.ts';

export interface WriterRequest {
  id: number;
  sql: string;
  parameters: SQLInputValue[];
}

export interface WriterReply {
  id: number;
  rows?: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
  /** the error's own fields: a structured clone of an Error would drop code and errcode */
  error?: { message: string; code?: string; errcode?: number; errstr?: string };
}

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const database = new DatabaseSync(file);
database.exec(`PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${Number(busyTimeoutMs)};`);
registerSqliteFunctions(database);

parentPort!.on('message', ({ id, sql, parameters }: WriterRequest) => {
  let reply: WriterReply;
  try {
    const statement = database.prepare(sql);
    if (statement.columns().length > 0) {
      reply = { id, rows: statement.all(...parameters) };
    } else {
      const { changes, lastInsertRowid } = statement.run(...parameters);
      reply = { id, changes, lastInsertRowid };
    }
  } catch (error) {
    const { message, code, errcode, errstr } = error as { message: string; code?: string; errcode?: number; errstr?: string };
    reply = { id, error: { message, code, errcode, errstr } };
  }
  parentPort!.postMessage(reply);
});

parentPort!.on('close', () => database.close());
