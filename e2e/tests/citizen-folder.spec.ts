import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { BASE_URL, IDENTITY_PORT, MAIL_DIR } from '../support/ports';
import { startIdentityProvider } from '../support/identity-provider';
import { expectNoAxeViolations } from '../support/axe';
import { expectFitsPhones } from '../support/layout';

// Mi carpeta as a citizen meets it: an appointment booked and a request started with one e-mail,
// a sign-in link asked for at /mi-carpeta and read from the .eml the site writes (no SMTP_URL), the
// link opened in the same browser, both items in the folder, the appointment cancelled from it.
// Then a citizen signs in through the national identity provider (a real OpenID provider started
// in this process) and finds the appointment booked with their cédula.

const citizen = { name: 'Rosa Carpeta', nationalId: 'V-13.579.246', email: 'rosa.carpeta@example.com', phone: '0414 555 8899' };
const main = (page: Page) => page.getByRole('main');

/** A raw message with its quoted-printable parts read back (soft line breaks and =XX). */
function quotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The sign-in links e-mailed to `to`, oldest first. */
function signInLinks(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).sort()
    .map((name) => quotedPrintable(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')))
    .filter((raw) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm').test(raw))
    .map((raw) => /(http:\/\/[^\s"<>]+\/mi-carpeta\/entrar\?token=[A-Za-z0-9_-]+)/.exec(raw)?.[1])
    .filter((link): link is string => link !== undefined);
}

/** Books the first free time for the procedure through the booking pages; answers the code. */
async function book(page: Page, procedureId: number, who: typeof citizen): Promise<string> {
  await page.goto(`/citas/nueva?tramite=${procedureId}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await main(page).getByLabel('Nombre y apellido').fill(who.name);
  await main(page).getByLabel('Cédula de identidad').fill(who.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(who.email);
  await main(page).getByLabel('Teléfono').fill(who.phone);
  await page.getByRole('button', { name: 'Reservar' }).click();
  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Su cita quedó reservada' }) });
  await expect(confirmation).toBeVisible();
  return (await confirmation.locator('.code').textContent())!.trim();
}

test('book and start a request with one e-mail, sign in at /mi-carpeta with the e-mailed link, see both, cancel the appointment', async ({ page }) => {
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; name: string }[] };
  const procedure = catalogue.procedures[0]!;

  const appointmentCode = await book(page, procedure.id, citizen);

  await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(citizen.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email.toUpperCase());
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Su solicitud quedó registrada' })).toBeVisible();
  const requestCode = (await main(page).locator('.code').textContent())!.trim();

  await page.goto('/mi-carpeta');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi carpeta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await page.getByRole('button', { name: 'Enviarme un enlace para entrar' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/recibirá un correo con un enlace/);
  await expect.poll(() => signInLinks(citizen.email).length, { timeout: 5000 }).toBe(1);

  await page.goto(signInLinks(citizen.email)[0]!);
  await expect(page).toHaveURL(/\/mi-carpeta$/);
  await expect(main(page).getByText(`Entró como ${citizen.email}.`)).toBeVisible();
  const appointments = page.getByRole('region', { name: 'Mis citas' });
  await expect(appointments.getByText(appointmentCode)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mis solicitudes' }).getByText(requestCode)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsPhones(page);

  await appointments.getByRole('button', { name: 'Anular esta cita' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Su cita fue anulada. El turno queda libre para otra persona.');
  await expect(appointments.getByRole('button', { name: 'Anular esta cita' })).toHaveCount(0);
  await expect(appointments.getByText('Estado: Anulada')).toBeVisible();

  // The same link does not open the folder twice.
  await page.getByRole('button', { name: 'Salir', exact: true }).click();
  await page.goto(signInLinks(citizen.email)[0]!);
  await expect(main(page).getByRole('alert')).toHaveText(/El enlace caducó o ya se usó/);
});

test('sign in through the national identity provider: the appointment booked with that cédula under another e-mail, and the certificate issued to it, are in the folder', async ({ page }) => {
  const provider = await startIdentityProvider(IDENTITY_PORT, [`${BASE_URL}/mi-carpeta/identidad/vuelta`], [{ nationalId: 'V-12345678' }]);
  try {
    const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
    const code = await book(page, catalogue.procedures[0]!.id, { ...citizen, nationalId: 'V-12.345.678', email: 'sin.carpeta@example.com' });

    await page.goto('/mi-carpeta');
    await page.getByRole('link', { name: 'Entrar con la identidad nacional' }).click();
    await page.getByLabel('Cédula').fill('V-12345678');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/mi-carpeta$/);
    await expect(main(page).getByText('Entró como V-12345678.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mis citas' }).getByText(code)).toBeVisible();
    // The demo city issued SRV-2025-0001 to this cédula: its public validation page is one click away.
    await expect(page.getByRole('region', { name: 'Mis certificados' }).getByRole('link', { name: 'Validar el certificado SRV-2025-0001' }))
      .toHaveAttribute('href', '/certificate/validation/SRV-2025-0001?register_id=R-1001');
    await expectNoAxeViolations(page);
  } finally {
    await provider.close();
  }
});

test('without JavaScript: ask for the link, open it, see the folder, sign out', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const before = signInLinks(citizen.email).length;
    await page.goto('/mi-carpeta');
    await main(page).getByLabel('Correo electrónico').fill(citizen.email);
    await page.getByRole('button', { name: 'Enviarme un enlace para entrar' }).click();
    await expect(main(page).getByRole('status')).toHaveText(/recibirá un correo con un enlace/);
    await expect.poll(() => signInLinks(citizen.email).length, { timeout: 5000 }).toBe(before + 1);
    await page.goto(signInLinks(citizen.email).at(-1)!);
    await expect(main(page).getByText(`Entró como ${citizen.email}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mis citas' }).getByText('Estado: Anulada')).toBeVisible();
    await page.getByRole('button', { name: 'Salir', exact: true }).click();
    await expect(main(page).getByRole('status')).toHaveText('Sesión cerrada.');
    await expect(page.getByRole('button', { name: 'Enviarme un enlace para entrar' })).toBeVisible();
  } finally {
    await context.close();
  }
});
