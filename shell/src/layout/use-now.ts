import { renderTime } from '@portal/shared';
import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so a clock-based text changes while the page is open. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
