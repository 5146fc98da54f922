import { useEffect, useState } from 'react';
import { whenIdle } from '@portal/shared';

/**
 * False until the page has loaded and the browser has a quiet moment, then true. For work that can
 * wait for the first view to settle (the carousel's library), so it does not compete with the
 * page's own scripts and images on a slow phone.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const afterLoad = () => {
      cancel = whenIdle(() => setReady(true), 1000);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, []);
  return ready;
}
