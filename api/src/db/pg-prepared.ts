// Server-side prepared statements for the few hot statements that ask for one. Kysely sends every
// statement unnamed, so PostgreSQL parses and plans it on every call; for the site search the plan
// cost more than the run (0.5 of ~1.4 ms). A statement whose text starts with PREPARED_STATEMENT is
// sent named instead (the name is a hash of the text, so a changed text is a new statement), and
// the connection parses it once and, after five runs, keeps PostgreSQL's generic plan.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Put first in a statement's text to have it prepared once per connection. Keep the text constant: values as parameters. */
export const PREPARED_STATEMENT = '/* prepared */ ';

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `portal_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that sends marked statements as named (prepared) ones; everything else as pg would.
 * A statement pg gave up waiting for (query_timeout) ends its connection: the server may still
 * answer it later, and a connection whose next answer belongs to an abandoned statement must not
 * go back to the pool.
 */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; this one only rewrites the (text, values, callback?) form Kysely uses.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const answer = typeof text === 'string' && text.startsWith(PREPARED_STATEMENT)
      ? (super.query as (...a: unknown[]) => unknown)({ name: nameOf(text as string), text, values }, callback)
      : (super.query as (...a: unknown[]) => unknown)(...args);
    if (answer instanceof Promise) {
      return answer.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          // end() marks the client as ending at once, so the pool drops it when Kysely releases it
          // (a moment later); destroying the socket does not wait for a server that may never answer.
          this.end().catch(() => {});
          (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
        throw error;
      }) as never;
    }
    return answer as never;
  }
}
