import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// The clerk's side of issue 17 in the console: a citizen's appointment and online request, worked
// from /admin against the real portal server.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Secciones de la consola' });
const pdf = (text: string) => ({ name: `${text}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });

let clerk: StaffLogin;
test.beforeAll(() => {
  clerk = createStaffAccount('clerk');
});

async function search(page: Page, section: string, text: string) {
  await nav(page).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  await main(page).getByLabel('Buscar', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test('a clerk finds a booked appointment and marks it missed', async ({ page }) => {
  await page.goto('/');
  // A booking made at the counter through the corporate API (the citizen's pages are tested in appointments.spec.ts).
  const headers = { authorization: `Bearer ${TOKEN}` };
  const available = await (await page.request.post('/api/v2/corporate/appointment/getAvailable/', { headers, data: { customer_id: '1', office_id: 1, days: 14 } })).json();
  const day = (available.data.days as { date: string; slots: { start: string }[] }[]).find((item) => item.slots.length > 0)!;
  const booked = await page.request.post('/api/v2/corporate/appointment/create/', {
    headers, data: { customer_id: '1', office_id: 1, date: day.date, start: day.slots[0]!.start, name: 'Tomás Rivas', national_id: 'V-8123456', email: 'tomas@example.com', phone: '0414 555 0909' },
  });
  expect(booked.status()).toBe(201);
  const code = (await booked.json()).data.code as string;

  await signInToConsole(page, clerk);
  await search(page, 'Citas', code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Tomás Rivas');
  await expect(row).toContainText('Reservada');
  await row.getByRole('link', { name: `Abrir ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Cita ${code}` })).toBeFocused();
  await expect(main(page).getByText('V-8123456')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Marcar como no asistida' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cita marcada como perdida.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar la llegada' })).toHaveCount(0);
});

test('a clerk rejects a document with a note, accepts the replacement, and approves the request', async ({ page }) => {
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; requirements: { id: number; name: string }[] }[] };
  const procedure = catalogue.procedures.find((item) => item.requirements.length >= 1)!;
  const first = procedure.requirements[0]!;
  // The citizen starts the request and uploads the first document.
  await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
  await main(page).getByLabel('Nombre y apellido').fill('Lucía Paredes');
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill('V-11222333');
  await main(page).getByLabel('Correo electrónico').fill('lucia@example.com');
  await main(page).getByLabel('Teléfono').fill('0414 555 3030');
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
  const code = (await main(page).locator('.code').textContent())!.trim();
  await main(page).getByLabel(`Archivo para «${first.name}»`).setInputFiles(pdf('primera'));
  await page.getByRole('button', { name: `Subir «${first.name}»` }).click();
  await expect(main(page).getByLabel(`Archivo para «${first.name}»`)).toHaveCount(0);

  await signInToConsole(page, clerk);
  await search(page, 'Solicitudes en línea', code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Lucía Paredes');
  await row.getByRole('link', { name: `Abrir ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Solicitud ${code}` })).toBeFocused();
  // Rejecting needs a note; the console says so beside it.
  await page.getByRole('button', { name: `Rechazar «${first.name}»` }).click();
  await expect(page.getByText('Diga qué debe corregir el ciudadano.')).toBeVisible();
  await expect(main(page).getByLabel('Nota para el ciudadano (obligatoria para rechazar)')).toBeFocused();
  await main(page).getByLabel('Nota para el ciudadano (obligatoria para rechazar)').fill('La copia no se lee.');
  await page.getByRole('button', { name: `Rechazar «${first.name}»` }).click();
  await expect(main(page).locator('.admin-document-status').first()).toHaveText('Rechazado');
  await expectNoAxeViolations(page);

  // The citizen replaces it from /seguimiento.
  await page.goto(`/seguimiento?codigo=${code}`);
  await main(page).getByLabel('Correo electrónico').fill('lucia@example.com');
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(page.getByText('Nota de la alcaldía: La copia no se lee.')).toBeVisible();
  await main(page).getByLabel(`Nuevo archivo para «${first.name}»`).setInputFiles(pdf('nitida'));
  await page.getByRole('button', { name: `Subir «${first.name}»` }).click();
  await expect(main(page).locator('.document-status').first()).toHaveText('Recibido, en revisión');

  // The clerk accepts it and approves; the citizen sees "Aprobado".
  await page.goto('/admin');
  await search(page, 'Solicitudes en línea', code);
  await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: `Abrir ${code}` }).click();
  await page.getByRole('button', { name: `Aceptar «${first.name}»` }).click();
  await expect(main(page).locator('.admin-document-status').first()).toHaveText('Aceptado');
  await main(page).getByLabel('Estado', { exact: true }).selectOption({ label: 'Aprobado' });
  await page.getByRole('button', { name: 'Cambiar el estado' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud en «Aprobado».' })).toBeVisible();
  await page.goto(`/seguimiento?codigo=${code}`);
  await main(page).getByLabel('Correo electrónico').fill('lucia@example.com');
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(page.locator('.request-state')).toHaveText('Aprobado');
  await expect(page.locator('.timeline li').last()).toContainText('Estado: Aprobado');
});
