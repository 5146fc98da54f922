import { useEffect, useRef } from 'react';

/** Moves focus to a step's heading when the step changes, so keyboard and screen reader users land on it. */
export function useHeadingFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
