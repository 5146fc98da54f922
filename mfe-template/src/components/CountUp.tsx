import { useEffect, useRef, useState } from 'react';
import { serverRendered } from '@portal/shared';
import { COUNTER_DURATION_MS, countUpValue } from '../domain/count-up';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A number that counts up from 0 once, over 1 s, the first time it scrolls into view. Without
 * IntersectionObserver, or when the visitor asks for reduced motion, it shows the final value at
 * once. Screen readers always read the final value: the moving digits are hidden from them.
 */
export function CountUp({ value, suffix = '' }: { value: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(() =>
    // A server-rendered page shows the final value, so it hydrates as rendered and never jumps back to 0.
    typeof IntersectionObserver === 'undefined' || serverRendered() || prefersReducedMotion() ? value : 0,
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setShown(value);
      return;
    }
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      const firstCall = first;
      first = false;
      if (!visible) {
        // Out of view (a server-rendered page shows the final value): wait at 0 to count up.
        if (firstCall) setShown(0);
        return;
      }
      observer.disconnect();
      // Already in view when a server-rendered page hydrates: it stays as the reader sees it.
      if (firstCall && serverRendered()) return;
      const start = performance.now();
      const tick = (now: number) => {
        const next = countUpValue(value, now - start, COUNTER_DURATION_MS);
        setShown(next);
        if (next < value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className="count-up">
      <span aria-hidden="true">
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">
        {value}
        {suffix}
      </span>
    </span>
  );
}
