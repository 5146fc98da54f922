import { useEffect } from 'react';

/**
 * Marks the page interactive (`<html data-interactive>`) once React has taken it over: from then
 * on its buttons answer. A server-rendered page is readable earlier, and a click before this moment
 * only does what the plain HTML does (links navigate, forms post). Browser tests wait for it.
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '1';
  }, []);
  return null;
}
