import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { contactRowsContaining } from '../support/contact-db';

// The contact page against the real portal server and its SQLite database (issue 7).

const SUCCESS = 'Su mensaje ha sido enviado con éxito.';
const uniqueMarker = () => `marca-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const form = (page: Page) => page.getByRole('form', { name: 'Escríbanos' });
const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });

async function fillForm(page: Page, marker: string) {
  await field(page, /^Nombre/).fill('María Pérez');
  await field(page, /^Correo electrónico/).fill('maria@example.com');
  await field(page, /^Teléfono/).fill('+58 412 555 1234');
  await field(page, /^Mensaje/).fill(`Hay un bache en la calle Sucre (${marker}).`);
}

test('a real send stores exactly one row with what the citizen typed, and shows its reference', async ({ page }) => {
  const errors = watchErrors(page);
  const marker = uniqueMarker();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await fillForm(page, marker);
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  await expect(field(page, /^Nombre/)).toHaveValue('');

  const rows = contactRowsContaining(marker);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    customer_id: '1',
    kind: 'contact',
    name: 'María Pérez',
    email: 'maria@example.com',
    phone: '+58 412 555 1234',
    message: `Hay un bache en la calle Sucre (${marker}).`,
  });
  expect(rows[0].idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  // The confirmation names the stored message's reference, so the citizen can quote it.
  expect(rows[0].reference).toMatch(/^C-\d{4}-\d{6}$/);
  await expect(form(page).getByRole('status')).toContainText(`Referencia: ${rows[0].reference}`);
  expect(errors).toEqual([]);
});

test('a send whose answer is lost keeps the text, and the retry stores the message once', async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto('/contact');
  await fillForm(page, marker);
  // The worst failure: the server stores the message but the answer never reaches the browser.
  await page.route('**/api/v2/contact/', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(form(page).getByRole('alert')).toContainText('No se pudo conectar con el portal. Revise su conexión a internet y pulse «Enviar» de nuevo.');
  await expect(field(page, /^Mensaje/)).toHaveValue(`Hay un bache en la calle Sucre (${marker}).`);
  await expect(field(page, /^Nombre/)).toHaveValue('María Pérez');
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  expect(contactRowsContaining(marker)).toHaveLength(1);

  await page.unroute('**/api/v2/contact/');
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  await expect(form(page).getByRole('alert')).toBeEmpty();
  expect(contactRowsContaining(marker)).toHaveLength(1);
});

test('a send blocked before reaching the server stores nothing, then succeeds on retry', async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto('/contact');
  await fillForm(page, marker);
  await page.route('**/api/v2/contact/', (route) => route.abort('failed'));
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(form(page).getByRole('alert')).toContainText('Sus datos se conservan');
  expect(contactRowsContaining(marker)).toHaveLength(0);
  await page.unroute('**/api/v2/contact/');
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(contactRowsContaining(marker)).toHaveLength(1);
});

test('the form can be completed with the keyboard alone', async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  // Tab from the top of the page until the first field has focus.
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'contact-name')) break;
  }
  await expect(field(page, /^Nombre/)).toBeFocused();
  // Enter on an empty form: errors appear and focus stays on the first field to fix.
  await page.keyboard.press('Enter');
  await expect(field(page, /^Nombre/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, /^Nombre/)).toBeFocused();
  await page.keyboard.type('Keyboard Vecino');
  await page.keyboard.press('Tab');
  await page.keyboard.type('vecino@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0412 555 0000');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Solo con teclado ${marker}`);
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Enviar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(contactRowsContaining(marker)).toHaveLength(1);
});

test('the success message disappears after about 5 seconds', async ({ page }) => {
  // The page's clock: the seconds pass at once when the test says so.
  await page.clock.install();
  await page.goto('/contact');
  await fillForm(page, uniqueMarker());
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  const success = page.getByText(SUCCESS);
  await expect(success).toBeVisible();
  await page.clock.runFor(4000);
  await expect(success).toBeVisible();
  await page.clock.runFor(2000);
  await expect(success).toHaveCount(0);
});

test('the page shows the customer\'s support blocks and SEDE with its logo', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Teléfono' })).toContainText('Atención al cliente de lunes a viernes de 8:00 a 16:00');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).toContainText('48 horas');
  const logo = page.getByRole('region', { name: 'SEDE' }).getByRole('img');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('axe finds no violations on the page, with errors, after a send, and in dark mode', async ({ page }) => {
  await page.goto('/contact');
  await expect(form(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(field(page, /^Nombre/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await fillForm(page, uniqueMarker());
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.body.classList.add('dark-mode'));
  await form(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(field(page, /^Nombre/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
