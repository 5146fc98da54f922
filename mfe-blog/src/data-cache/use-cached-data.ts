import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { DataCache, type CacheSnapshot, type Fetcher } from './data-cache';

/** The page's one cache. Shared as part of @portal/shared, so every container reads the same entries. */
export const dataCache = new DataCache();

let detachFocus: (() => void) | null = null;
function ensureFocusListener(): void {
  if (detachFocus || typeof window === 'undefined') return;
  detachFocus = dataCache.attachFocus(window);
}

const NO_KEY: CacheSnapshot<never> = Object.freeze({ isValidating: false });

/**
 * Reads `key` through the data cache: the cached data at once, a request when the key is new or
 * older than the dedupe window, retries after errors, a refresh when the window regains focus.
 * A null key asks nothing (e.g. the id is not known yet).
 *
 * `seed` is what the server rendered the page with (issue 20): the server renders from it alone
 * (never from this cache, which its requests would share), and the browser starts from it.
 */
export function useCachedData<T>(key: string | null, fetcher: Fetcher<T>, cache: DataCache = dataCache, seed?: T): CacheSnapshot<T> {
  if (seed !== undefined && key !== null && typeof window !== 'undefined') cache.prime(key, seed);
  const seeded = useMemo<CacheSnapshot<T>>(() => (seed === undefined || key === null ? (NO_KEY as CacheSnapshot<T>) : { data: seed, isValidating: false }), [key, seed]);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const subscribe = useCallback((listener: () => void) => (key === null ? () => undefined : cache.subscribe(key, listener)), [cache, key]);
  const read = useCallback(() => (key === null ? (NO_KEY as CacheSnapshot<T>) : cache.read<T>(key)), [cache, key]);
  const serverRead = useCallback(() => seeded, [seeded]);
  const snapshot = useSyncExternalStore(subscribe, read, serverRead);
  useEffect(() => {
    if (key === null) return;
    if (cache === dataCache) ensureFocusListener();
    // Errors are already in the snapshot (and toasted by the client); nothing to do with them here.
    cache.fetch(key, (context) => fetcherRef.current(context)).catch(() => undefined);
  }, [cache, key]);
  return snapshot;
}
