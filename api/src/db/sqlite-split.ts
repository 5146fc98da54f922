// A Kysely dialect for a SQLite file where no request waits for the write lock (finding 4 of
// issue 18: one write waiting on another process's lock froze every request for ~5 s).
// - Reads (SELECT outside a transaction) run on a connection in this thread: in WAL mode they never
//   wait for a writer, and a read after a write sees it, since the write has committed.
// - Writes and whole transactions go to one worker thread (sqlite-writer.worker.ts), queued in
//   order; the worker alone waits for the lock, up to writeLockWaitMs, then fails with SQLITE_BUSY
//   (a Spanish 503, see db/errors.ts).
// Repositories do not change: this is only a driver.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { registerSqliteFunctions } from './sqlite-functions.ts';
import {
  CompiledQuery, RawNode, SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type DatabaseIntrospector, type Dialect, type DialectAdapter, type Driver,
  type Kysely, type QueryCompiler, type QueryResult,
} from 'kysely';
import type { WriterReply, WriterRequest } from './sqlite-writer.worker.ts';

/** How long a write waits for another process's lock before failing (off the request path). */
export const writeLockWaitMs = 3000;
/** How long a read on the serving thread may wait; in WAL mode it practically never does. */
export const readLockWaitMs = 100;

// node:sqlite rejects booleans and undefined; Kysely may pass both.
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}

function asBigInt(value: number | bigint | undefined): bigint | undefined {
  return value === undefined || value === null ? undefined : BigInt(value);
}

/** One lock, queued in order: the writer runs one statement or one transaction at a time. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with the function that releases the lock. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return acquired;
  }
}

/** The worker thread and the replies it owes. */
class Writer {
  readonly #file: string;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (reply: WriterReply) => void; reject: (error: Error) => void }>();

  constructor(file: string) {
    this.#file = file;
  }

  #start(): Worker {
    const worker = new Worker(new URL('./sqlite-writer.worker.ts', import.meta.url), { workerData: { file: this.#file, busyTimeoutMs: writeLockWaitMs } });
    worker.unref();
    worker.on('message', (reply: WriterReply) => {
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
    worker.on('exit', () => fail(new Error('the SQLite writer thread stopped')));
    return worker;
  }

  run(sql: string, parameters: SQLInputValue[]): Promise<WriterReply> {
    const worker = this.#worker ?? (this.#worker = this.#start());
    const id = this.#nextId++;
    // Keep the process alive only while a write is on its way.
    if (this.#pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters } satisfies WriterRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }
}

function fromReply(reply: WriterReply): QueryResult<unknown> {
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

/** How many distinct read statements stay prepared: the app has a few dozen shapes of query. */
const PREPARED_READS = 256;

/**
 * The reader's prepared statements by SQL text, the least recently used dropped first. Preparing
 * (parsing and planning) cost about as much as running a site search's small statements.
 */
class PreparedReads {
  readonly #reader: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(reader: DatabaseSync) {
    this.#reader = reader;
  }

  get(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = this.#reader.prepare(sql);
      if (this.#statements.size >= PREPARED_READS) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}

class SplitConnection implements DatabaseConnection {
  readonly #reader: PreparedReads;
  readonly #writer: Writer;
  readonly #mutex: Mutex;
  /** set while this connection holds the writer for a transaction */
  release: (() => void) | null = null;

  constructor(reader: PreparedReads, writer: Writer, mutex: Mutex) {
    this.#reader = reader;
    this.#writer = writer;
    this.#mutex = mutex;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = toSqlite(compiledQuery.parameters);
    if (this.release) return fromReply(await this.#writer.run(compiledQuery.sql, parameters)) as QueryResult<R>;
    if (isRead(compiledQuery)) {
      return { rows: this.#reader.get(compiledQuery.sql).all(...parameters) as R[] };
    }
    const release = await this.#mutex.lock();
    try {
      return fromReply(await this.#writer.run(compiledQuery.sql, parameters)) as QueryResult<R>;
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
  #prepared: PreparedReads | null = null;
  readonly #writer: Writer;
  readonly #mutex = new Mutex();

  constructor(file: string) {
    this.#file = file;
    this.#writer = new Writer(file);
  }

  async init(): Promise<void> {
    // The writer creates the file and switches it to WAL before the reader opens it.
    fromReply(await this.#writer.run('PRAGMA journal_mode = WAL', []));
    this.#reader = new DatabaseSync(this.#file);
    this.#reader.exec(`PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${readLockWaitMs};`);
    registerSqliteFunctions(this.#reader);
    this.#prepared = new PreparedReads(this.#reader);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.#prepared!, this.#writer, this.#mutex);
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
    this.#reader?.close();
  }
}

/** SQLite over a file: reads on this thread, writes and transactions on a writer thread. */
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
