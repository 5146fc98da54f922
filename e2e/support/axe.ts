import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (and everything below it) that every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of violations.
 * No rule is disabled; a test that must disable one passes `disable` with a reason beside it.
 */
export async function expectNoAxeViolations(page: Page, { disable = [] as string[] } = {}): Promise<void> {
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
