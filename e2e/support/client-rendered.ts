import type { Page } from '@playwright/test';

/**
 * Pages as the portal serves them when its server rendering is unavailable (SSR=off, or a render
 * that failed): the browser renders the whole page itself, fetching what it needs. For tests of
 * what the browser does on its own (its loading states and its failures). The server's HTML is
 * set aside before the shell's scripts run (they run after the document is parsed).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('root');
      if (!root) return;
      root.removeAttribute('data-ssr');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
