import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';

// Issue 14: a citizen finds a procedure in their own words, opens it and learns what to bring, and
// searches the whole site.

interface Procedure {
  id: number;
  name: string;
  description: string;
  requirements: { id: number; name: string }[];
  product: { calc_price: number } | null;
}

const SHORTNAME = 'sanrafael';

async function catalogue(request: APIRequestContext): Promise<Procedure[]> {
  return ((await (await request.get(`/djstatic/${SHORTNAME}/procedures.json`)).json()) as { procedures: Procedure[] }).procedures;
}

const procedureUrl = (id: number) => `/${SHORTNAME}/corporate/procedure/preview/${id}`;

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text!) as Record<string, unknown>;
}

test("opening a card shows every requirement, the cost, where it is done and valid JSON-LD; 'Volver al catálogo' keeps the search", async ({ page, request }) => {
  const errors = watchErrors(page);
  const procedures = await catalogue(request);
  const procedure = procedures.find((item) => item.name === 'Acta de nacimiento')!;
  await page.goto('/procedures?q=acta');
  await page.getByRole('link', { name: 'Acta de nacimiento', exact: true }).click();
  await expect(page).toHaveURL(procedureUrl(procedure.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acta de nacimiento');
  const requirements = page.getByRole('region', { name: 'Qué debe llevar' }).getByRole('listitem');
  await expect(requirements).toHaveText(procedure.requirements.map((requirement) => requirement.name));
  const price = procedure.product
    ? new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'VES' }).format(procedure.product.calc_price)
    : 'Gratuito';
  await expect(page.getByRole('region', { name: 'Costo' })).toContainText(price);
  const where = page.getByRole('region', { name: 'Dónde se realiza' });
  await expect(where.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(where).toContainText('Horario de atención');
  await expect(where).toContainText('Lunes a viernes: 8:00–12:00 y 13:00–16:00');
  await expect(where).toContainText('Esta sede atiende este trámite con cita previa.');
  // The portal is the demo's e-government application: a request starts here, and so does a booking.
  await expect(page.getByRole('link', { name: 'Iniciar en línea' })).toHaveAttribute('href', `/solicitudes/nueva?tramite=${procedure.id}`);
  await expect(page.getByRole('link', { name: 'Pedir cita' })).toHaveAttribute('href', `/citas/nueva?tramite=${procedure.id}`);
  await expect(page).toHaveTitle(/\| Acta de nacimiento$/);

  const data = await jsonLd(page);
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('GovernmentService');
  expect(data.name).toBe('Acta de nacimiento');
  expect(data.serviceOperator).toMatchObject({ '@type': 'GovernmentOrganization', name: 'Alcaldía de San Rafael del Valle' });
  expect(data.areaServed).toMatchObject({ name: 'Alcaldía de San Rafael del Valle' });
  expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'VES' });
  for (const requirement of procedure.requirements) expect(String(data.termsOfService)).toContain(requirement.name);

  await page.getByRole('link', { name: 'Volver al catálogo' }).click();
  await expect(page).toHaveURL(/\/procedures\?q=acta$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar trámite' })).toHaveValue('acta');
  expect(errors).toEqual([]);
});

test('a shared procedure address opens on its own, and prints on one A4 sheet without the site frame', async ({ page, request }) => {
  const procedure = (await catalogue(request)).find((item) => item.requirements.length >= 4)!;
  const response = await page.goto(procedureUrl(procedure.id));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(procedure.name);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Volver al catálogo' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('an unknown procedure answers HTTP 404 and shows the not-found page', async ({ page }) => {
  const errors = watchErrors(page, [/the server responded with a status of 404/]);
  const response = await page.goto(procedureUrl(999999));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.getByRole('link', { name: 'Ver todos los trámites' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the catalogue finds procedures in citizens' words: 'partida nacimiento', 'basura', 'pagar impuestos'", async ({ page }) => {
  await page.goto('/procedures');
  const box = page.getByRole('searchbox', { name: 'Buscar trámite' });
  const firstCard = page.locator('.procedure-card .procedure-name').first();
  await box.fill('partida nacimiento');
  await expect(firstCard).toHaveText('Acta de nacimiento');
  await box.fill('basura');
  await expect(page.locator('.procedure-card .procedure-name')).toContainText(['Recolección de desechos especiales']);
  await box.fill('pagar impuestos');
  await expect(firstCard).toHaveText('Pago del impuesto sobre inmuebles urbanos');
  // The tooltip lists the requirement names, not only their number.
  const button = page.locator('.procedure-card').first().getByRole('button', { name: /^Requisitos de/ });
  await button.focus();
  await expect(page.locator('.procedure-card').first().getByRole('tooltip')).toContainText('Este trámite tiene');
  await expect(page.locator('.procedure-card').first().locator('.requirements-name').first()).toBeVisible();
});

test('the side-panel search leads to /buscar with news results, their matches highlighted', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir panel lateral' }).click();
  const box = page.getByRole('dialog').getByRole('searchbox');
  await box.fill('recolección');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=recolecci%C3%B3n$/);
  const news = page.getByRole('region', { name: /Noticias/ });
  await expect(news.getByRole('link').first()).toBeVisible();
  await expect(news.locator('mark').first()).toHaveText(/recolección/i);
  await expect(page.getByRole('region', { name: /Trámites/ }).getByRole('link', { name: 'Recolección de desechos especiales' })).toBeVisible();
  await news.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog-details\/\d+$/);
  expect(errors).toEqual([]);
});

test('the home-page box and the blog sidebar box lead to /buscar too', async ({ page }) => {
  await page.goto('/');
  const home = page.getByRole('searchbox', { name: '¿Qué trámite necesita?' });
  await home.fill('partida nacimiento');
  await home.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=partida\+nacimiento$/);
  await expect(page.getByRole('region', { name: /Trámites/ }).getByRole('link').first()).toHaveText('Acta de nacimiento');

  await page.goto('/blog-grid/');
  const sidebar = page.getByRole('searchbox', { name: 'Buscar noticias' });
  await sidebar.fill('vacunación');
  await sidebar.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=vacunaci%C3%B3n$/);
  await expect(page.getByRole('region', { name: /Noticias/ }).getByRole('link').first()).toBeVisible();
});

test('a search with no results suggests the catalogue and the contact page', async ({ page }) => {
  await page.goto('/buscar?q=zzqxw');
  await expect(page.getByRole('heading', { name: 'No encontramos nada para «zzqxw»' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consultar el catálogo de trámites' })).toHaveAttribute('href', '/procedures?q=zzqxw');
  await expect(page.getByRole('link', { name: 'Escribirnos desde la página de contacto' })).toHaveAttribute('href', '/contact');
});

test("a typo still finds the procedure: 'nacimieto' shows 'Acta de nacimiento' and offers 'Quizás quiso decir nacimiento'", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/buscar?q=nacimieto');
  await expect(page.getByRole('region', { name: /Trámites/ }).getByRole('link').first()).toHaveText('Acta de nacimiento');
  await expect(page.getByText('Quizás quiso decir')).toBeVisible();
  await expect(page.getByText('No encontramos nada para «nacimieto»: estos son los resultados de «nacimiento».')).toBeVisible();
  await expectNoAxeViolations(page);
  const suggestion = page.getByRole('link', { name: 'nacimiento', exact: true });
  await expect(suggestion).toHaveAttribute('href', '/buscar?q=nacimiento');
  await suggestion.click();
  await expect(page).toHaveURL(/\/buscar\?q=nacimiento$/);
  await expect(page.getByRole('region', { name: /Trámites/ }).getByRole('link').first()).toHaveText('Acta de nacimiento');
  await expect(page.getByText('Quizás quiso decir')).toHaveCount(0);

  // The catalogue's own filter forgives one letter too.
  await page.goto('/procedures');
  await page.getByRole('searchbox', { name: 'Buscar trámite' }).fill('nacimieto');
  await expect(page.locator('.procedure-card .procedure-name').first()).toHaveText('Acta de nacimiento');
  await expect(page.getByRole('status').filter({ hasText: 'Nada coincide con «nacimieto»' })).toContainText('estos son los trámites de «nacimiento»');
  expect(errors).toEqual([]);
});

test('a hostile query is shown as text, never as markup', async ({ page }) => {
  const errors = watchErrors(page);
  const hostile = '<img src=x onerror=alert(1)> acta "NEAR" *';
  await page.goto(`/buscar?q=${encodeURIComponent(hostile)}`);
  // Every word must be found, so nothing is; the words are echoed as text.
  await expect(page.getByRole('heading', { name: `No encontramos nada para «${hostile}»` })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.goto(`/buscar?q=${encodeURIComponent('"acta" nacimiento*')}`);
  await expect(page.getByRole('region', { name: /Trámites/ }).getByRole('link').first()).toHaveText('Acta de nacimiento');
  expect(errors).toEqual([]);
});

for (const pass of [
  { name: 'light, 1280 px', colorScheme: 'light' as const, width: 1280 },
  { name: 'dark, 375 px', colorScheme: 'dark' as const, width: 375 },
]) {
  test.describe(`axe on the new pages (${pass.name})`, () => {
    test.use({ colorScheme: pass.colorScheme, viewport: { width: pass.width, height: 800 } });

    test('procedure page, site search with results and with none', async ({ page, request }) => {
      // Four pages, each loaded and analysed: longer than one page's default budget on a shared machine.
      test.setTimeout(90_000);
      const procedure = (await catalogue(request))[0]!;
      for (const url of [procedureUrl(procedure.id), '/buscar?q=recolecci%C3%B3n', '/buscar?q=zzqxw', '/']) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (url.startsWith('/buscar')) await expect(page.getByText('Buscando...')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      }
    });
  });
}
