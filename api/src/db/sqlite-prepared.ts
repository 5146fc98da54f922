// Prepared SQLite statements by SQL text, the least recently used dropped first. Preparing
// (parsing and planning) cost about as much as running a site search's small statements.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** How many distinct statements stay prepared: the app has a few dozen shapes of query. */
const PREPARED_STATEMENTS = 256;

export class PreparedStatements {
  readonly #database: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  get(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = this.#database.prepare(sql);
      if (this.#statements.size >= PREPARED_STATEMENTS) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}
