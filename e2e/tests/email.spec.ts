import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { BASE_URL, MAIL_DIR } from '../support/ports';
import { expectNoAxeViolations } from '../support/axe';

// E-mail as a citizen meets it (the site runs without SMTP_URL, so each message is an .eml file in
// MAIL_DIR): booking writes one within 5 s with the code and the calendar file, cancelling a second;
// the newsletter subscribes only once the e-mailed link is followed, and its unsubscribe link
// removes the address.

const email = 'correo.cita@example.com';

/** A raw message with its quoted-printable parts read back (soft line breaks and =XX). */
function quotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The raw messages addressed to `to`, oldest first. */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).sort()
    .map((name) => fs.readFileSync(path.join(MAIL_DIR, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm').test(raw));
}

/** The text/calendar attachment of a raw message, decoded. */
function calendarOf(raw: string): string {
  const part = /^Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n--/m.exec(raw);
  expect(part, 'a text/calendar part').toBeTruthy();
  const head = raw.slice(part!.index, raw.indexOf(part![1]!, part!.index));
  return /base64/i.test(head) ? Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64').toString('utf8') : part![1]!;
}

const main = (page: Page) => page.getByRole('main');

test('booking writes an .eml to the citizen within 5 s, with the code and a text/calendar attachment; cancelling writes a second', async ({ page }) => {
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
  await page.goto(`/citas/nueva?tramite=${catalogue.procedures[0]!.id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await main(page).getByLabel('Nombre y apellido').fill('Carmen Rivas');
  await main(page).getByLabel('Cédula de identidad').fill('V-17.555.666');
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByLabel('Teléfono').fill('0414 555 2233');
  await page.getByRole('button', { name: 'Reservar' }).click();
  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Su cita quedó reservada' }) });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.locator('.code').textContent())!.trim();

  await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(1);
  const [booked] = mailsTo(email);
  expect(quotedPrintable(booked)).toContain(`Código: ${code}`);
  expect(calendarOf(booked)).toContain(`UID:${code}@`);

  await confirmation.getByRole('link', { name: 'Ver o anular esta cita' }).click();
  await main(page).getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ver mi cita' }).click();
  await page.getByRole('link', { name: 'Anular la cita' }).click();
  await page.getByRole('button', { name: 'Sí, anularla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Su cita fue anulada.' })).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(2);
  const cancelled = quotedPrintable(mailsTo(email)[1]!);
  expect(cancelled).toContain('Su cita fue anulada');
  expect(cancelled).toContain(`Código: ${code}`);
});

test('the newsletter: a confirmation e-mail with a link, following it confirms, the unsubscribe link removes the address', async ({ page }) => {
  const address = 'boletin.vecina@example.com';
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await footer.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
  await footer.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(footer.getByRole('status')).toHaveText(/Le enviamos un correo para confirmar/);
  await expect.poll(() => mailsTo(address).length, { timeout: 5000 }).toBe(1);
  const confirm = /(http:\/\/[^\s"<>]+\/api\/v2\/newsletter\/confirm\/\?token=[A-Za-z0-9_-]+)/.exec(quotedPrintable(mailsTo(address)[0]!))?.[1];
  expect(confirm).toBeTruthy();

  // The links open plain pages without script, in a tab as from a mail client.
  const tab = await page.context().newPage();
  await tab.goto(confirm!.replace(/^http:\/\/localhost:\d+/, BASE_URL));
  await expect(tab.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible();
  await expectNoAxeViolations(tab);
  await expect.poll(() => mailsTo(address).length, { timeout: 5000 }).toBe(2);
  const welcome = mailsTo(address)[1]!;
  expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // A long header is folded onto the next line (RFC 5322).
  const unsubscribe = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(welcome)?.[1];
  expect(unsubscribe).toBeTruthy();

  await tab.goto(unsubscribe!.replace(/^http:\/\/localhost:\d+/, BASE_URL));
  await expect(tab.getByRole('heading', { level: 1, name: 'Darse de baja del boletín' })).toBeVisible();
  await tab.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Dirección dada de baja' })).toBeVisible();
  // The same link again: the address is gone.
  await tab.goto(unsubscribe!.replace(/^http:\/\/localhost:\d+/, BASE_URL));
  await expect(tab.getByRole('heading', { level: 1, name: 'Dirección dada de baja' })).toBeVisible();
});
