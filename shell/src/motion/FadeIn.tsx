import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useReducedMotion } from './use-reduced-motion';

/** Spec section 9: the animation starts 150 px after the element's top enters the viewport. */
export const FADE_OFFSET_PX = 150;

const Wrapper = styled.div`
  &.fade-pending {
    opacity: 0;
    transform: translateY(24px);
  }
  &.fade-armed {
    transition:
      opacity var(--fade-ms, 300ms) ease-out,
      transform var(--fade-ms, 300ms) ease-out;
  }
`;

interface FadeInProps {
  children: ReactNode;
  /** Fade in only the first time (animateOnce); otherwise fade out on leaving and in again. */
  once?: boolean;
  as?: ElementType;
  className?: string;
}

/**
 * Fades its content in when it enters the viewport. Visible by default: it hides content only
 * once an IntersectionObserver is watching it, never under prefers-reduced-motion, and never
 * content already on screen. The observer's rootMargin replaces the original's scroll listener
 * (offset 150 px, throttled to 50 ms): the browser reports crossings without any scroll work.
 */
export function FadeIn({ children, once = true, as, className }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [state, setState] = useState<'shown' | 'pending'>('shown');

  useEffect(() => {
    const el = ref.current;
    if (!el || reduced || typeof IntersectionObserver !== 'function') {
      setState('shown');
      return;
    }
    // The observer's first report says where the element is, without forcing a layout in the
    // middle of the first render (measuring here cost a long task on slow phones). Content the
    // visitor already sees stays put; only what lies below the fold waits for them.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            setState('shown');
            if (once) observer.disconnect();
          } else if (entry.boundingClientRect.top > 0) {
            setState('pending');
          }
        }
      },
      { rootMargin: `0px 0px -${FADE_OFFSET_PX}px 0px` },
    );
    // The last element of a short page may never reach the offset line: fully in view is enough.
    const whole = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.intersectionRatio >= 0.99)) setState('shown');
      },
      { threshold: 1 },
    );
    observer.observe(el);
    whole.observe(el);
    return () => {
      observer.disconnect();
      whole.disconnect();
    };
  }, [reduced, once]);

  const classes = [className, reduced ? '' : 'fade-armed', state === 'pending' ? 'fade-pending' : ''].filter(Boolean).join(' ');
  return (
    <Wrapper ref={ref} as={as} className={classes || undefined}>
      {children}
    </Wrapper>
  );
}
