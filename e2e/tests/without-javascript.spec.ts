import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolationsAsServed } from '../support/axe';

// A citizen whose browser runs no script (a slow phone before the scripts arrive, a script blocked
// or failed) still completes every task: each form is a plain HTML form the portal server answers,
// and each journey ends on its result page. Personal data never goes into an address.
test.use({ javaScriptEnabled: false });

const SHORTNAME = 'sanrafael';
const citizen = { name: 'Elena Márquez', nationalId: 'V-15.333.444', email: 'elena.marquez@example.com', phone: '0424 555 1122' };

interface Procedure {
  id: number;
  name: string;
  requirements: { id: number; name: string }[];
}

async function catalogue(page: Page): Promise<Procedure[]> {
  return ((await (await page.request.get(`/djstatic/${SHORTNAME}/procedures.json`)).json()) as { procedures: Procedure[] }).procedures;
}

const main = (page: Page) => page.getByRole('main');

/** No address the citizen went through carries their e-mail, name or national id. */
function expectNothingPersonalIn(urls: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    for (const value of [citizen.email, citizen.name, citizen.nationalId, '@']) expect(decoded, url).not.toContain(value.toLowerCase());
  }
}

function recordAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

async function waitUntilServerRendered(page: Page, url: string, text: string) {
  // Right after the site starts, a remote's server build may still be loading (README, "Server rendering").
  await expect.poll(async () => (await page.request.get(url)).text(), { timeout: 30_000 }).toContain(text);
}

test("search: the home page's box opens /buscar with the results, 'Quizás quiso decir' included", async ({ page, browser }) => {
  await waitUntilServerRendered(page, '/buscar?q=nacimiento', 'Acta de nacimiento');
  await page.goto('/');
  await page.getByRole('search', { name: 'Buscar en el sitio' }).getByRole('searchbox').fill('nacimiento');
  await page.getByRole('search', { name: 'Buscar en el sitio' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/buscar\?q=nacimiento$/);
  await expect(main(page).getByRole('link', { name: 'Acta de nacimiento', exact: true })).toBeVisible();
  await expectNoAxeViolationsAsServed(page, browser);
});

test("the catalogue's 'Mostrar más' is a link to the next cards, and every procedure is reachable", async ({ page, browser }) => {
  const procedures = await catalogue(page);
  await waitUntilServerRendered(page, '/procedures', procedures[0]!.name);
  await page.goto('/procedures');
  const cards = main(page).locator('.procedure-grid > li');
  await expect(cards).toHaveCount(Math.min(24, procedures.length));
  while ((await main(page).getByRole('link', { name: 'Mostrar más' }).count()) > 0) {
    await main(page).getByRole('link', { name: 'Mostrar más' }).click();
  }
  await expect(page).toHaveURL(/\?pagina=\d+$/);
  await expect(cards).toHaveCount(procedures.length);
  await expectNoAxeViolationsAsServed(page, browser);
});

test('the certificate tile leads to the check, whose form shows the verdict', async ({ page, browser }) => {
  await page.goto('/');
  await page.locator('.service-tiles').getByRole('link', { name: 'Certificados digitales' }).click();
  await expect(page).toHaveURL(/\/certificate\/validation$/);
  await main(page).getByLabel('Número de certificado').fill('srv-2025-0001');
  await main(page).getByLabel('Número de registro').fill('R-1001');
  await main(page).getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/certificate\/validation\/srv-2025-0001\?register_id=R-1001$/);
  await expect(main(page).locator('#certificate-verdict')).toBeVisible();
  await expectNoAxeViolationsAsServed(page, browser);
});

test('booking: office, day and time chosen on server-rendered steps; the appointment page shows it, then it is cancelled', async ({ page, browser }) => {
  const addresses = recordAddresses(page);
  const procedure = (await catalogue(page))[0]!;
  await waitUntilServerRendered(page, `/citas/nueva?tramite=${procedure.id}`, 'Palacio Municipal');
  await page.goto(`/sanrafael/corporate/procedure/preview/${procedure.id}`);
  await main(page).getByRole('link', { name: 'Pedir cita' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '1. Elija la oficina' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Palacio Municipal/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '2. Elija el día y la hora' })).toBeVisible();
  // Another day's times: the second day offered, then its first time.
  const days = page.getByRole('group', { name: 'Día' }).getByRole('radio');
  if ((await days.count()) > 1) {
    await days.nth(1).check();
    await page.getByRole('button', { name: 'Ver las horas de este día' }).click();
    await expect(page.getByRole('group', { name: 'Día' }).getByRole('radio').nth(1)).toBeChecked();
  }
  const time = page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').first();
  const [date, start] = (await time.getAttribute('value'))!.split('T');
  await time.check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '3. Sus datos' })).toBeVisible();
  // A wrong national id comes back beside its field, with everything typed kept.
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill('J-1');
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText(/Escriba una cédula válida/)).toBeVisible();
  await expect(main(page).getByLabel('Nombre y apellido')).toHaveValue(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(citizen.nationalId);
  await page.getByRole('button', { name: 'Reservar' }).click();

  await expect(page).toHaveURL(/\/citas\/A-[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Su cita quedó reservada' })).toBeVisible();
  await expect(page.getByText('Reservada', { exact: true })).toBeVisible();
  await expect(main(page)).toContainText(start!);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoAxeViolationsAsServed(page, browser);

  await page.getByRole('link', { name: 'Anular la cita' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¿Anular esta cita?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sí, anularla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Su cita fue anulada.' })).toBeVisible();
  await expect(page.getByText('Anulada', { exact: true })).toBeVisible();
  await expectNoAxeViolationsAsServed(page, browser);
  expectNothingPersonalIn(addresses);
});

test("'Mi cita': an appointment opened with its code and e-mail; a wrong e-mail is told so", async ({ page, browser }) => {
  // An appointment booked by someone with scripts (the API), opened here without; another person
  // than the booking test's, since a person holds one active appointment per procedure.
  const booker = { ...citizen, name: 'Julio Peña', nationalId: 'V-16.444.555', email: 'julio.pena@example.com' };
  const procedure = (await catalogue(page))[0]!;
  await waitUntilServerRendered(page, `/citas/nueva?tramite=${procedure.id}`, 'Palacio Municipal');
  await page.goto(`/citas/nueva?tramite=${procedure.id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: /^Hora del/ }).getByRole('radio').last().check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await main(page).getByLabel('Nombre y apellido').fill(booker.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(booker.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(booker.email);
  await main(page).getByLabel('Teléfono').fill(booker.phone);
  await page.getByRole('button', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(/\/citas\/A-[2-9A-HJ-NP-Z]{8}$/);
  const code = new URL(page.url()).pathname.split('/').pop()!;

  // Another browser (no cookie): the code's page asks for the e-mail.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await other.newPage();
  const addresses = recordAddresses(visitor);
  await visitor.goto(`/citas/${code}`);
  await visitor.getByRole('main').getByLabel('Correo electrónico').fill('otra.persona@example.com');
  await visitor.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'No encontramos una cita con ese código y ese correo electrónico.' })).toBeVisible();
  await expect(visitor.getByRole('main').getByLabel('Correo electrónico')).toHaveValue('otra.persona@example.com');
  await visitor.getByRole('main').getByLabel('Correo electrónico').fill(booker.email.toUpperCase());
  await visitor.getByRole('button', { name: 'Ver mi cita' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/citas/${code}$`));
  await expect(visitor.getByRole('heading', { level: 2, name: `Cita ${code}` })).toBeVisible();
  await expect(visitor.getByText('Reservada', { exact: true })).toBeVisible();
  await expectNoAxeViolationsAsServed(visitor, browser);
  expectNothingPersonalIn(addresses);
  await other.close();
});

test('starting a request with a document, then following it at /seguimiento from another browser', async ({ page, browser }) => {
  const addresses = recordAddresses(page);
  const procedure = (await catalogue(page)).find((item) => item.requirements.length > 0)!;
  await waitUntilServerRendered(page, `/solicitudes/nueva?tramite=${procedure.id}`, procedure.requirements[0]!.name);
  await page.goto(`/solicitudes/nueva?tramite=${procedure.id}`);
  await main(page).getByLabel('Nombre y apellido').fill(citizen.name);
  await main(page).getByLabel('Cédula de identidad', { exact: true }).fill(citizen.nationalId);
  await main(page).getByLabel('Correo electrónico').fill(citizen.email);
  await main(page).getByLabel('Teléfono').fill(citizen.phone);
  const first = procedure.requirements[0]!;
  await main(page).getByLabel(`Archivo para «${first.name}»`).setInputFiles({ name: 'documento.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% documento\n%%EOF\n') });
  await page.getByRole('button', { name: 'Iniciar la solicitud' }).click();

  await expect(page).toHaveURL(/\/seguimiento$/);
  const notice = page.getByRole('status').filter({ hasText: 'Su solicitud quedó registrada' });
  await expect(notice).toBeVisible();
  const code = /T-[2-9A-HJ-NP-Z]{8}/.exec((await notice.textContent())!)![0];
  const document = main(page).locator('.document').filter({ hasText: first.name });
  await expect(document.locator('.document-status')).toHaveText('Recibido, en revisión');
  await expectNoAxeViolationsAsServed(page, browser);
  expectNothingPersonalIn(addresses);

  const other = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await other.newPage();
  const visited = recordAddresses(visitor);
  await visitor.goto('/seguimiento');
  await visitor.getByRole('main').getByLabel('Código de seguimiento').fill(code);
  await visitor.getByRole('main').getByLabel('Correo electrónico').fill(citizen.email);
  await visitor.getByRole('button', { name: 'Ver mi solicitud' }).click();
  await expect(visitor).toHaveURL(/\/seguimiento$/);
  await expect(visitor.getByRole('heading', { level: 2, name: `Solicitud ${code}` })).toBeVisible();
  await expectNoAxeViolationsAsServed(visitor, browser);
  expectNothingPersonalIn(visited);
  await other.close();
});

test("the footer's newsletter: subscribing from a page comes back to it with the answer, and a malformed address is told why", async ({ page, browser }) => {
  const urls = recordAddresses(page);
  await page.goto('/procedures');
  const footer = page.locator('form.newsletter');
  await footer.getByLabel('Correo electrónico').fill('sin-arroba.example.com');
  await footer.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page).toHaveURL(/\/boletin\/suscribir$/);
  await expect(footer.getByRole('status')).toHaveText('Escriba un correo válido, por ejemplo nombre@dominio.com.');
  await expect(footer.getByLabel('Correo electrónico'), 'what was typed is kept').toHaveValue('sin-arroba.example.com');

  await footer.getByLabel('Correo electrónico').fill(citizen.email);
  await footer.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page).toHaveURL(/\/procedures#newsletter-title$/);
  await expect(footer.getByRole('status')).toContainText('Le enviamos un correo para confirmar');
  await expectNoAxeViolationsAsServed(page, browser);
  // Shown once: a reload does not say it again.
  await page.reload();
  await expect(footer.getByRole('status')).toHaveText('');
  expectNothingPersonalIn(urls);
});
