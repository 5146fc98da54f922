import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, useDarkTheme } from '../support/axe';
import { watchErrors } from '../support/console';
import { BASE_URL } from '../support/ports';

// City certificates (issue 15): the landing page's dialog opens the validation page in a new tab,
// which gives the verdict of each demo certificate (docs/citizen-services.md, "City certificates").

async function openFromDialog(page: Page, number: string, register: string): Promise<Page> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Certificados digitales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descargar Certificado' });
  await dialog.getByRole('textbox', { name: 'Número de certificado' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Número de registro' }).fill(register);
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  const opened = await popup;
  await opened.waitForLoadState();
  return opened;
}

const verdict = (page: Page) => page.locator('#certificate-verdict');

test('the dialog requires both fields: a message beside each, focus on the first empty one', async ({ page, context }) => {
  await page.goto('/');
  let popups = 0;
  context.on('page', () => popups++);
  await page.getByRole('link', { name: 'Certificados digitales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descargar Certificado' });
  const number = dialog.getByRole('textbox', { name: 'Número de certificado' });
  const register = dialog.getByRole('textbox', { name: 'Número de registro' });
  await register.fill('R-1001');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(number).toBeFocused();
  await expect(number).toHaveAccessibleDescription('Escriba el número de certificado.');
  await number.fill('SRV-2025-0001');
  await register.fill('   ');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(register).toBeFocused();
  await expect(register).toHaveAccessibleDescription('Escriba el número de registro.');
  await expect(dialog).toBeVisible();
  expect(popups).toBe(0);
});

test('a valid certificate: verdict first, details with the holder masked, the PDF whose SHA-256 is shown', async ({ page }) => {
  const errors = watchErrors(page);
  const opened = await openFromDialog(page, ' srv-2025-0001 ', 'R-1001');
  expect(opened.url()).toBe(`${BASE_URL}/certificate/validation/srv-2025-0001?register_id=R-1001`);
  await expect(verdict(opened)).toHaveText('Certificado válido');
  await expect(opened.getByText('M. J. P. R., cédula terminada en 678')).toBeVisible();
  await expect(opened.getByText('María')).toHaveCount(0);
  const sha = await opened.locator('.sha256').textContent();
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  const href = await opened.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href');
  const pdf = await opened.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { createHash } = await import('node:crypto');
  expect(createHash('sha256').update(await pdf.body()).digest('hex')).toBe(sha);
  expect(errors).toEqual([]);
});

test("a click on the tile while the dialog's code is held says Cargando..., and with the code unreachable the tile opens the check page", async ({ page }) => {
  // Held back: the click waits for the dialog's code and tells the visitor.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/certificate-dialog\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const tile = page.getByRole('link', { name: 'Certificados digitales' });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toBeAttached();
  release();
  await expect(page.getByRole('dialog', { name: 'Descargar Certificado' })).toBeVisible();
  await expect(tile).not.toHaveAttribute('aria-busy', 'true');

  // Unreachable: the click still leads somewhere, to the page the tile links to.
  const other = await page.context().newPage();
  await other.route(/\/certificate-dialog\.[0-9a-f]+\.js$/, (route) => route.abort('connectionreset'));
  await other.goto('/');
  await other.waitForFunction(() => document.documentElement.dataset.interactive === '1');
  await other.getByRole('link', { name: 'Certificados digitales' }).click();
  await expect(other).toHaveURL(/\/certificate\/validation$/);
  await expect(other.getByRole('textbox', { name: 'Número de certificado' })).toBeVisible();
});

test('a revoked certificate shows the date and the reason', async ({ page }) => {
  const opened = await openFromDialog(page, 'SRV-2025-0002', 'R-1002');
  await expect(verdict(opened)).toHaveText('Certificado revocado');
  await expect(opened.getByText('Revocado el 1 de octubre de 2025. Motivo: Emitido por error')).toBeVisible();
  await expect(opened.getByRole('link', { name: 'Descargar PDF' })).toHaveCount(0);
});

test('an expired certificate says Certificado vencido', async ({ page }) => {
  const opened = await openFromDialog(page, 'SRV-2024-0099', 'R-0999');
  await expect(verdict(opened)).toHaveText('Certificado vencido');
  await expect(opened.getByText('Venció el 31 de enero de 2025.')).toBeVisible();
});

test('an unknown certificate: No encontrado, and the page answers HTTP 404', async ({ page }) => {
  const opened = await openFromDialog(page, 'SRV-2025-9999', 'R-1001');
  await expect(verdict(opened)).toHaveText('No encontrado');
  const response = await page.request.get('/certificate/validation/SRV-2025-9999?register_id=R-1001');
  expect(response.status()).toBe(404);
  expect((await page.request.get('/certificate/validation/SRV-2025-0001?register_id=R-1001')).status()).toBe(200);
});

test("the page's own form checks another certificate and moves focus to its verdict", async ({ page }) => {
  await page.goto('/certificate/validation/SRV-2025-9999?register_id=R-1001');
  await expect(verdict(page)).toHaveText('No encontrado');
  const form = page.getByRole('form', { name: 'Verificar otro certificado' });
  // The pair that was not found stays in the form, to be corrected.
  await expect(form.getByRole('textbox', { name: 'Número de certificado' })).toHaveValue('SRV-2025-9999');
  await expect(form.getByRole('textbox', { name: 'Número de registro' })).toHaveValue('R-1001');
  await form.getByRole('textbox', { name: 'Número de certificado' }).fill('');
  await form.getByRole('button', { name: 'Verificar' }).click();
  await expect(form.getByRole('textbox', { name: 'Número de certificado' })).toBeFocused();
  await expect(form.getByText('Escriba el número de certificado.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Número de certificado' }).fill('SRV-2025-0002');
  await form.getByRole('textbox', { name: 'Número de registro' }).fill('r-1002');
  await form.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/certificate\/validation\/SRV-2025-0002\?register_id=R-1002$/);
  await expect(verdict(page)).toHaveText('Certificado revocado');
  await expect(verdict(page)).toBeFocused();
});

test('printing shows the verdict and the details, not the form or the site header', async ({ page }) => {
  await page.goto('/certificate/validation/SRV-2025-0001?register_id=R-1001');
  await expect(verdict(page)).toHaveText('Certificado válido');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Verificar otro certificado' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByText('M. J. P. R., cédula terminada en 678')).toBeVisible();
});

test.describe('accessibility', () => {
  for (const verdictUrl of ['SRV-2025-0001?register_id=R-1001', 'SRV-2025-0002?register_id=R-1002', 'SRV-2024-0099?register_id=R-0999', 'X-1?register_id=Y-1']) {
    test(`axe in the light and dark themes: ${verdictUrl}`, async ({ page }) => {
      await page.goto(`/certificate/validation/${verdictUrl}`);
      await expect(verdict(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await useDarkTheme(page);
      await page.goto(`/certificate/validation/${verdictUrl}`);
      await expect(page.locator('body')).toHaveClass(/dark-mode/);
      await expect(verdict(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('axe at 375 px, with the form showing its errors', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/certificate/validation/SRV-2025-0001?register_id=R-1001');
    await expect(verdict(page)).toHaveText('Certificado válido');
    await page.getByRole('form', { name: 'Verificar otro certificado' }).getByRole('button', { name: 'Verificar' }).click();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
