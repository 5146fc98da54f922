import type { Page } from '@playwright/test';

/**
 * Collects uncaught page errors and console errors, so a test can assert that a page ran clean.
 * `allow` lists console messages a test expects (e.g. a remote it blocked on purpose).
 */
export function watchErrors(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allow.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
  });
  return errors;
}
