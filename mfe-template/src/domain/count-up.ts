/** How long a counter takes to reach its value (spec section 9: counter duration 1 s). */
export const COUNTER_DURATION_MS = 1000;

/**
 * The number a counter shows `elapsedMs` after it started: it eases out from 0 to `target` and
 * never passes it, so the last frame is exactly the real figure.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}
