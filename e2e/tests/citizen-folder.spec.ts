import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { BASE_URL, IDENTITY_PORT, MAIL_DIR } from '../support/ports';
import { startIdentityProvider } from '../support/identity-provider';
import { expectNoAxeViolations, expectNoAxeViolationsAsServed } from '../support/axe';
import { expectFitsPhones } from '../support/layout';

// Mi carpeta as a citizen meets it: an appointment booked and a request started with one e-mail,
// a sign-in link asked for at /mi-carpeta and read from the .eml the site writes (no SMTP_URL), the
// link opened in the same browser, both items in the folder, the appointment cancelled from it.
// Then a citizen signs in through the national identity provider (a real OpenID provider started
// in this process) and finds the appointment booked with their cédula. A citizen moves an
// appointment from the folder, and another replaces a rejected document without JavaScript.

const TOKEN = 'e2e-admin-token-0123456789abcdef';
const citizen = { name: 'Rosa Carpeta', nationalId: 'V-13.579.246', email: 'rosa.carpeta@example.com', phone: '0414 555 8899' };
const main = (page: Page) => page.getByRole('main');

/** A raw message with its quoted-printable parts read back (soft line breaks and =XX). */
function quotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The e-mails written for `to`, oldest first, read back. */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs.readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml')).sort()
    .map((name) => quotedPrintable(fs.readFileSync(path.join(MAIL_DIR, name), 'utf8')))
    .filter((raw) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r?$`, 'm').test(raw));
}

/** The sign-in links e-mailed to `to`, oldest first. */
function signInLinks(to: string): string[] {
  return mailsTo(to)
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

/** Asks for a sign-in link at /mi-carpeta and opens it in the same browser. */
async function signInByMail(page: Page, email: string): Promise<void> {
  const before = signInLinks(email).length;
  await page.goto('/mi-carpeta');
  await main(page).getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviarme un enlace para entrar' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/recibirá un correo con un enlace/);
  await expect.poll(() => signInLinks(email).length, { timeout: 5000 }).toBe(before + 1);
  await page.goto(signInLinks(email).at(-1)!);
  await expect(main(page).getByText(`Entró como ${email}.`)).toBeVisible();
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

test('move an appointment from the folder: a day with free times, one of its times, the new time in the folder and by e-mail', async ({ page }) => {
  const mover = { ...citizen, name: 'Mario Cambio', nationalId: 'V-14.680.135', email: 'mario.cambio@example.com' };
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
  const code = await book(page, catalogue.procedures[0]!.id, mover);
  await signInByMail(page, mover.email);

  const appointments = page.getByRole('region', { name: 'Mis citas' });
  await appointments.getByRole('link', { name: `Cambiar día u hora de la cita ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mi-carpeta\\?cambiar=${code}$`));
  const move = page.getByRole('region', { name: `Cambiar la cita ${code}` });
  await expect(move.getByRole('heading', { name: `Cambiar la cita ${code}` })).toBeFocused();
  await move.getByRole('list', { name: '1. Elija un día' }).getByRole('link').last().click();
  const form = move.getByRole('form', { name: 'Elegir la nueva hora' });
  const time = form.getByRole('radio').last();
  const [date, start] = (await time.getAttribute('value'))!.split('T') as [string, string];
  await time.check();
  await expectNoAxeViolations(page);
  await expectFitsPhones(page);
  // With JavaScript the page moves it in place, through the folder's JSON call.
  const posted: string[] = [];
  page.on('request', (sent) => { if (sent.method() === 'POST') posted.push(new URL(sent.url()).pathname); });
  await form.getByRole('button', { name: 'Cambiar a esta hora' }).click();

  await expect(main(page).getByRole('status')).toHaveText(/^Su cita cambió de día u hora/);
  expect(posted).toEqual(['/api/v2/folder/appointment/move/']);
  await expect(page).toHaveURL(/\/mi-carpeta$/);
  await expect(move).toHaveCount(0);
  await expect(appointments.getByRole('listitem').filter({ hasText: code })).toContainText(`${date} de ${start}`);
  await expect.poll(() => mailsTo(mover.email).some((raw) => raw.includes('Cambió su cita como lo pidió') && raw.includes(code)), { timeout: 5000 }).toBe(true);
});

test('without JavaScript: the move steps are plain pages, the chosen time a plain form', async ({ page, browser }) => {
  const mover = { ...citizen, name: 'Luis Sinscript', nationalId: 'V-15.791.246', email: 'luis.sinscript@example.com' };
  const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
  const code = await book(page, catalogue.procedures[0]!.id, mover);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  try {
    await signInByMail(plain, mover.email);
    await plain.getByRole('link', { name: `Cambiar día u hora de la cita ${code}` }).click();
    const move = plain.getByRole('region', { name: `Cambiar la cita ${code}` });
    await move.getByRole('list', { name: '1. Elija un día' }).getByRole('link').first().click();
    await expect(plain).toHaveURL(new RegExp(`/mi-carpeta\\?cambiar=${code}&dia=\\d{4}-\\d{2}-\\d{2}$`));
    await expectNoAxeViolationsAsServed(plain, browser);
    const time = move.getByRole('form', { name: 'Elegir la nueva hora' }).getByRole('radio').first();
    const [date, start] = (await time.getAttribute('value'))!.split('T') as [string, string];
    await time.check();
    await plain.getByRole('button', { name: 'Cambiar a esta hora' }).click();
    await expect(plain).toHaveURL(/\/mi-carpeta$/);
    await expect(main(plain).getByRole('status')).toHaveText(/^Su cita cambió de día u hora/);
    await expect(plain.getByRole('region', { name: 'Mis citas' }).getByRole('listitem').filter({ hasText: code })).toContainText(`${date} de ${start}`);
  } finally {
    await context.close();
  }
});

test('without JavaScript: a rejected document shows the clerk\'s note in the folder and is replaced with a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const owner = { ...citizen, name: 'Irene Documento', email: 'irene.documento@example.com' };
  try {
    const catalogue = (await (await page.request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number; requirements: { id: number; name: string }[] }[] };
    const procedure = catalogue.procedures.find((item) => item.requirements.length > 0)!;
    const first = procedure.requirements[0]!;
    await expect.poll(async () => (await page.request.get(`/solicitudes/nueva?tramite=${procedure.id}`)).text(), { timeout: 30_000 }).toContain(first.name);
    await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
    await main(page).getByLabel('Nombre y apellido').fill(owner.name);
    await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(owner.nationalId);
    await main(page).getByLabel('Correo electrónico').fill(owner.email);
    await main(page).getByLabel('Teléfono').fill(owner.phone);
    await main(page).getByLabel(`Archivo para «${first.name}»`).setInputFiles({ name: 'borrosa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% borrosa\n%%EOF\n') });
    await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();
    const code = /T-[2-9A-HJ-NP-Z]{8}/.exec((await page.getByRole('status').filter({ hasText: 'Su solicitud quedó registrada' }).textContent())!)![0];

    // The municipality rejects the document with a note (the corporate API, with the test site's machine token).
    const staff = async (call: string, data: Record<string, unknown>) => {
      const answer = await page.request.post(`/api/v2/corporate/${call}/`, { data: { customer_id: '1', ...data }, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()).data;
    };
    const [summary] = await staff('userProcedure/adminList', { q: code });
    await staff('userProcedure/updateRequirementStatus', { id: summary.id, requirement_id: first.id, status: 'rejected', note: 'La copia está borrosa.' });

    await signInByMail(page, owner.email);
    const request = page.getByRole('region', { name: 'Mis solicitudes' }).getByRole('listitem').filter({ hasText: code });
    await expect(request).toContainText(`Rechazado: ${first.name}. La alcaldía indica: La copia está borrosa.`);
    await expectNoAxeViolationsAsServed(page, browser);
    const form = request.getByRole('form', { name: `Reemplazar ${first.name} de ${code}` });
    await form.getByLabel('Documento nuevo (PDF, JPEG o PNG, hasta 10 MB)').setInputFiles({ name: 'nitida.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% nitida\n%%EOF\n') });
    await form.getByRole('button', { name: 'Enviar el reemplazo' }).click();

    await expect(main(page).getByRole('status')).toHaveText(new RegExp(`^Documento recibido\\. La alcaldía revisará el documento de la solicitud ${code}\\.$`));
    await expect(request.getByRole('form', { name: `Reemplazar ${first.name} de ${code}` })).toHaveCount(0);
    await expect(request.getByRole('list', { name: `Historial de ${code}` })).toContainText(`Documento reemplazado: ${first.name}`);
    const detail = await staff('userProcedure/detail', { id: summary.id });
    expect(detail.requirements.find((item: { requirement_id: number }) => item.requirement_id === first.id)).toMatchObject({ status: 'submitted', file_name: 'nitida.pdf' });
  } finally {
    await context.close();
  }
});
