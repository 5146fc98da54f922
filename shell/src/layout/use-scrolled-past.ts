import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `px` (the sticky header's 100 px, spec section 9).
 * False until the first check after mounting, as on the server (a page opens at the top).
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    // One check per animation frame at most, however fast the scroll events come.
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setPast(window.scrollY > px);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
