import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  children: ReactNode;
  /** Stands in until the place comes near the viewport (a loading message, say). */
  placeholder?: ReactNode;
  /** How far below (or above) the viewport to start, as a CSS length. */
  margin?: string;
}

/**
 * Renders its children only once their place comes within `margin` of the viewport, so a section
 * far down a page (another team's remote, with its requests and images) costs nothing until the
 * visitor scrolls towards it. Keyboard users get it too: moving focus past it scrolls the page.
 * Without IntersectionObserver (old engines, jsdom) the children render at once. The server
 * renders the placeholder, as the browser's first render does.
 */
export function WhenNearViewport({ children, placeholder = null, margin = '300px' }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
