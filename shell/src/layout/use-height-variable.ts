import { useEffect, type RefObject } from 'react';

/**
 * Keeps the CSS custom property `name` on the element's parent equal to the element's height, as
 * it changes (a line that wraps on a narrow screen, a larger font), for a style that offsets by it.
 * Unset on the server and until the first measure.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, name: string): void {
  useEffect(() => {
    const element = ref.current;
    const parent = element?.parentElement;
    if (!element || !parent || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => parent.style.setProperty(name, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      parent.style.removeProperty(name);
    };
  }, [ref, name]);
}
