import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoAxeViolations, useDarkTheme } from '../support/axe';

// An online request from start to "Aprobado" (issue 17), against the real portal server: the
// citizen starts it and uploads a document per requirement; the municipality rejects one (through
// the corporate API with the test site's machine token, until the console has its screens); the
// citizen replaces it on /seguimiento; the municipality accepts both and approves; the citizen
// sees "Aprobado" in the timeline.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const citizen = { name: 'Elena Suárez', nationalId: 'V-10.200.300', email: 'elena.suarez@example.com', phone: '0424 555 6677' };
const main = (page: Page) => page.getByRole('main');
const pdf = (text: string) => ({ name: `${text}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });

async function procedureWithRequirements(page: Page) {
  const body = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; name: string; requirements: { id: number; name: string }[] }[] };
  return body.procedures.find((procedure) => procedure.requirements.length >= 2)!;
}

async function staff(request: APIRequestContext, call: string, data: Record<string, unknown>) {
  const answer = await request.post(`/api/v2/corporate/${call}/`, { data: { customer_id: '1', ...data }, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status(), `${call}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).data;
}

test('a citizen starts a request, uploads documents, replaces a rejected one, and sees it approved', async ({ page }) => {
  const procedure = await procedureWithRequirements(page);
  const first = procedure.requirements[0]!;
  // The request starts on the procedure's own page.
  await page.goto(`/sanrafael/corporate/procedure/preview/${procedure.id}`);
  await page.getByRole('link', { name: 'Iniciar en línea' }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitudes/nueva\\?tramite=${procedure.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar trámite en línea' })).toBeVisible();
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(citizen.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Su solicitud quedó registrada' })).toBeFocused();
  const code = (await main(page).locator('.code').textContent())!.trim();
  expect(code).toMatch(/^T-[2-9A-HJ-NP-Z]{8}$/);

  // A file that is not a PDF, JPEG or PNG is refused beside its field; then both documents go up.
  await main(page).getByLabel(`Archivo para «${first.name}»`).setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('texto') });
  await page.getByRole('button', { name: `Subir «${first.name}»` }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'no es de un tipo admitido' })).toBeVisible();
  await main(page).getByLabel(`Archivo para «${first.name}»`).setInputFiles(pdf('cedula'));
  await page.getByRole('button', { name: `Subir «${first.name}»` }).click();
  await expect(main(page).locator('.document').first().locator('.document-status')).toHaveText('Recibido, en revisión');
  for (const [index, requirement] of procedure.requirements.slice(1).entries()) {
    await main(page).getByLabel(`Archivo para «${requirement.name}»`).setInputFiles(pdf(`documento-${index}`));
    await page.getByRole('button', { name: `Subir «${requirement.name}»` }).click();
    await expect(main(page).getByLabel(`Archivo para «${requirement.name}»`)).toHaveCount(0);
  }
  await expect(page.getByText('Recibimos todos sus documentos.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The municipality rejects the first document with a note.
  const [summary] = await staff(page.request, 'userProcedure/adminList', { q: code });
  await staff(page.request, 'userProcedure/updateRequirementStatus', { id: summary.id, requirement_id: first.id, status: 'rejected', note: 'La copia está borrosa.' });

  // The citizen follows the request and replaces the rejected document.
  await main(page).getByRole('link', { name: 'Seguimiento de mi solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`/seguimiento\\?codigo=${code}$`));
  await expect(main(page).getByLabel('Código de seguimiento')).toHaveValue(code);
  await main(page).getByLabel('Correo electrónico').fill('otra@example.com');
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'No encontramos una solicitud con ese código y ese correo electrónico.' })).toBeVisible();
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Solicitud ${code}` })).toBeFocused();
  await expect(page.getByText(`Reemplace el documento rechazado: ${first.name}.`)).toBeVisible();
  await expect(page.getByText('Nota de la alcaldía: La copia está borrosa.')).toBeVisible();
  await main(page).getByLabel(`Nuevo archivo para «${first.name}»`).setInputFiles(pdf('cedula-nitida'));
  await page.getByRole('button', { name: `Subir «${first.name}»` }).click();
  await expect(main(page).locator('.document').first().locator('.document-status')).toHaveText('Recibido, en revisión');
  await expect(page.locator('.timeline')).toContainText('Documento reemplazado');

  // The municipality accepts both and approves; the citizen sees it.
  for (const requirement of procedure.requirements) await staff(page.request, 'userProcedure/updateRequirementStatus', { id: summary.id, requirement_id: requirement.id, status: 'accepted' });
  const states = await staff(page.request, 'state/list', {});
  const approved = (states as { id: number; name: string }[]).find((state) => state.name === 'Aprobado')!;
  await staff(page.request, 'userProcedure/changeState', { id: summary.id, state_id: approved.id });
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(page.locator('.request-state')).toHaveText('Aprobado');
  await expect(page.locator('.timeline li').last()).toContainText('Estado: Aprobado');
  await expect(page.locator('.document-status')).toHaveText(procedure.requirements.map(() => 'Aceptado'));
  await useDarkTheme(page);
  await expectNoAxeViolations(page);
});

test('the tracking page says what is missing, fits a phone, and has no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/seguimiento');
  await page.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'Escriba el código de seguimiento y el correo que indicó.' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
