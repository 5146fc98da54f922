import { useEffect } from 'react';
import { replayEarlyClicks } from './early-clicks';

/**
 * Marks the page interactive (`<html data-interactive>`) once React has taken it over: from then
 * on its buttons answer. A server-rendered page is readable earlier, and a click before this moment
 * only does what the plain HTML does (links navigate, forms post); a tap on a button is replayed
 * now (early-clicks.ts), in a task of its own so every component's mount effects have run. Browser
 * tests wait for it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '1';
    const replay = setTimeout(replayEarlyClicks, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
