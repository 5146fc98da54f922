/**
 * Runs `work` when the browser has a quiet moment, and at the latest after `timeoutMs`. For work
 * that can wait (storing a catalogue, loading a carousel library) so it does not lengthen the tasks
 * of a first render. Without requestIdleCallback it runs on the next task. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
