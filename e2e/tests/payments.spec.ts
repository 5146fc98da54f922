import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { MAIL_DIR } from '../support/ports';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// Paying a request's fee (docs/payments.md), as a citizen and a clerk meet it on the real portal
// server: by card through the sandbox gateway (approved: 'Pagado' and a receipt anyone can check;
// declined and abandoned: still owed, and the page says so), and by Pago Móvil reported on /pagos,
// which a clerk confirms in the console, or rejects with a note the citizen reads and is e-mailed.

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });

let clerk: StaffLogin;
test.beforeAll(() => {
  clerk = createStaffAccount('clerk');
});

/** A procedure with a fee, from the catalogue the site publishes. */
async function pricedProcedure(page: Page) {
  const body = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; name: string; product: { calc_price: number } | null }[] };
  return body.procedures.find((procedure) => (procedure.product?.calc_price ?? 0) > 0)!;
}

/** Starts a request for a priced procedure as a citizen does; answers its tracking code. */
async function startRequest(page: Page, email: string): Promise<string> {
  const procedure = await pricedProcedure(page);
  await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
  await main(page).getByLabel('Nombre y apellido').fill('Marta Pagadora');
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill('V-14.141.414');
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByLabel('Teléfono').fill('0414 555 1414');
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Su solicitud quedó registrada' })).toBeFocused();
  return (await main(page).locator('.code').textContent())!.trim();
}

/** Opens the request's payments at /pagos with its code and e-mail. */
async function openPayments(page: Page, code: string, email: string) {
  await page.goto(`/pagos?codigo=${code}`);
  await main(page).getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ver mis pagos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Solicitud ${code}` })).toBeVisible();
}

async function payByCard(page: Page, decision: 'Aprobar el pago' | 'Rechazar la tarjeta' | 'Abandonar el pago') {
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pasarela de pago de pruebas' })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(/\/pagos$/);
}

/** The raw messages the site wrote to `to` (MAIL_DIR: the e2e site has no SMTP server). */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm').test(raw));
}

async function openInConsole(page: Page, code: string, { signIn = true } = {}) {
  if (signIn) await signInToConsole(page, clerk);
  else await page.goto('/admin');
  await nav(page).getByRole('link', { name: 'Solicitudes en línea', exact: true }).click();
  await main(page).getByLabel('Buscar', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: `Abrir ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Solicitud ${code}` })).toBeFocused();
}

test('the "Pagos en línea" tile leads to /pagos; a card payment approved in the sandbox says Pagado, with a receipt anyone can check', async ({ page }) => {
  await page.goto('/');
  await page.locator('.service-tiles').getByRole('link', { name: 'Pagos en línea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos en línea' })).toBeVisible();

  const email = 'marta.tarjeta@example.com';
  const code = await startRequest(page, email);
  await openPayments(page, code, email);
  await expect(main(page).locator('.payment-standing')).toHaveText(/^Por pagar: Bs\.S\s[\d.]+,\d{2}$/);
  await expectNoAxeViolations(page);
  await payByCard(page, 'Aprobar el pago');
  await expect(page.getByRole('status').filter({ hasText: 'Pago con tarjeta aprobado.' })).toBeVisible();
  await expect(main(page).locator('.payment-standing')).toHaveText('Pagado');
  await expect(main(page).getByRole('button', { name: 'Pagar con tarjeta' })).toHaveCount(0);
  const receiptButton = main(page).getByRole('button', { name: /^Descargar el recibo R-\d{4}-\d{6} \(PDF\)$/ });
  const number = /R-\d{4}-\d{6}/.exec((await receiptButton.textContent())!)![0];
  const download = page.waitForEvent('download');
  await receiptButton.click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  await main(page).getByRole('link', { name: 'Verificarlo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Recibo ${number} válido` })).toBeVisible();
  await expect(main(page).getByText('M. P.', { exact: true })).toBeVisible();
  await expect(main(page).locator('.hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(page);
});

test('a declined and an abandoned card payment leave the request unpaid, and /pagos says so', async ({ page }) => {
  const email = 'marta.rechazo@example.com';
  const code = await startRequest(page, email);
  await openPayments(page, code, email);
  await payByCard(page, 'Rechazar la tarjeta');
  await expect(page.getByRole('status').filter({ hasText: 'La tarjeta fue rechazada. La solicitud sigue sin pagar.' })).toBeVisible();
  await expect(main(page).locator('.payment-standing')).toHaveText(/^Por pagar/);

  await payByCard(page, 'Abandonar el pago');
  await expect(page.getByRole('status').filter({ hasText: 'El pago con tarjeta no se completó. La solicitud sigue sin pagar.' })).toBeVisible();
  await expect(main(page).locator('.payment-standing')).toHaveText(/^Por pagar/);
  await expect(main(page).locator('.payment-state')).toHaveText(['No aceptado', 'No aceptado']);
});

test('a Pago Móvil reference reported on /pagos: a clerk confirms it and the citizen sees Pagado; a rejected one reaches the citizen with its note', async ({ page }) => {
  const email = 'marta.movil@example.com';
  const code = await startRequest(page, email);
  await openPayments(page, code, email);
  await expect(main(page).getByText('0414-0000000')).toBeVisible();
  await main(page).getByRole('radio', { name: 'Pago Móvil' }).check();
  await main(page).getByLabel('Número de referencia').fill('12');
  await main(page).getByLabel('Banco desde el que pagó').fill('0105 Mercantil');
  await main(page).getByLabel('Día del pago').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Informar el pago' }).click();
  await expect(main(page).getByText('Escriba la referencia que le dio su banco: de 4 a 30 letras o dígitos.').first()).toBeVisible();
  await main(page).getByLabel('Número de referencia').fill('00456789');
  await page.getByRole('button', { name: 'Informar el pago' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos los datos de su pago.' })).toBeVisible();
  await expect(main(page).locator('.payment-standing')).toHaveText(/la alcaldía lo está verificando/);

  // The clerk rejects it with a note: the citizen reads it on /pagos and in an e-mail.
  await openInConsole(page, code);
  await expect(main(page).getByText('Informado, por verificar')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rechazar el pago 00456789' }).click();
  await expect(main(page).getByLabel('Nota para el ciudadano (obligatoria para rechazar)').last()).toBeFocused();
  await main(page).getByLabel('Nota para el ciudadano (obligatoria para rechazar)').last().fill('La referencia no aparece en el banco.');
  await page.getByRole('button', { name: 'Rechazar el pago 00456789' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pago rechazado' })).toBeVisible();
  await expect.poll(() => mailsTo(email).filter((raw) => raw.includes('La referencia no aparece en el banco.')).length, { timeout: 10_000 }).toBe(1);
  await openPayments(page, code, email);
  await expect(main(page).getByText('Nota de la alcaldía: La referencia no aparece en el banco.')).toBeVisible();

  // Reported again; the clerk confirms it; the citizen's page says Pagado, with the receipt.
  await main(page).getByRole('radio', { name: 'Pago Móvil' }).check();
  await main(page).getByLabel('Número de referencia').fill('00456790');
  await main(page).getByLabel('Banco desde el que pagó').fill('0105 Mercantil');
  await main(page).getByLabel('Día del pago').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Informar el pago' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos los datos de su pago.' })).toBeVisible();
  await openInConsole(page, code, { signIn: false });
  await page.getByRole('button', { name: 'Confirmar el pago 00456790' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pago confirmado' })).toBeVisible();
  await expect(main(page).getByText(/recibo R-\d{4}-\d{6}/)).toBeVisible();
  // The treasurer's day lists it, and gives it as a CSV file.
  await nav(page).getByRole('link', { name: 'Pagos del día', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('00456790');
  await expectNoAxeViolations(page);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  expect(fs.readFileSync(await (await csv).path(), 'utf8')).toContain(`"${code}"`);
  await openPayments(page, code, email);
  await expect(main(page).locator('.payment-standing')).toHaveText('Pagado');
  await expect(main(page).getByRole('button', { name: /^Descargar el recibo R-/ })).toBeVisible();
});
