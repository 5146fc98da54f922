import type { Page } from '@playwright/test';

/**
 * Holds every request matching `pattern` until the returned function is called, so a test can see
 * what the page shows while the answer is on its way.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
