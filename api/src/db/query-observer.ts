// Lets the metrics see each query's duration and the PostgreSQL pool's use without the
// repositories knowing: Kysely's own log hook feeds the listeners of the database it was made for.
// With no listener (the CLIs, most tests) a query costs one empty-set check.
import type { LogEvent } from 'kysely';
import type pg from 'pg';

export interface QueryObservation {
  /** select, insert, update, delete or other (never the SQL text: it would be a label per query) */
  operation: string;
  durationMs: number;
  failed: boolean;
}

export interface PoolUse {
  /** connections open */
  total: number;
  /** open and free */
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
  max: number;
}

type Listener = (observation: QueryObservation) => void;

const listenersOf = new WeakMap<object, Set<Listener>>();
const poolOf = new WeakMap<object, pg.Pool>();

const operations = new Map([
  ['SelectQueryNode', 'select'], ['InsertQueryNode', 'insert'], ['UpdateQueryNode', 'update'], ['DeleteQueryNode', 'delete'],
]);

function operationOf(event: LogEvent): string {
  const known = operations.get(event.query.query.kind);
  if (known) return known;
  // Raw SQL: its first keyword, after any leading comment (READER_THREAD's marker).
  const word = /^\s*(?:\/\*.*?\*\/\s*)?(\w+)/s.exec(event.query.sql)?.[1]?.toLowerCase();
  return word === 'select' || word === 'with' ? 'select' : word === 'insert' || word === 'update' || word === 'delete' ? word : 'other';
}

/** A Kysely `log` option and the set its events go to; attach the set with `instrumented`. */
export function queryLog(): { log: (event: LogEvent) => void; listeners: Set<Listener> } {
  const listeners = new Set<Listener>();
  return {
    listeners,
    log(event) {
      if (listeners.size === 0) return;
      const observation = { operation: operationOf(event), durationMs: event.queryDurationMillis, failed: event.level === 'error' };
      for (const listener of listeners) listener(observation);
    },
  };
}

/** Remembers which listeners (and pool) belong to a database, and returns it. */
export function instrumented<T extends object>(db: T, listeners: Set<Listener>, pool?: pg.Pool): T {
  listenersOf.set(db, listeners);
  if (pool) poolOf.set(db, pool);
  return db;
}

/** Calls listener after every query on db; returns the function that stops it. */
export function observeQueries(db: object, listener: Listener): () => void {
  const listeners = listenersOf.get(db);
  if (!listeners) return () => {};
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The PostgreSQL pool's use now, or null for SQLite (one connection per thread, nothing pooled). */
export function poolUse(db: object): PoolUse | null {
  const pool = poolOf.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}
