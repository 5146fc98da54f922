import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

/** The time each axe run adds to its test's timeout. */
const AXE_RUN_BUDGET_MS = 15_000;

/** The WCAG 2.2 AA rule set (and everything below it) that every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations and transitions (a section fading in, a colour changing
 * with the theme) to end: contrast is judged on the colours a reader sees once the page is still,
 * not on a frame halfway through a fade. Endless or paused ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
    .map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations.
 * No rule is disabled; a test that must disable one passes `disable` with a reason beside it.
 */
export async function expectNoAxeViolations(page: Page, { disable = [] as string[] } = {}): Promise<void> {
  // One run takes 1–2 s on an idle machine and was seen taking 8 on a busy one: each run brings
  // its own time, so a test that checks four states is not held to one page's budget.
  test.info().setTimeout(test.info().timeout + AXE_RUN_BUDGET_MS);
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).disableRules(disable).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(summary, `axe found violations on ${page.url()}`).toEqual([]);
}

/** Switches the page to dark mode the way a returning visitor who chose it would arrive. */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
}

/**
 * axe on the page as served: axe runs in the page, which a page without JavaScript cannot do, so
 * the same address is opened again with the same cookies in a browser whose scripts are all
 * refused (the server's HTML, never hydrated) and checked there.
 */
export async function expectNoAxeViolationsAsServed(page: Page, browser: Browser) {
  // The cookies only: reading a page's storage needs its JavaScript.
  // javaScriptEnabled stated: a context made in a test takes the file's options otherwise.
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  const copy = await context.newPage();
  await copy.goto(page.url());
  await expectNoAxeViolations(copy);
  await context.close();
}
