// The browser tests' `test`: Playwright's, with a page whose goto and reload wait until the page
// is interactive. The server renders the first screen, so a page is visible before
// React has taken it over; a test, like a person, acts on it once it answers. Pages that run no
// script (javaScriptEnabled: false) are not waited for.
import { test as base, type Page } from '@playwright/test';
import { keepPageJournal } from './page-journal';

export * from '@playwright/test';

async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === '1', undefined, { timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    const reportJournal = keepPageJournal(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A page that is not the portal's (a file, a JSON answer, an error) has nothing to wait for.
        if (response?.headers()['content-type']?.startsWith('text/html') && response.status() < 500) await interactive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (response?.headers()['content-type']?.startsWith('text/html')) await interactive(page);
        return response;
      };
    }
    // E2E_CPU_THROTTLE=6 runs every page's scripts six times slower: how the timing faults seen
    // only on a busy CI machine (a click during hydration, a focus moved late) are reproduced here.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (throttle > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await provide(page);
    await reportJournal(testInfo);
  },
});
