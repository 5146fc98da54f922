import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFitsPhones } from '../support/layout';

// /indicadores: the demo city's service indicators, rendered on the server (readable before any
// script, and without one), reached from the e-government home, accessible at phone and desktop
// widths; each chart an SVG beside a table with the same figures.

const main = (page: Page) => page.getByRole('main');

async function waitUntilServerRendered(page: Page) {
  // Right after the site starts, a remote's server build may still be loading (README, "Server rendering").
  await expect.poll(async () => (await page.request.get('/indicadores')).text(), { timeout: 30_000 }).toContain('Días hábiles hasta la resolución');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the figures, the charts as SVG and their tables', async ({ page }) => {
    await waitUntilServerRendered(page);
    await page.goto('/indicadores');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Indicadores de servicio' })).toBeVisible();
    const times = main(page).getByRole('table', { name: 'Días hábiles hasta la resolución, por trámite' });
    // The demo city's procedures with requests: each row has its standard, and at least one a median in days.
    await expect(times.getByRole('row').nth(1)).toContainText('días hábiles');
    expect(await times.locator('tbody tr td:nth-child(5)').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+(,\d)?$/)]));
    await expect(main(page).locator('figure svg')).toHaveCount(3);
    await expect(main(page).locator('figure svg rect').first()).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Solicitudes recibidas por mes' }).getByRole('row')).toHaveCount(13);
    // The open data the page links to: each file downloads.
    const files = main(page).locator('.open-data a');
    await expect(files).toHaveCount(5);
    for (const href of await files.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
  });
});

for (const width of [375, 1280]) {
  test(`from the e-government home to the indicators at ${width} px: axe passes, nothing overflows`, async ({ page }) => {
    await waitUntilServerRendered(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/');
    await main(page).getByRole('link', { name: 'Ver los indicadores de servicio' }).click();
    await expect(page).toHaveURL(/\/indicadores$/);
    await expect(main(page).getByRole('table', { name: 'Resueltas dentro del plazo, por trámite' })).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Próxima cita libre, por oficina' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
  });
}
