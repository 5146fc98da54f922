import { renderInBrowserOnly } from '../support/client-rendered';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { holdRequests } from '../support/hold';

// The procedures catalogue (issue 5) against the real portal server and its demo data.

interface Department {
  id: number;
  name: string;
  is_active: boolean;
}
interface Procedure {
  id: number;
  name: string;
  description: string;
  department: Department;
  departmentId: number;
  product: { calc_price: number } | null;
}
interface Catalogue {
  procedures: Procedure[];
  departments: Department[];
  version: string;
}

const SHORTNAME = 'sanrafael';
// What the browser logs when a test blocks the catalogue on purpose, and the spec's console error.
const BLOCKED = [/Failed to load resource/, /Error cargando los trámites/];

async function apiCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.get(`/djstatic/${SHORTNAME}/procedures.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Catalogue;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const cards = (page: Page) => page.locator('.procedure-card');
const count = (page: Page) => page.locator('.results-count');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar trámite' });
const departmentSelect = (page: Page) => page.getByRole('combobox', { name: 'Departamento' });

async function openCatalogue(page: Page, path = '/procedures') {
  await page.goto(path);
  await expect(count(page)).toBeVisible();
}

test('the count and the department list match the server catalogue', async ({ page, request }) => {
  const errors = watchErrors(page);
  const data = await apiCatalogue(request);
  await openCatalogue(page);
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);

  const expected = data.departments
    .filter((d) => d.is_active && data.procedures.some((p) => p.departmentId === d.id))
    .map((d) => d.name)
    .sort((a, b) => a.localeCompare(b, 'es'));
  const options = (await departmentSelect(page).locator('option').allTextContents()).map((t) => t.replace(/ \(\d+\)$/, ''));
  expect(options).toEqual(['Selecciona un departamento', ...expected]);
  // The demo data has an inactive department with procedures and an active one without any.
  expect(data.departments.some((d) => !d.is_active && data.procedures.some((p) => p.departmentId === d.id))).toBe(true);
  expect(data.departments.some((d) => d.is_active && !data.procedures.some((p) => p.departmentId === d.id))).toBe(true);
  expect(errors).toEqual([]);
});

test('the first page of cards shows names, departments, prices and preview links from the server', async ({ page, request }) => {
  const data = await apiCatalogue(request);
  await openCatalogue(page);
  const shown = Math.min(24, data.procedures.length);
  await expect(cards(page)).toHaveCount(shown);
  for (const procedure of data.procedures.slice(0, 3)) {
    const card = cards(page).filter({ has: page.getByRole('link', { name: procedure.name, exact: true }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', `/${SHORTNAME}/corporate/procedure/preview/${procedure.id}`);
    await expect(card.locator('.procedure-department')).toHaveText(procedure.department.name);
    const price = card.locator('.procedure-price');
    if (procedure.product) {
      const text = new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'VES' }).format(procedure.product.calc_price);
      await expect(price).toHaveText(`Precio: ${text}`, { useInnerText: false });
    } else {
      await expect(price).toHaveCount(0);
    }
  }
  // The rest come with Mostrar más.
  if (data.procedures.length > 24) {
    await page.getByRole('link', { name: 'Mostrar más' }).click();
    await expect(cards(page)).toHaveCount(Math.min(48, data.procedures.length));
  }
});

test('search narrows the cards, without caring for accents or case', async ({ page, request }) => {
  const data = await apiCatalogue(request);
  const expected = data.procedures.filter((p) => fold(`${p.name}\n${p.description}\n${p.department.name}`).includes('renovacion'));
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(data.procedures.length);
  await openCatalogue(page);
  await search(page).fill('RENOVACION');
  await expect(count(page)).toHaveText(`${expected.length === 1 ? '1 trámite encontrado' : `${expected.length} trámites encontrados`}.`);
  await expect(cards(page)).toHaveCount(expected.length);
  for (const name of await cards(page).getByRole('heading').allTextContents()) expect(expected.map((p) => p.name)).toContain(name);
  // The same query with its accent finds the same cards.
  await search(page).fill('Renovación');
  await expect(cards(page)).toHaveCount(expected.length);
});

test('the department filter narrows the cards to that department', async ({ page, request }) => {
  const data = await apiCatalogue(request);
  const department = data.departments.find((d) => d.name === 'Catastro')!;
  const expected = data.procedures.filter((p) => p.departmentId === department.id);
  await openCatalogue(page);
  await departmentSelect(page).selectOption({ value: String(department.id) });
  await expect(count(page)).toHaveText(`${expected.length} trámites encontrados en Catastro.`);
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).locator('.procedure-department')).toHaveText(expected.map(() => 'Catastro'));
});

test('search and department live in the URL: a reload keeps them and back undoes them', async ({ page, request }) => {
  const data = await apiCatalogue(request);
  const catastro = data.departments.find((d) => d.name === 'Catastro')!;
  await openCatalogue(page);
  await search(page).fill('constancia');
  await expect(page).toHaveURL(/\?q=constancia$/);
  // The address changes at once; the narrowed list renders a moment later (a transition).
  await expect(count(page)).toHaveText(/encontrados?\.$/);
  const constancias = await count(page).textContent();
  await departmentSelect(page).selectOption({ value: String(catastro.id) });
  await expect(page).toHaveURL(new RegExp(`\\?q=constancia&departamento=${catastro.id}$`));
  await expect(count(page)).toHaveText(/encontrados? en Catastro\.$/);
  const narrowed = await count(page).textContent();

  await page.reload();
  await expect(search(page)).toHaveValue('constancia');
  await expect(departmentSelect(page)).toHaveValue(String(catastro.id));
  await expect(count(page)).toHaveText(narrowed!);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=constancia$/);
  await expect(departmentSelect(page)).toHaveValue('');
  await expect(count(page)).toHaveText(constancias!);
  // Typing made one history entry, not one per letter.
  await page.goBack();
  await expect(page).toHaveURL(/\/procedures$/);
  await expect(search(page)).toHaveValue('');
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);
});

test('a search with no results says so and Limpiar filtros shows everything again', async ({ page, request }) => {
  const data = await apiCatalogue(request);
  await openCatalogue(page, '/procedures?q=pasaporte+diplomatico');
  await expect(page.getByRole('heading', { name: 'No encontramos trámites con esa búsqueda' })).toBeVisible();
  await expect(count(page)).toHaveText('Ningún trámite encontrado.');
  await expectNoAxeViolations(page);
  await page.locator('.no-results').getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);
  await expect(search(page)).toBeFocused();
});

test('the page says Cargando trámites... until the catalogue arrives', async ({ page }) => {
  // The browser's own load of the catalogue (the server renders /procedures with it otherwise).
  await renderInBrowserOnly(page);
  const release = await holdRequests(page, '**/djstatic/**');
  await page.goto('/procedures');
  await expect(page.getByRole('heading', { level: 1, name: 'Trámites en Línea' })).toBeVisible();
  await expect(page.getByText('Cargando trámites...')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(page.getByText('Cargando trámites...')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('a failed load shows a Spanish message, logs it, and Reintentar loads the catalogue', async ({ page, request }) => {
  // The browser's own load of the catalogue (the server renders /procedures with it otherwise).
  await renderInBrowserOnly(page);
  const data = await apiCatalogue(request);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const unexpected = watchErrors(page, BLOCKED);
  let blocked = true;
  await page.route('**/djstatic/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/procedures');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los trámites' });
  await expect(alert).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('Error cargando los trámites'))).toBe(true);
  await expectNoAxeViolations(page);

  blocked = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);
  await expect(alert).toHaveCount(0);
  expect(unexpected).toEqual([]);
});

test('a returning visitor on a failing connection still gets the stored catalogue', async ({ page, request }) => {
  // The browser's own load of the catalogue (the server renders /procedures with it otherwise).
  await renderInBrowserOnly(page);
  const data = await apiCatalogue(request);
  await openCatalogue(page);
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);
  // The copy is stored once the page is idle.
  const storedVersion = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.version, `portal:procedures:${SHORTNAME}`);
  await expect.poll(storedVersion).toBe(data.version);

  watchErrors(page, BLOCKED);
  await page.route('**/djstatic/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(count(page)).toHaveText(`${data.procedures.length} trámites disponibles.`);
  await expect(page.getByText(/No pudimos comprobar si el catálogo cambió/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toHaveCount(0);
});

test('the requirements tooltip works from the keyboard', async ({ page }) => {
  await openCatalogue(page);
  const button = cards(page).first().getByRole('button', { name: /^Requisitos de / });
  const tooltipId = await button.getAttribute('aria-describedby');
  const tooltip = page.locator(`[id="${tooltipId}"]`);
  await expect(tooltip).toBeHidden();
  await button.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(/Este trámite (tiene \d+ requisitos?|no tiene requisitos)\./);
  await expect(tooltip).toHaveRole('tooltip');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(button).toBeFocused();
});

test('the catalogue passes axe in the light and the dark theme', async ({ page }) => {
  await openCatalogue(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.body.classList.add('dark-mode'));
  await expectNoAxeViolations(page);
});

// Found while merging wave 2: keystrokes typed 50 ms apart were lost ('renovacion' arrived as
// 'renvacion') while the field showed the URL's ?q=, which the router updates in a transition. The
// field now keeps its own text (mfe-procedures/src/data/use-query-field.ts).
test('a city with 10,000 procedures renders a page of cards and filters while the citizen types', { tag: '@alone' }, async ({ page, request }) => {
  // The browser's own load of the catalogue (the server renders /procedures with it otherwise).
  await renderInBrowserOnly(page);
  const real = await apiCatalogue(request);
  // The server's own procedures, repeated to a big city's size with distinct ids and names.
  const procedures = Array.from({ length: 10_000 }, (_, i) => {
    const base = real.procedures[i % real.procedures.length]!;
    return { ...base, id: i + 1, name: `${base.name} ${Math.floor(i / real.procedures.length) + 1}` };
  });
  const big = { ...real, procedures, version: `big-${real.version}` };
  const expected = procedures.filter((p) => fold(`${p.name}\n${p.description}\n${p.department.name}`).includes('renovacion')).length;
  await page.route('**/djstatic/**', (route) => route.fulfill({ json: big }));
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  await openCatalogue(page);
  await expect(count(page)).toHaveText('10.000 trámites disponibles.');
  await expect(cards(page)).toHaveCount(24);
  await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));

  await search(page).pressSequentially('renovacion', { delay: 50 });
  await expect(count(page)).toHaveText(`${expected.toLocaleString('es-VE')} trámites encontrados.`);
  await expect(cards(page)).toHaveCount(24);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  console.log(`long tasks while typing on 10,000 procedures: ${JSON.stringify(longTasks.map(Math.round))}`);
  // Typing must never block the page for long: no task near a quarter of a second.
  expect(Math.max(0, ...longTasks)).toBeLessThan(250);
});
