// A Kysely dialect for a SQLite file where no request waits for the write lock (finding 4 of
// issue 18: one write waiting on another process's lock froze every request for ~5 s).
// - Reads (SELECT outside a transaction) run on a connection in this thread: in WAL mode they never
//   wait for a writer, and a read after a write sees it, since the write has committed.
// - Writes and whole transactions go to one worker thread (sqlite-thread.worker.ts), queued in
//   order; the worker alone waits for the lock, up to writeLockWaitMs, then fails with SQLITE_BUSY
//   (a Spanish 503, see db/errors.ts).
// - Reads marked READER_THREAD (the site search's index statements: most of a search's time) go to
//   a second worker thread, so a 2-core machine serves requests on one core while the other reads
//   the index; the serving thread stays free for every other request meanwhile.
// Repositories do not change: this is only a driver.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { registerSqliteFunctions } from './sqlite-functions.ts';
import {
  CompiledQuery, RawNode, SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type DatabaseIntrospector, type Dialect, type DialectAdapter, type Driver,
  type Kysely, type QueryCompiler, type QueryResult,
} from 'kysely';
import { PreparedStatements } from './sqlite-prepared.ts';
import type { ThreadReply, ThreadRequest, ThreadSetting } from './sqlite-thread.worker.ts';

/** Put first in a read's text to run it on the reader thread (SQLite files; elsewhere a comment). */
export const READER_THREAD = '/* reader thread */ ';

/** How long a write waits for another process's lock before failing (off the request path). */
export const writeLockWaitMs = 3000;
/** How long a read on the serving thread may wait; in WAL mode it practically never does. */
export const readLockWaitMs = 100;

// node:sqlite rejects booleans and undefined; Kysely may pass both.
export function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}

function asBigInt(value: number | bigint | undefined): bigint | undefined {
  return value === undefined || value === null ? undefined : BigInt(value);
}

/**
 * After a write waited out writeLockWaitMs (another process holds the lock: the database is
 * frozen for us), the writes queued behind it fail at once for this long instead of each waiting
 * its own turn: every request gets its 503 within one wait, not one wait per write ahead of it.
 */
export const stalledFailFastMs = 1000;

const isBusy = (reply: ThreadReply) => reply.error !== undefined && reply.error !== null && typeof reply.error.errcode === 'number' && (reply.error.errcode & 0xff) === 5;

/** One lock, queued in order: the writer runs one statement or one transaction at a time. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  /** until when queued writes fail at once (the last write found the database locked by another process) */
  stalledUntil = 0;

  /** Resolves with the function that releases the lock; rejects with SQLITE_BUSY while the database is stalled. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const acquired = this.#tail.then(() => {
      if (Date.now() < this.stalledUntil) {
        release();
        throw Object.assign(new Error('database is locked (another write just waited out the lock)'), { code: 'ERR_SQLITE_ERROR', errcode: 5, errstr: 'database is locked' });
      }
      return release;
    });
    this.#tail = this.#tail.then(() => held);
    return acquired;
  }

  /** Notes a write's reply: a busy one stalls the queue for stalledFailFastMs. */
  noteReply(reply: ThreadReply): ThreadReply {
    if (isBusy(reply)) this.stalledUntil = Date.now() + stalledFailFastMs;
    return reply;
  }
}

/** A connection on a worker thread, and the replies it owes. */
class StatementThread {
  readonly #setting: ThreadSetting;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (reply: ThreadReply) => void; reject: (error: Error) => void }>();

  constructor(setting: ThreadSetting) {
    this.#setting = setting;
  }

  #start(): Worker {
    const worker = new Worker(new URL('./sqlite-thread.worker.ts', import.meta.url), { workerData: this.#setting });
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.#worker = null;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error(`the SQLite ${this.#setting.role} thread stopped`)));
    return worker;
  }

  run(sql: string, parameters: SQLInputValue[]): Promise<ThreadReply> {
    const worker = this.#worker ?? (this.#worker = this.#start());
    const id = this.#nextId++;
    // Keep the process alive only while a statement is on its way.
    if (this.#pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters } satisfies ThreadRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }
}

function fromReply(reply: ThreadReply): QueryResult<unknown> {
  if (reply.error) {
    throw Object.assign(new Error(reply.error.message), { code: reply.error.code, errcode: reply.error.errcode, errstr: reply.error.errstr });
  }
  if (reply.rows) return { rows: reply.rows };
  return { rows: [], numAffectedRows: asBigInt(reply.changes), insertId: asBigInt(reply.lastInsertRowid) };
}

// A read is a SELECT, or raw SQL that starts with one (health checks, counts).
function isRead(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*select\b/i.test(query.sql));
}

class SplitConnection implements DatabaseConnection {
  readonly #reader: PreparedStatements;
  readonly #readerThread: StatementThread;
  readonly #writer: StatementThread;
  readonly #mutex: Mutex;
  /** set while this connection holds the writer for a transaction */
  release: (() => void) | null = null;

  constructor(reader: PreparedStatements, readerThread: StatementThread, writer: StatementThread, mutex: Mutex) {
    this.#reader = reader;
    this.#readerThread = readerThread;
    this.#writer = writer;
    this.#mutex = mutex;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = toSqlite(compiledQuery.parameters);
    if (this.release) return fromReply(this.#mutex.noteReply(await this.#writer.run(compiledQuery.sql, parameters))) as QueryResult<R>;
    if (compiledQuery.sql.startsWith(READER_THREAD)) return fromReply(await this.#readerThread.run(compiledQuery.sql, parameters)) as QueryResult<R>;
    if (isRead(compiledQuery)) {
      return { rows: this.#reader.get(compiledQuery.sql).all(...parameters) as R[] };
    }
    const release = await this.#mutex.lock();
    try {
      return fromReply(this.#mutex.noteReply(await this.#writer.run(compiledQuery.sql, parameters))) as QueryResult<R>;
    } finally {
      release();
    }
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on SQLite here');
  }
}

class SplitDriver implements Driver {
  readonly #file: string;
  #reader: DatabaseSync | null = null;
  #prepared: PreparedStatements | null = null;
  readonly #writer: StatementThread;
  readonly #readerThread: StatementThread;
  readonly #mutex = new Mutex();

  constructor(file: string) {
    this.#file = file;
    this.#writer = new StatementThread({ file, role: 'writer', busyTimeoutMs: writeLockWaitMs });
    this.#readerThread = new StatementThread({ file, role: 'reader', busyTimeoutMs: readLockWaitMs });
  }

  async init(): Promise<void> {
    // The writer creates the file and switches it to WAL before the reader opens it.
    fromReply(await this.#writer.run('PRAGMA journal_mode = WAL', []));
    this.#reader = new DatabaseSync(this.#file);
    this.#reader.exec(`PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${readLockWaitMs};`);
    registerSqliteFunctions(this.#reader);
    this.#prepared = new PreparedStatements(this.#reader);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.#prepared!, this.#readerThread, this.#writer, this.#mutex);
  }

  async beginTransaction(connection: SplitConnection): Promise<void> {
    connection.release = await this.#mutex.lock();
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      this.#end(connection);
      throw error;
    }
  }

  async commitTransaction(connection: SplitConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'));
    } finally {
      this.#end(connection);
    }
  }

  async rollbackTransaction(connection: SplitConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#end(connection);
    }
  }

  #end(connection: SplitConnection): void {
    const release = connection.release;
    connection.release = null;
    release?.();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.#writer.close();
    await this.#readerThread.close();
    this.#reader?.close();
  }
}

/** SQLite over a file: reads on this thread (marked ones on a reader thread), writes and transactions on a writer thread. */
export class SplitSqliteDialect implements Dialect {
  readonly #file: string;

  constructor(file: string) {
    this.#file = file;
  }

  createDriver(): Driver {
    return new SplitDriver(this.#file);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
