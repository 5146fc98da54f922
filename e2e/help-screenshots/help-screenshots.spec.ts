// The help page's screenshots (mfe-template/src/help/screenshots/*.png), taken from the running
// site as a citizen on a phone sees it: `npm run help-screenshots -w e2e`, then rebuild mfe-template.
// Each shot is the same size (SCREENSHOT_SIZE in mfe-template/src/help/help-topics.ts), at one
// device pixel per CSS pixel, so the files stay small.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';

const OUT = path.join(__dirname, '../../mfe-template/src/help/screenshots');
const SIZE = { width: 375, height: 560 };
const TOKEN = 'e2e-admin-token-0123456789abcdef';
const citizen = { name: 'Rosa Linares', nationalId: 'V-14.222.333', email: 'rosa.linares@example.com', phone: '0414 555 7788' };

test.use({ viewport: { width: SIZE.width, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

const main = (page: Page) => page.getByRole('main');

/** Saves the part of the page that starts at `from` (a heading), one shot's size, as `name`.png. */
async function shoot(page: Page, from: Locator, name: string): Promise<void> {
  // No focus ring, no caret: the shot shows the page, not where the script clicked.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await from.boundingBox();
  expect(box, `${name}: where the shot starts`).not.toBeNull();
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide', clip: { x: 0, y: box!.y, ...SIZE } });
}

async function procedures(request: APIRequestContext) {
  const body = (await (await request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; name: string; requirements: { id: number; name: string }[] }[] };
  return body.procedures;
}

async function staff(request: APIRequestContext, call: string, data: Record<string, unknown>) {
  const answer = await request.post(`/api/v2/corporate/${call}/`, { data: { customer_id: '1', ...data }, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status(), `${call}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).data;
}

test('booking: the free times of an office', async ({ page }) => {
  const [first] = await procedures(page.request);
  await page.goto(`/citas/nueva?tramite=${first!.id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const step = page.getByRole('heading', { level: 2, name: '2. Elija el día y la hora' });
  await expect(step).toBeFocused();
  const times = page.getByRole('group', { name: /^Hora del/ });
  await times.getByRole('radio').first().check();
  await shoot(page, times, 'booking');
});

test('a request just started, then followed after the city asked for a document again', async ({ page }) => {
  const procedure = (await procedures(page.request)).find((item) => item.requirements.length >= 2)!;
  await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad').fill(citizen.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
  const registered = page.getByRole('heading', { level: 2, name: 'Su solicitud quedó registrada' });
  await expect(registered).toBeFocused();
  await shoot(page, registered, 'request');

  const code = (await main(page).locator('.code').textContent())!.trim();
  const [first, second] = procedure.requirements;
  for (const requirement of [first!, second!]) {
    await main(page).getByLabel(`Archivo para «${requirement.name}»`).setInputFiles({ name: 'documento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: `Subir «${requirement.name}»` }).click();
    await expect(main(page).getByLabel(`Archivo para «${requirement.name}»`)).toHaveCount(0);
  }
  const [summary] = await staff(page.request, 'userProcedure/adminList', { q: code });
  await staff(page.request, 'userProcedure/updateRequirementStatus', { id: summary.id, requirement_id: second!.id, status: 'accepted' });
  await staff(page.request, 'userProcedure/updateRequirementStatus', { id: summary.id, requirement_id: first!.id, status: 'rejected', note: 'La copia está borrosa.' });
  await page.goto(`/seguimiento?codigo=${code}`);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  const followed = page.getByRole('heading', { level: 2, name: `Solicitud ${code}` });
  await expect(followed).toBeFocused();
  await shoot(page, followed, 'tracking');
});

test('certificate: the verdict of a valid certificate', async ({ page }) => {
  await page.goto('/certificate/validation/SRV-2025-0001?register_id=R-1001');
  await expect(page.getByText('Certificado válido').first()).toBeVisible();
  await shoot(page, page.getByRole('heading', { level: 1 }), 'certificate');
});
