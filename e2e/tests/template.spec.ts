import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { BASE_URL } from '../support/ports';

// mfe-template: the agency demo pages and the legal pages (issue 8), in the composed site.

const STATIC_ROUTES: [string, string][] = [
  ['/digital-agency', 'Build beautiful website & mobile apps.'],
  ['/creative-agency', 'Build beautiful website & mobile apps.'],
  ['/personal-portfolio', 'Build beautiful website & mobile apps.'],
  ['/home-startup', 'Build beautiful website & mobile apps.'],
  ['/corporate-agency', 'Build beautiful website & mobile apps.'],
  ['/service-one/', 'Our Services'],
  ['/service-two/', 'Services'],
  ['/service-details/ui-ux-design', 'UI/UX Design'],
  ['/project-grid-one', 'Our Projects'],
  ['/project-grid-two', 'Project Gallery'],
  ['/project-grid-three', 'Project Showcase'],
  ['/project-width-one', 'Our Portfolio'],
  ['/project-width-two', 'Portfolio Wall'],
  ['/project-details/city-bike-app', 'City Bike App'],
  ['/about-us', 'About Us'],
  ['/our-office', 'Our Office'],
  ['/our-clients', 'Our Clients'],
  ['/team', 'Our Team'],
  ['/team-details/sofia-nunez', 'Sofía Núñez'],
  ['/case-study', 'Case Study'],
  ['/case-details/horizon-airlines', 'Horizon Airlines'],
  ['/testimonials', 'Testimonials'],
  ['/pricing-table', 'Pricing Table'],
  ['/typography', 'Typography'],
  ['/coming-soon', 'Coming Soon'],
  ['/privacy-policy', 'Política de Privacidad'],
  ['/terms-use', 'Términos de Uso'],
];

// The agency demo copy is written in English (spec section 2), so these tests read it in English
// (lang=en); languages.spec.ts reads the same pages in Spanish, the default.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: BASE_URL }]);
});

async function expectFramedPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toBeAttached();
}

test('every template route renders its header, footer and one h1, with no error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  for (const [url, heading] of STATIC_ROUTES) {
    await page.goto(url);
    await expectFramedPage(page, heading);
  }
  expect(errors).toEqual([]);
});

test('an unknown slug on any detail route answers 404 with the 404 page, with a way home', async ({ page }) => {
  // The page's own 404 status is the only failed load.
  const errors = watchErrors(page, [/status of 404/]);
  for (const route of ['/service-details', '/project-details', '/team-details', '/case-details']) {
    expect((await page.goto(`${route}/no-such-thing`))?.status()).toBe(404);
    await expectFramedPage(page, 'Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a detail page is reached from its listing by clicking the title', async ({ page }) => {
  await page.goto('/team');
  await page.getByRole('link', { name: 'Grace Okafor' }).click();
  await expect(page).toHaveURL(/\/team-details\/grace-okafor$/);
  await expectFramedPage(page, 'Grace Okafor');
  await expect(page.getByText('Marketing Strategist')).toBeVisible();
});

test('visiting one demo page downloads that page, not all of them', async ({ page }) => {
  await page.goto('/typography');
  await expectFramedPage(page, 'Typography');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  const exposed = scripts.filter((url) => url.includes('__federation_expose_'));
  expect(exposed.some((url) => url.includes('TypographyPage'))).toBe(true);
  expect(exposed.filter((url) => !url.includes('TypographyPage'))).toEqual([]);
});

test('the project tabs filter by category, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/project-grid-two');
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('tab', { name: 'All Works' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Mobile' }).click();
  await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  const mobileTags = await panel.locator('.tags').allTextContents();
  expect(mobileTags.length).toBeGreaterThan(0);
  for (const tags of mobileTags) expect(tags).toContain('Mobile');

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Branding' })).toBeFocused();
  const brandingTags = await panel.locator('.tags').allTextContents();
  expect(brandingTags.length).toBeGreaterThan(0);
  for (const tags of brandingTags) expect(tags).toContain('Branding');
  await expect(panel.getByRole('link', { name: 'City Bike App' })).toHaveCount(0);
});

test('the four-column grid shows twelve projects', async ({ page }) => {
  await page.goto('/project-grid-three');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(12);
});

test('the full-width pages paginate the first 16 projects, 6 or 8 at a time, in the address', async ({ page }) => {
  await page.goto('/project-width-one');
  const cards = page.getByRole('main').locator('article');
  await expect(cards).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(cards).toHaveCount(6);

  await page.goto('/project-width-two?page=2');
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Parking Finder' })).toBeVisible();
  // A page past the end shows the last real page rather than nothing.
  await page.goto('/project-width-two?page=9');
  await expect(cards).toHaveCount(8);
});

test('the billing toggle switches the plans between yearly and monthly prices', async ({ page }) => {
  await page.goto('/pricing-table');
  const yearly = page.getByRole('radio', { name: 'Billed Yearly' });
  const monthly = page.getByRole('radio', { name: 'Billed Monthly' });
  await expect(yearly).toBeChecked();
  const prices = page.locator('.price');
  await expect(prices).toHaveText([/\$199\.99/, /\$219\.99/, /\$559\.99/]);
  await monthly.click();
  await expect(prices).toHaveText([/\$19\.99/, /\$29\.99/, /\$59\.99/]);
  await monthly.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(yearly).toBeChecked();
  await expect(prices).toHaveText([/\$199\.99/, /\$219\.99/, /\$559\.99/]);
  // The FAQ opens and closes from the keyboard.
  const question = page.getByText('Do you offer refunds?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('we refund the full amount')).toBeVisible();
});

test('an agency home has every section, with the other teams\' widgets composed in', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/digital-agency');
  await expectFramedPage(page, 'Build beautiful website & mobile apps.');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('heading', { name: 'Get a free Keystroke quote now' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Top Clients' })).toBeVisible();
  await expect(main.getByRole('img', { name: / logo$/ })).toHaveCount(8);
  // The demo site config has siteDemo, so the call to action shows (in Spanish: '¿Necesitas un proyecto exitoso?').
  await expect(main.getByRole('heading', { name: 'Do you need a successful project?' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Estimate Project' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('radio', { name: 'Billed Yearly' })).toBeChecked();

  // The counters count up once they are scrolled into view, ending on the real figures.
  const figures = main.locator('.count-up [aria-hidden="true"]');
  await expect(figures.first()).toHaveText('0+');
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures).toHaveText(['15+', '360+', '600+', '64+'], { timeout: 3000 });
  expect(errors).toEqual([]);
});

test('the five homes are not the same page', async ({ page }) => {
  const orders: string[] = [];
  for (const url of ['/digital-agency', '/creative-agency', '/personal-portfolio', '/home-startup', '/corporate-agency']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
    orders.push((await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).join(' | '));
  }
  expect(new Set(orders).size).toBe(5);
});

test('reduced motion shows the counters at their final value at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/about-us');
  await expect(page.locator('.count-up [aria-hidden="true"]')).toHaveText(['10+', '1500+']);
});

test('coming soon shows zeros for the past date, and Notify Me sends nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request.url());
  });
  await page.goto('/coming-soon');
  await expect(page.locator('.countdown dd')).toHaveText(['00', '00', '00', '00']);
  await page.getByLabel('Email address').fill('vecina@example.com');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing was sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/coming-soon$/);
  expect(requests).toEqual([]);
});

test('with no language cookie the pricing and service pages read their demo data in Spanish, at the same addresses', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/pricing-table');
  await expect(page.getByRole('heading', { name: 'Profesional', exact: true })).toBeVisible();
  await expect(page.getByText('¿Ofrecen reembolsos?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Professional', exact: true })).toHaveCount(0);
  await page.goto('/service-details/website-design');
  await expectFramedPage(page, 'Diseño de sitios web');
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo trabajamos en diseño de sitios web' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Descubrir' })).toBeVisible();
});

test('the legal pages are in Spanish with their sections and last update', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/privacy-policy');
  await expect(page.getByText('Última actualización: 22 de agosto de 2025')).toBeVisible();
  await expect(page.locator('.legal-section')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: /Menores de edad/ })).toBeVisible();
  await expect(page.getByText(/menores de 16 años/).first()).toBeVisible();
  await page.goto('/terms-use');
  await expect(page.locator('.legal-section')).toHaveCount(9);
  await expect(page.getByText('Última actualización: 22 de agosto de 2025')).toBeVisible();
});

// axe: every template page is checked in both themes by the route sweep (route-sweep.spec.ts);
// the 404 a detail page shows for an unknown slug, in English, here.
