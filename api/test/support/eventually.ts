/**
 * Retries `check` until it answers without throwing, like Playwright's expect.poll: for a condition
 * another process or a background task makes true by itself (a broadcast reaching another instance,
 * a refresh running after the answer), with a deadline instead of a fixed pause. Answers the check's
 * value; at the deadline, throws its last error.
 */
export async function eventually<T>(check: () => Promise<T> | T, { withinMs = 5000, everyMs = 20 } = {}): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
