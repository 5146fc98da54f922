import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';

// The pages a city portal owes its citizens (issue 28): the accessibility statement, the help page
// with screenshots of this site, and the holiday calendar the staff keep. Each is rendered on the
// server, passes axe, and is reached from the footer.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const footer = (page: Page) => page.locator('footer.site-footer');

test('each page is in the HTML the server sends, before any script', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [url, heading, text] of [
    ['/accesibilidad', 'Declaración de accesibilidad', 'WCAG) 2.2, nivel AA'],
    ['/ayuda', 'Ayuda: cómo usar el portal', 'Pedir cita'],
    ['/feriados', 'Calendario de feriados', 'Navidad'],
  ]) {
    // Right after the site starts, a remote's server build may still be loading: its first pages
    // go out without their HTML (docs/server-rendering.md). Wait until the server renders it: the
    // heading element, not the words, which the page's <title> and route table carry anyway.
    const renderedHeading = new RegExp(`<h1[^>]*>${heading!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);
    await expect.poll(async () => (await request.get(url!)).text(), { timeout: 30_000 }).toMatch(renderedHeading);
    expect((await page.goto(url!))?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text!);
  }
  await context.close();
});

test('the footer leads to each page, and none has an axe violation', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [link, heading] of [
    ['Accesibilidad', 'Declaración de accesibilidad'],
    ['Guía de usuario', 'Ayuda: cómo usar el portal'],
    ['Calendario de feriados', 'Calendario de feriados'],
  ]) {
    await page.goto('/');
    await footer(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
});

test('the accessibility statement gives its status, its limits, a way to report a barrier and its review date', async ({ page }) => {
  await page.goto('/accesibilidad');
  const main = page.getByRole('main');
  await expect(main.getByText('Este portal es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Limitaciones conocidas' })).toBeVisible();
  await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await main.getByRole('link', { name: 'Escribir a la alcaldía' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the help page shows a screenshot of this site for each task, each loaded and described', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ayuda');
  const shots = page.getByRole('main').locator('img');
  await expect(shots).toHaveCount(4);
  for (const shot of await shots.all()) {
    await shot.scrollIntoViewIfNeeded();
    await expect(shot).toHaveAttribute('alt', /teléfono/);
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(375);
  }
  await page.getByRole('link', { name: 'Validar un certificado' }).first().click();
  await expect(page).toHaveURL(/#validar-un-certificado$/);
});

test("a holiday a clerk adds is on the calendar, under its year and month; another city's is not", async ({ page }) => {
  const calendar = await (await page.request.post('/api/v2/holiday/calendar/', { data: { customer_id: '1' } })).json();
  const nextYear = calendar.data.years[1] as number;
  for (const [customer, name] of [['1', 'Día de la ciudad (prueba)'], ['2', 'Fiesta de Santa Lucía (prueba)']]) {
    const added = await page.request.post('/api/v2/corporate/holiday/add/', {
      data: { customer_id: customer, date: `${nextYear}-06-15`, name },
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.goto('/feriados');
  const year = page.getByRole('region', { name: `Feriados de ${nextYear}` });
  const june = year.getByRole('region', { name: 'junio' });
  await expect(june.getByRole('listitem').filter({ hasText: 'Día de la ciudad (prueba)' })).toContainText('15 de junio');
  await expect(page.getByRole('main')).not.toContainText('Fiesta de Santa Lucía (prueba)');
  await expect(page.getByRole('region', { name: `Feriados de ${nextYear - 1}` })).toBeVisible();
});
