// What a database failure means for the client, on either database. Connection loss and lock
// waits are temporary (503, the client may retry); a value the database refuses is the input's
// fault (400, retrying cannot help); a unique or foreign key refused because another request changed
// the same rows at the same moment is a conflict (409, reload and try again). Everything else stays
// a 500. A foreign key refused is 'in-use' (409 too, with its own words): other rows depend on the
// one being deleted, or the one referred to is gone; the delete calls check their dependents first,
// so this is the last line, the same on both databases.
export type DatabaseFailure = 'unavailable' | 'busy' | 'invalid-data' | 'conflict' | 'in-use';

// SQLite's extended codes: CONSTRAINT_PRIMARYKEY, CONSTRAINT_UNIQUE.
const sqliteConflicts = new Set([1555, 2067]);

// Node's network errors while connecting or talking to PostgreSQL.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// pg and pg-pool raise these without a code when a connection dies or cannot be had in time.
// 'Query read timeout': the database did not answer within QUERY_TIMEOUT_MS (db/database.ts).
const lostConnection = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Query read timeout/i;

/** Classifies an error thrown by Kysely over node:sqlite or pg; null when it is not a known database failure. */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  // node:sqlite: SQLITE_BUSY (5) and SQLITE_LOCKED (6), primary codes in the low byte.
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    const primary = errcode & 0xff;
    if (primary === 5 || primary === 6) return 'busy';
    if (primary === 18 || primary === 20 || primary === 25) return 'invalid-data'; // TOOBIG, MISMATCH, RANGE
    if (sqliteConflicts.has(errcode)) return 'conflict';
    // CONSTRAINT_FOREIGNKEY (787), or any constraint code whose message says FOREIGN KEY (a
    // deferred check at commit has been seen as 1811).
    if (errcode === 787 || (primary === 19 && typeof message === 'string' && /FOREIGN KEY/i.test(message))) return 'in-use';
    return null;
  }
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return 'unavailable';
    // SQLSTATE classes: 08 connection exception, 57P0x operator intervention (shutdown, cannot
    // connect now), 53 insufficient resources (too many connections), 22 data exception.
    if (/^08|^57P0[1-4]$|^53/.test(code)) return 'unavailable';
    if (code === '3D000') return 'unavailable'; // the database does not exist (yet, or any more)
    if (code === '57014' || code === '55P03') return 'busy'; // statement_timeout (query_canceled), lock_not_available
    if (/^22/.test(code)) return 'invalid-data';
    if (code === '23505') return 'conflict'; // unique_violation
    if (code === '23503') return 'in-use'; // foreign_key_violation
  }
  if (typeof message === 'string' && lostConnection.test(message)) return 'unavailable';
  return null;
}
