// A SQLite connection on a worker thread of its own (db/sqlite-split.ts), in one of two roles:
// - the writer runs every write and every transaction, one at a time; waiting for the write lock
//   (another process holding it, up to the busy timeout) blocks this thread only, never the event
//   loop that serves requests;
// - the reader runs the reads marked READER_THREAD (the site search's index statements), so their
//   CPU time is spent on the second core instead of the serving thread's. It opens the file read
//   only and keeps its statements prepared.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { registerSqliteFunctions } from './sqlite-functions.ts';
import { PreparedStatements } from './sqlite-prepared.ts';

export interface ThreadRequest {
  id: number;
  sql: string;
  parameters: SQLInputValue[];
}

export interface ThreadReply {
  id: number;
  rows?: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
  /** the error's own fields: a structured clone of an Error would drop code and errcode */
  error?: { message: string; code?: string; errcode?: number; errstr?: string };
}

export interface ThreadSetting {
  file: string;
  role: 'writer' | 'reader';
  busyTimeoutMs: number;
}

const { file, role, busyTimeoutMs } = workerData as ThreadSetting;
const database = new DatabaseSync(file, { readOnly: role === 'reader' });
database.exec(`${role === 'writer' ? 'PRAGMA journal_mode = WAL; ' : ''}PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${Number(busyTimeoutMs)};`);
registerSqliteFunctions(database);
const prepared = role === 'reader' ? new PreparedStatements(database) : null;

parentPort!.on('message', ({ id, sql, parameters }: ThreadRequest) => {
  let reply: ThreadReply;
  try {
    const statement = prepared ? prepared.get(sql) : database.prepare(sql);
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
