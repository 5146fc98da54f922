import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser has a quiet moment, then true. For work that can
 * wait for the first view to settle (the carousel's library), so it does not compete with the
 * page's own scripts and images on a slow phone.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => setReady(true), { timeout: 1000 });
      else timer = window.setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}
