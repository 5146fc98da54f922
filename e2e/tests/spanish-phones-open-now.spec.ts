import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { expectFitsPhones } from '../support/layout';
import { BASE_URL } from '../support/ports';
import { slideAtRest } from '../support/slider';

// Issue 19: the language switch, "open now" on the customer's clock and holidays, the carousel
// that keeps still while a dialog is open, readable slides, and English pages that fit phones.

/** A wall-clock time in Caracas (UTC-4 all year) as an instant. */
const caracas = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

async function openAt(page: Page, at: Date, url = '/') {
  await page.clock.setFixedTime(at);
  await page.goto(url);
}

test('the header says open on a weekday at 10:00, and when it opens next on Saturday, on a holiday and at 16:00', async ({ page }) => {
  const indicator = page.locator('header .availability');
  await openAt(page, caracas('2026-11-26', '10:00')); // Thursday
  await expect(indicator).toHaveText('Estamos disponibles. Llame ahora.');
  await openAt(page, caracas('2026-11-28', '10:00')); // Saturday
  await expect(indicator).toHaveText('Atención cerrada · abrimos el lunes a las 8:00');
  await openAt(page, caracas('2026-12-25', '10:00')); // Friday, Christmas: a holiday of the seed
  await expect(indicator).toHaveText('Atención cerrada · abrimos el lunes a las 8:00');
  await openAt(page, caracas('2026-11-26', '16:00'));
  await expect(indicator).toHaveText('Atención cerrada · abrimos mañana a las 8:00');
  await openAt(page, caracas('2026-11-26', '07:59'));
  await expect(indicator).toHaveText('Atención cerrada · abrimos hoy a las 8:00');
});

test('the contact page reads the same rule as the header', async ({ page }) => {
  await openAt(page, caracas('2027-01-01', '10:00'), '/contact'); // New Year, a Friday
  const phone = page.getByRole('region', { name: 'Teléfono' });
  await expect(phone).toContainText('Ahora estamos cerrados. Abrimos el lunes a las 8:00.');
  await expect(page.locator('header .availability')).toContainText('Atención cerrada · abrimos');
  await openAt(page, caracas('2027-01-04', '09:00'), '/contact');
  await expect(phone).toContainText('Estamos disponibles. Llame ahora.');
});

test('ES | EN in the header switches the page at once, sets <html lang>, and the next visit keeps it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  // ES and EN side by side on one line (in the full header, EN used to drop under ES).
  const buttons = page.locator('header .header-actions .language-switch').getByRole('button');
  const [es, en] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect(Math.abs(es!.y - en!.y), 'ES and EN on one line').toBeLessThan(2);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') requests.push(request.url());
  });
  await page.locator('header .header-actions').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(requests, 'no reload').toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the mobile menu has the switch too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menú' }).click();
  const [es, en] = [await page.locator('#mobile-menu').getByRole('button', { name: 'Español' }).boundingBox(), await page.locator('#mobile-menu').getByRole('button', { name: 'English' }).boundingBox()];
  expect(Math.abs(es!.y - en!.y), 'ES and EN on one line').toBeLessThan(2);
  await page.locator('#mobile-menu').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#mobile-menu').getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

test('in English, pages of every container fit 320, 375 and 768 px and show English', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'lang', value: 'en', url: BASE_URL }]);
  for (const [url, heading] of [
    ['/', null],
    ['/blog-grid/', 'News'],
    ['/procedures', 'Online procedures'],
    ['/contact', 'Contact'],
    ['/digital-agency', 'Build beautiful website & mobile apps.'],
    ['/pricing-table', 'Pricing Table'],
  ] as const) {
    await page.goto(url);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsPhones(page);
  }
});

test('the carousel keeps still while the certificate dialog is open', async ({ page }) => {
  // The page's clock: the autoplay periods pass at once when the test says so.
  await page.clock.install();
  await page.goto('/');
  const slider = page.locator('.banner-slider');
  const current = () => slider.locator('.slick-slide.slick-active .banner-title').textContent();
  await expect(slider.getByRole('button', { name: /Mostrar banner/ })).toHaveCount(3);
  await page.locator('.service-tiles').getByRole('link', { name: 'Certificados digitales' }).click();
  await expect(page.getByRole('dialog', { name: 'Descargar Certificado' })).toBeVisible();
  const shown = await current();
  await page.clock.runFor(3 * 1500);
  expect(await current()).toBe(shown);
});

test('every slide is readable: axe passes with the carousel paused on each slide, at 375 px in both themes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const slider = page.locator('.banner-slider');
    await slider.getByRole('button', { name: /Pausar/ }).click();
    const dots = slider.getByRole('button', { name: /Mostrar banner/ });
    for (let index = 0; index < (await dots.count()); index += 1) {
      await dots.nth(index).click();
      await slideAtRest(slider, index);
      await expectNoAxeViolations(page);
    }
  }
});
