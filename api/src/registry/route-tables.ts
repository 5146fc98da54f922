// The route tables of the registry's remotes, as the portal server knows them. Each is read from
// the remote's manifest over HTTP and kept per manifest URL:
//   - a page request uses what is known at once, and a table older than REVALIDATE_MS is
//     revalidated in the background (a conditional GET, 304 when nothing changed), so a remote
//     deployed alone is picked up without a restart;
//   - a table never read yet is fetched while the request waits, at most WAIT_MS;
//   - before a path is answered 404, every table older than FRESH_FOR_404_MS is revalidated first,
//     so a page a remote has just added is never refused because the server had an older table;
//   - a remote that stops answering keeps its last good table; one never read is "unknown", and
//     the hosting page then answers 503 for paths no known table claims, never a false 404.
import { mergeRouteTables, type OwnedRoute, type RouteEntry } from '@portal/pages/route-table';
import type { Registry } from './registry.ts';
import { ManifestError, fetchManifest, manifestRoutes } from './remote-manifest.ts';

const REVALIDATE_MS = 10_000;
const FRESH_FOR_404_MS = 2_000;
const WAIT_MS = 1_500;
const RETRY_AFTER_FAILURE_MS = 5_000;
const FETCH_TIMEOUT_MS = 3_000;

interface Entry {
  routes: RouteEntry[] | null;
  etag: string | null;
  checkedAt: number;
  failedAt: number;
  pending: Promise<void> | null;
  reported: string;
}

export interface VisitorRoutes {
  /** Every page of the visitor's registry, each with its remote. */
  routes: OwnedRoute[];
  /** Remotes whose table has never been read: a path no route claims may be one of their pages. */
  unknown: string[];
  /** Per remote, a tag of the manifest last read (its ETag): it changes when the remote is redeployed. */
  versions: Record<string, string>;
}

export interface RouteTablesOptions {
  log: { warn: (message: string) => void; info: (message: string) => void };
  now?: () => number;
}

export class RouteTables {
  #entries = new Map<string, Entry>();
  #conflicts = new Set<string>();
  #log: RouteTablesOptions['log'];
  #now: () => number;

  constructor({ log, now = Date.now }: RouteTablesOptions) {
    this.#log = log;
    this.#now = now;
  }

  #entry(url: string): Entry {
    let entry = this.#entries.get(url);
    if (!entry) {
      entry = { routes: null, etag: null, checkedAt: 0, failedAt: 0, pending: null, reported: '' };
      this.#entries.set(url, entry);
    }
    return entry;
  }

  // Logs a problem once, until it changes or goes away.
  #report(url: string, entry: Entry, problem: string): void {
    if (entry.reported === problem) return;
    entry.reported = problem;
    if (problem) this.#log.warn(`route table of ${url}: ${problem}`);
  }

  #refresh(url: string, entry: Entry): Promise<void> {
    entry.pending ??= (async () => {
      try {
        const answer = await fetchManifest(url, { etag: entry.routes ? entry.etag : null, timeoutMs: FETCH_TIMEOUT_MS });
        if (answer.status === 'ok') {
          const { routes, errors } = manifestRoutes(answer.manifest);
          entry.routes = routes;
          entry.etag = answer.etag;
          this.#report(url, entry, errors.join('; '));
        } else {
          this.#report(url, entry, '');
        }
        entry.checkedAt = this.#now();
        entry.failedAt = 0;
      } catch (error) {
        entry.failedAt = this.#now();
        const message = error instanceof ManifestError ? error.message : String(error);
        this.#report(url, entry, entry.routes ? `${message}; se usa la última tabla leída` : message);
      } finally {
        entry.pending = null;
      }
    })();
    return entry.pending;
  }

  // Resolves when the refresh ends or `ms` pass, whichever comes first.
  async #waitFor(work: Promise<void>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([work, new Promise<void>((resolve) => { timer = setTimeout(resolve, ms); })]);
    clearTimeout(timer);
  }

  /** The table of one manifest URL: refreshed as the header says, null while it has never been read. */
  async table(url: string, { freshWithinMs = REVALIDATE_MS }: { freshWithinMs?: number } = {}): Promise<RouteEntry[] | null> {
    const entry = this.#entry(url);
    const now = this.#now();
    if (entry.routes === null) {
      const recentlyFailed = entry.failedAt > 0 && now - entry.failedAt < RETRY_AFTER_FAILURE_MS;
      if (!recentlyFailed || entry.pending) await this.#waitFor(this.#refresh(url, entry), WAIT_MS);
      return entry.routes;
    }
    if (now - entry.checkedAt >= freshWithinMs && !(entry.failedAt > 0 && now - entry.failedAt < RETRY_AFTER_FAILURE_MS)) {
      const refresh = this.#refresh(url, entry);
      // A stale table is used at once, unless the caller needs it fresher than that (a 404).
      if (freshWithinMs < REVALIDATE_MS) await this.#waitFor(refresh, WAIT_MS);
    }
    return entry.routes;
  }

  /**
   * The pages of one visitor's registry (remote name → manifest URL, relative URLs resolved
   * against `origin`). `before404` asks for tables at most a moment old; so does `fresh`, for a
   * page the server renders (a remote deployed alone is rendered from its new build two seconds on).
   */
  async forRegistry(registry: Registry, origin: string, { before404 = false, fresh = false } = {}): Promise<VisitorRoutes> {
    const names = Object.keys(registry);
    const tables = await Promise.all(
      names.map((name) => this.table(new URL(registry[name]!, origin).href, before404 || fresh ? { freshWithinMs: FRESH_FOR_404_MS } : {})),
    );
    const known = names.flatMap((remote, index) => (tables[index] ? [{ remote, routes: tables[index] }] : []));
    const { routes, conflicts } = mergeRouteTables(known);
    for (const conflict of conflicts) {
      if (this.#conflicts.has(conflict)) continue;
      this.#conflicts.add(conflict);
      this.#log.warn(`route conflict: ${conflict}`);
    }
    const versions = Object.fromEntries(names.map((name) => [name, this.#entries.get(new URL(registry[name]!, origin).href)?.etag ?? '']));
    return { routes, unknown: names.filter((_name, index) => !tables[index]), versions };
  }
}
