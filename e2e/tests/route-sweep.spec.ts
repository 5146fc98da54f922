import { expect, test } from '../support/test';
import { watchErrors } from '../support/console';
import { expectNoAxeViolations } from '../support/axe';
import { RESOLVERS, SWEEP_ROUTES } from '../support/routes';
import { expectFitsPhones } from '../support/layout';

// Every page of the containers' route tables, reached by its URL as a citizen arriving from a
// search engine or a shared link would, in two passes: light theme at desktop width, then dark
// theme at 375 px. In both passes the page is then resized to 320, 375 and 768 px and must fit
// each (no horizontal scroll, no clipped text, tap targets of 44 px): one load, three widths.
const PASSES = [
  { name: 'light, 1280 px', colorScheme: 'light' as const, width: 1280, darkClass: false },
  { name: 'dark, 375 px', colorScheme: 'dark' as const, width: 375, darkClass: true },
];

for (const pass of PASSES) {
  test.describe(`route sweep (${pass.name})`, () => {
    // Every test only reads, so the sweep is shared out between the workers (each has its own
    // site): it is the longest file, and run whole in one worker it kept the other one idle.
    test.describe.configure({ mode: 'parallel' });
    test.use({ colorScheme: pass.colorScheme, viewport: { width: pass.width, height: 800 } });

    for (const route of SWEEP_ROUTES) {
      test(`${route.pattern} renders its frame and heading with no error and no axe violation`, async ({ page, request }) => {
        const url = route.resolve ? await route.resolve({ page, request }) : route.pattern;
        // Chromium reports a page answered with 404 as a failed resource; for /404 that is the point.
        // The staff console asks GET /api/v2/staff/me/ who is signed in: 401 for a visitor, by contract.
        const expected = route.status === 404 ? [/the server responded with a status of 404/] : route.owner === 'admin' ? [/the server responded with a status of 401/] : [];
        const errors = watchErrors(page, expected);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(route.status ?? 200);
        await expect(page.locator('header.site-header')).toBeVisible();
        await expect(page.locator('footer.site-footer')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0);
        await expect(page.getByText('no está disponible en este momento')).toHaveCount(0);
        // The page follows the visitor's system theme on a first visit.
        expect(await page.evaluate(() => document.body.classList.contains('dark-mode'))).toBe(pass.darkClass);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        await expectFitsPhones(page);
        expect(errors, `errors on ${url}`).toEqual([]);
      });
    }
  });
}

test('the site serves exactly the pages of the route tables the sweep covers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const boot = JSON.parse(/<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(boot.routesUnknown).toEqual([]);
  const served = boot.routes.map((route: { remote: string; path: string }) => `${route.remote} ${route.path}`).sort();
  const swept = SWEEP_ROUTES.filter((route) => route.owner !== 'shell').map((route) => `${route.owner} ${route.pattern}`).sort();
  expect(served).toEqual(swept);
});

test('every resolver of the sweep is for a page the tables still have', () => {
  const patterns = new Set(SWEEP_ROUTES.map((route) => route.pattern));
  expect(Object.keys(RESOLVERS).filter((pattern) => !patterns.has(pattern))).toEqual([]);
});
