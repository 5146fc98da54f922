import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (the theme on <body>, scroll position, a media query), read so a
 * server-rendered page hydrates without a mismatch: the server and the hydrating render use
 * `serverValue`, and React renders again at once with the browser's value (issue 20).
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe: (onChange: () => void) => () => void = never): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const isClient = () => true;

/** False on the server and while a server-rendered page hydrates; true from the next render on. */
export function useHydrated(): boolean {
  return useClientValue(isClient, false);
}
