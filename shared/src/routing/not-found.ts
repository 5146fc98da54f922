// The portal has one 404 page, the shell's. A remote page whose address names an item that does
// not exist (an unknown news id, procedure or demo slug) says so here, and the shell shows its 404
// page for that address instead of the remote's slot: the same page, title and words as any
// unknown path, whether the server answered it or the visitor navigated inside the site.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useLocation } from './router';

/**
 * The address (path and query, as the router reads them) whose item does not exist, or null. The
 * server's 404 for a page (boot data `notFound`) seeds it; a page sets it with `useNotFound`.
 */
export const notFoundAtAtom = atom<string | null>(null);

/** The key `notFoundAtAtom` holds for an address. */
export function addressKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * A page calls this with true once it knows the item its address names does not exist (not while
 * it is still loading, nor when loading failed): the site then shows its 404 page there.
 */
export function useNotFound(missing: boolean): void {
  const location = useLocation();
  const key = addressKey(location);
  const setNotFoundAt = useSetAtom(notFoundAtAtom);
  useEffect(() => {
    if (missing) setNotFoundAt(key);
  }, [missing, key, setNotFoundAt]);
}
