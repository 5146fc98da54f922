import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, useDarkTheme } from '../support/axe';
import { watchErrors } from '../support/console';

// Booking a counter appointment from start to end, against the real portal server and its
// database (issue 17): the demo's first office of San Rafael does every procedure and has a
// weekday schedule of 30-minute slots.

async function firstProcedure(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get('/djstatic/sanrafael/procedures.json');
  const body = (await answer.json()) as { procedures: { id: number; name: string }[] };
  return body.procedures[0]!;
}

/** The page's own content (the footer has an e-mail field too). */
const main = (page: Page) => page.getByRole('main');

const citizen = { name: 'Rosa Linares', nationalId: 'V-14.222.333', email: 'rosa.linares@example.com', phone: '0414 555 7788' };

async function bookUpToDetails(page: Page, procedureId: number) {
  if (!page.url().endsWith(`/citas/nueva?tramite=${procedureId}`)) await page.goto(`/citas/nueva?tramite=${procedureId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedir cita' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Elija la oficina' })).toBeVisible();
  // The only office with a schedule is chosen already; the other does the procedure without appointments.
  await expect(page.getByRole('radio', { name: /Palacio Municipal/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2. Elija el día y la hora' })).toBeFocused();
  const slot = page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').first();
  await slot.check();
  // The radio's value is the day and the time (2027-03-02T09:00): a plain post names both.
  const start = (await slot.getAttribute('value'))!.split('T')[1];
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '3. Sus datos' })).toBeFocused();
  return start!;
}

async function fillDetails(page: Page, nationalId = citizen.nationalId, email = citizen.email) {
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(nationalId);
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
}

test('a citizen books a slot, gets a code and a calendar file, opens the appointment, cancels it and books again', async ({ page }) => {
  // The wrong e-mail's 404 is expected; nothing else may fail.
  const errors = watchErrors(page, [/status of 404/]);
  const procedure = await firstProcedure(page);
  // The booking starts on the procedure's own page.
  await page.goto(`/sanrafael/corporate/procedure/preview/${procedure.id}`);
  await page.getByRole('link', { name: 'Pedir cita' }).click();
  await expect(page).toHaveURL(new RegExp(`/citas/nueva\\?tramite=${procedure.id}$`));
  const start = await bookUpToDetails(page, procedure.id);
  await expect(page.getByText(`Trámite: ${procedure.name}`)).toBeVisible();

  // A wrong national id is named beside its field, with focus on it; nothing is lost.
  await fillDetails(page, 'J-1');
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(main(page).getByLabel('Cédula de identidad', { exact: true })).toBeFocused();
  await expect(page.getByText(/Escriba una cédula válida/)).toBeVisible();
  await expect(main(page).getByLabel('Nombre y apellido')).toHaveValue(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(citizen.nationalId);
  await page.getByRole('button', { name: 'Reservar' }).click();

  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Su cita quedó reservada' }) });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.locator('.code').textContent())!.trim();
  expect(code).toMatch(/^A-[2-9A-HJ-NP-Z]{8}$/);
  await expect(confirmation.getByText(`de ${start} a`)).toBeVisible();
  await expect(confirmation.getByText(/Av\. Bolívar con calle Sucre/)).toBeVisible();
  const ics = confirmation.getByRole('link', { name: 'Añadir a mi calendario (.ics)' });
  await expect(ics).toHaveAttribute('download', `cita-${code}.ics`);
  const file = decodeURIComponent((await ics.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
  expect(file).toContain('BEGIN:VEVENT');
  expect(file.replace(/\r\n /g, '')).toContain(`UID:${code}@`);
  await expectNoAxeViolations(page);

  await confirmation.getByRole('link', { name: 'Ver o anular esta cita' }).click();
  await expect(page).toHaveURL(new RegExp(`/citas/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cita' })).toBeVisible();
  await main(page).getByLabel('Correo electrónico').fill('otra.persona@example.com');
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos una cita con ese código y ese correo electrónico.' })).toBeVisible();
  await main(page).getByLabel('Correo electrónico').fill(citizen.email.toUpperCase());
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Cita ${code}` })).toBeFocused();
  await expect(page.getByText('Reservada', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Anular la cita' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¿Anular esta cita?' })).toBeFocused();
  await page.getByRole('button', { name: 'Sí, anularla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Su cita fue anulada.' })).toBeVisible();
  await expect(page.getByText('Anulada', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Añadir a mi calendario (.ics)' })).toHaveCount(0);

  // Book again: the same procedure, from the cancelled appointment.
  await page.getByRole('link', { name: 'Pedir otro turno' }).click();
  await expect(page).toHaveURL(new RegExp(`/citas/nueva\\?tramite=${procedure.id}$`));
  await bookUpToDetails(page, procedure.id);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByRole('heading', { name: 'Su cita quedó reservada' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the e-government home opens an appointment by code and e-mail, and leads to the catalogue', async ({ page }) => {
  const procedure = await firstProcedure(page);
  await bookUpToDetails(page, procedure.id);
  // Another citizen: the first test's citizen already holds an appointment for this procedure.
  const neighbour = { nationalId: 'V-15.444.555', email: 'jose.mendez@example.com' };
  await fillDetails(page, neighbour.nationalId, neighbour.email);
  await page.getByRole('button', { name: 'Reservar' }).click();
  const code = (await page.locator('.booking-page .code').textContent())!.trim();

  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gobierno Electrónico' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al catálogo' })).toHaveAttribute('href', '/procedures');
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Escriba el código de su cita' })).toBeVisible();
  await main(page).getByLabel('Código de la cita').fill(code.toLowerCase());
  await main(page).getByLabel('Correo electrónico').fill(neighbour.email);
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(page).toHaveURL(new RegExp(`/citas/${code}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Cita ${code}` })).toBeVisible();
  await expect(page.getByText(procedure.name, { exact: true })).toBeVisible();
});

test('the booking steps have no axe violation in the dark theme at 375 px, and fit the phone', async ({ page }) => {
  await useDarkTheme(page);
  await page.setViewportSize({ width: 375, height: 760 });
  const procedure = await firstProcedure(page);
  await page.goto(`/citas/nueva?tramite=${procedure.id}`);
  await expect(page.getByRole('radio', { name: /Palacio Municipal/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('group', { name: /^Hora del/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gobierno Electrónico' })).toBeVisible();
  await expectNoAxeViolations(page);
});
