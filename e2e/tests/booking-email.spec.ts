import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { MAIL_DIR } from '../support/ports';

// Booking through the browser e-mails the citizen (the site runs without SMTP_URL, so each message
// is an .eml file in MAIL_DIR): within 5 s, one message to them with the code and the calendar
// file; cancelling writes a second.

const email = 'correo.cita@example.com';

/** The messages addressed to `to`, oldest first, with soft line breaks of quoted-printable undone. */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).sort()
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((raw) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm').test(raw));
}

const main = (page: Page) => page.getByRole('main');

test('booking writes an .eml to the citizen within 5 s, with the code and a text/calendar attachment; cancelling writes a second', async ({ page }) => {
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
  await page.goto(`/citas/nueva?tramite=${catalogue.procedures[0]!.id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await main(page).getByLabel('Nombre y apellido').fill('Carmen Rivas');
  await main(page).getByLabel('Cédula de identidad').fill('V-15.333.444');
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByLabel('Teléfono').fill('0414 555 2233');
  await page.getByRole('button', { name: 'Reservar' }).click();
  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Su cita quedó reservada' }) });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.locator('.code').textContent())!.trim();

  await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(1);
  const [booked] = mailsTo(email);
  expect(booked).toContain(code);
  expect(booked).toMatch(/^Content-Type: text\/calendar/m);
  expect(booked).toContain('BEGIN:VCALENDAR');

  await confirmation.getByRole('link', { name: 'Ver o anular esta cita' }).click();
  await main(page).getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await page.getByRole('button', { name: 'Anular la cita' }).click();
  await page.getByRole('button', { name: 'Sí, anularla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Su cita fue anulada.' })).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(2);
  expect(mailsTo(email)[1]).toContain(code);
});
