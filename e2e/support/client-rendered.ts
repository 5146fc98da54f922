import type { Page } from '@playwright/test';

/**
 * Pages as the portal serves them when its server rendering is unavailable (SSR=off, or a render
 * that failed): the browser renders the whole page itself, fetching what it needs. For tests of
 * what the browser does on its own (its loading states and its failures).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(' data-ssr="1"', '');
    await route.fulfill({ response, body: html });
  });
}
