import type { Page } from '@playwright/test';

/**
 * Pages as the portal serves them when its server rendering is unavailable (SSR=off, or a render
 * that failed): the browser renders the whole page itself, fetching what it needs. For tests of
 * what the browser does on its own (its loading states and its failures). The server's HTML is
 * set aside before the shell's scripts run (they run after the document is parsed).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let boot = false;
    let root = false;
    new MutationObserver((_changes, observer) => {
      const block = document.getElementById('portal-boot');
      if (block && !boot && block.textContent) {
        // Without what the server loaded: the browser asks for the site config and the page's data.
        // (The parser may still be adding the block's text: then a later change completes it.)
        try {
          const data = JSON.parse(block.textContent) as { ssr?: unknown };
          delete data.ssr;
          block.textContent = JSON.stringify(data);
          boot = true;
        } catch {
          // not whole yet
        }
      }
      const element = document.getElementById('root');
      if (element && !root) {
        element.removeAttribute('data-ssr');
        root = true;
      }
      if (boot && root) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
