// A small stale-while-revalidate cache for the containers' GET-like calls (spec section 9: dedupe
// 2 s, error retry 5 s or 10 s on slow connections, focus revalidation throttled to 5 s). It lives
// in @portal/shared, a federation singleton, so the landing page's blog widget and the blog page
// share one cache and one request.

/** The timings of spec section 9, plus a bound on retries so a dead server is not polled forever. */
export interface CacheTimings {
  dedupeMs: number;
  errorRetryMs: number;
  slowErrorRetryMs: number;
  focusThrottleMs: number;
  maxErrorRetries: number;
}

export const DATA_CACHE_DEFAULTS: CacheTimings = {
  dedupeMs: 2000,
  errorRetryMs: 5000,
  slowErrorRetryMs: 10000,
  focusThrottleMs: 5000,
  maxErrorRetries: 3,
};

/** What a fetcher is told about the call it makes. */
export interface FetchContext {
  /** 0 for the first try, then 1, 2… for error retries. */
  attempt: number;
  /** True for retries and for refreshes of data already on screen: the user has been told once. */
  quiet: boolean;
}

export type Fetcher<T> = (context: FetchContext) => Promise<T>;

/** One key's state as a component sees it. */
export interface CacheSnapshot<T> {
  data?: T;
  error?: unknown;
  /** A request for this key is under way. */
  isValidating: boolean;
}

export interface DataCacheOptions extends Partial<CacheTimings> {
  now?: () => number;
  /** True on a slow connection: error retries wait longer. */
  isSlowConnection?: () => boolean;
  /** Which failures are worth another try. */
  shouldRetry?: (error: unknown) => boolean;
}

interface Entry {
  snapshot: CacheSnapshot<unknown>;
  fetcher?: Fetcher<unknown>;
  inflight?: Promise<unknown>;
  startedAt?: number;
  lastFocusAt?: number;
  retryTimer?: ReturnType<typeof setTimeout>;
  listeners: Set<() => void>;
}

const EMPTY: CacheSnapshot<never> = Object.freeze({ isValidating: false });

/** Like SWR: 'slow-2g' and '2g' connections, or Save-Data, count as slow. */
export function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: { effectiveType?: string; saveData?: boolean } } | undefined)?.connection;
  return !!connection && (connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g' || connection.saveData === true);
}

/**
 * Retry what may pass on a second try: no answer at all, a server error, a timeout or a throttle.
 * A 4xx (unknown post, bad page) answers the same every time, so it is not retried.
 */
export function isTransientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status === 0) return true;
  return status >= 500 || status === 408 || status === 429;
}

export class DataCache {
  private readonly entries = new Map<string, Entry>();
  private readonly timings: CacheTimings;
  private readonly now: () => number;
  private readonly slow: () => boolean;
  private readonly shouldRetry: (error: unknown) => boolean;

  constructor(options: DataCacheOptions = {}) {
    const { now, isSlowConnection: slow, shouldRetry, ...timings } = options;
    this.timings = { ...DATA_CACHE_DEFAULTS, ...timings };
    this.now = now ?? (() => Date.now());
    this.slow = slow ?? isSlowConnection;
    this.shouldRetry = shouldRetry ?? isTransientError;
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { snapshot: EMPTY, listeners: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private update(entry: Entry, patch: Partial<CacheSnapshot<unknown>>): void {
    // A new object per change: React's useSyncExternalStore compares snapshots by identity.
    entry.snapshot = { ...entry.snapshot, ...patch };
    for (const listener of Array.from(entry.listeners)) listener();
  }

  /** The key's current state (the same object until it changes). */
  read<T>(key: string): CacheSnapshot<T> {
    return (this.entries.get(key)?.snapshot ?? EMPTY) as CacheSnapshot<T>;
  }

  /**
   * Puts data the page already has (what the server rendered it with) under a key that holds
   * nothing yet, as if it had just been fetched: the dedupe window then spares the request.
   */
  prime(key: string, data: unknown): void {
    const entry = this.entry(key);
    if (entry.snapshot.data !== undefined || entry.inflight) return;
    entry.startedAt = this.now();
    entry.snapshot = { ...entry.snapshot, data, error: undefined, isValidating: false };
  }

  /** Calls `listener` on every change of the key; returns the unsubscribe. */
  subscribe(key: string, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && entry.retryTimer) {
        clearTimeout(entry.retryTimer);
        entry.retryTimer = undefined;
      }
    };
  }

  /**
   * Answers the key's data, asking the server at most once per dedupe window: a request still
   * under way, or one started less than 2 s ago, is shared instead of repeated.
   */
  fetch<T>(key: string, fetcher: Fetcher<T>, { force = false } = {}): Promise<T> {
    const entry = this.entry(key);
    entry.fetcher = fetcher as Fetcher<unknown>;
    if (entry.inflight) return entry.inflight as Promise<T>;
    const recent = entry.startedAt !== undefined && this.now() - entry.startedAt < this.timings.dedupeMs;
    if (recent && !force) {
      const { data, error } = entry.snapshot;
      return (error !== undefined && data === undefined ? Promise.reject(error) : Promise.resolve(data)) as Promise<T>;
    }
    return this.run(key, entry, 0) as Promise<T>;
  }

  private run(key: string, entry: Entry, attempt: number): Promise<unknown> {
    const fetcher = entry.fetcher!;
    if (entry.retryTimer) {
      clearTimeout(entry.retryTimer);
      entry.retryTimer = undefined;
    }
    entry.startedAt = this.now();
    const quiet = attempt > 0 || entry.snapshot.data !== undefined;
    const promise = Promise.resolve()
      .then(() => fetcher({ attempt, quiet }))
      .then(
        (data) => {
          entry.inflight = undefined;
          this.update(entry, { data, error: undefined, isValidating: false });
          return data;
        },
        (error: unknown) => {
          entry.inflight = undefined;
          this.update(entry, { error, isValidating: false });
          this.scheduleRetry(key, entry, attempt, error);
          throw error;
        },
      );
    entry.inflight = promise;
    this.update(entry, { isValidating: true });
    return promise;
  }

  private scheduleRetry(key: string, entry: Entry, attempt: number, error: unknown): void {
    // Nobody is looking, or it would fail the same way again: no retry.
    if (entry.listeners.size === 0 || attempt >= this.timings.maxErrorRetries || !this.shouldRetry(error)) return;
    const base = this.slow() ? this.timings.slowErrorRetryMs : this.timings.errorRetryMs;
    const retryAfter = Number((error as { retryAfter?: unknown } | null)?.retryAfter);
    const delay = Number.isFinite(retryAfter) && retryAfter * 1000 > base ? retryAfter * 1000 : base;
    entry.retryTimer = setTimeout(() => {
      entry.retryTimer = undefined;
      if (entry.listeners.size === 0 || entry.inflight) return;
      this.run(key, entry, attempt + 1).catch(() => undefined);
    }, delay);
  }

  /**
   * The window regained focus: refresh every key on screen, each at most once per 5 s, so a
   * citizen coming back to the tab sees current news without a storm of requests.
   */
  revalidateOnFocus(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.listeners.size === 0 || !entry.fetcher) continue;
      if (entry.lastFocusAt !== undefined && now - entry.lastFocusAt < this.timings.focusThrottleMs) continue;
      entry.lastFocusAt = now;
      this.fetch(key, entry.fetcher).catch(() => undefined);
    }
  }

  /** Listens for focus and for the tab becoming visible; returns the detach. */
  attachFocus(target: Window = window): () => void {
    const onFocus = () => this.revalidateOnFocus();
    const onVisible = () => {
      if (target.document.visibilityState === 'visible') this.revalidateOnFocus();
    };
    target.addEventListener('focus', onFocus);
    target.document.addEventListener('visibilitychange', onVisible);
    return () => {
      target.removeEventListener('focus', onFocus);
      target.document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /** Forgets every key and stops pending retries (tests, customer change). */
  clear(): void {
    for (const entry of this.entries.values()) if (entry.retryTimer) clearTimeout(entry.retryTimer);
    this.entries.clear();
  }
}
