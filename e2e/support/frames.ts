import type { Page } from '@playwright/test';

/**
 * Lets the page paint twice (so observers, media queries and scroll handlers have answered), or
 * gives up waiting after `fallbackMs`. Headless Chromium sometimes schedules no frame at all for a
 * while on a loaded machine, and a `page.evaluate` awaiting requestAnimationFrame then never
 * returns: the test died on its own timeout with no word on what it was waiting for. After the
 * fallback the test goes on and its next assertion says what the page shows.
 */
export async function settleFrames(page: Page, fallbackMs = 1_000): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          }),
        );
      }),
    fallbackMs,
  );
}
