/**
 * A module fetched on first demand and kept: every caller gets the same promise. A fetch that
 * failed (a network hiccup, a deploy that replaced the chunk) is forgotten, so the next demand
 * tries again instead of failing forever.
 */
export function loadOnDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
