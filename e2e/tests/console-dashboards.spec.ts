import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectFitsPhones } from '../support/layout';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// The console's home of each role: what needs them today, against the real portal server (the demo
// city's requests waiting on it, its drafts), accessible at phone and desktop widths.

const main = (page: Page) => page.getByRole('main');

let clerk: StaffLogin;
let editor: StaffLogin;
let admin: StaffLogin;
test.beforeAll(() => {
  clerk = createStaffAccount('clerk');
  editor = createStaffAccount('editor');
  admin = createStaffAccount('admin');
});

for (const width of [375, 1280]) {
  test(`a clerk signs in to the dashboard at ${width} px and opens the most urgent request`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToConsole(page, clerk);
    await expect(main(page).getByRole('heading', { name: /^Solicitudes que esperan por nosotros \(\d+\)$/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Citas de hoy \(\d+\)$/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Mensajes sin responder \(\d+\)$/ })).toBeVisible();
    const urgent = main(page).getByRole('list', { name: 'Las más urgentes' });
    await expect(urgent.getByRole('listitem').first()).toContainText('días hábiles de espera');
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
    const code = (await urgent.getByRole('link').first().textContent())!;
    await urgent.getByRole('link', { name: code }).click();
    await expect(main(page).getByRole('heading', { name: `Solicitud ${code}` })).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`an editor signs in to the drafts, scheduled posts and readers' answers at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToConsole(page, editor);
    await expect(main(page).getByRole('heading', { name: /^Borradores \(\d+\)$/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Noticias programadas \(\d+\)$/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Respuestas de los lectores en los últimos 30 días' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Solicitudes que esperan/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
  });
}

for (const width of [375, 1280]) {
  test(`an admin signs in to the sign-in failures, rate-limit refusals, delivery failures and today's changes at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToConsole(page, admin);
    await expect(main(page).getByRole('heading', { name: 'Acceso del personal' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Solicitudes rechazadas por exceso de intentos' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Correos no entregados en los últimos 7 días \(\d+\)$/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /^Cambios de hoy \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
  });
}

/** A word of letters nobody has searched before (digits would not be kept). */
function unheardWord(): string {
  return `zq${[...String(Date.now())].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
}

for (const width of [375, 1280]) {
  test(`an editor follows a search that found nothing to a new synonym with the word filled in at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const word = unheardWord();
    await page.goto(`/buscar?q=${word}`);
    await expect(page.getByRole('heading', { name: `No encontramos nada para «${word}»` })).toBeVisible();
    await signInToConsole(page, editor);
    const searches = main(page).getByRole('region', { name: 'Búsquedas sin resultados' });
    await expect(searches).toContainText(`«${word}» — búsquedas: 1;`);
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
    await searches.getByRole('link', { name: `Añadir un sinónimo para «${word}»` }).click();
    await expect(main(page).getByRole('textbox', { name: /^Palabra/ })).toHaveValue(word);
    await expectNoAxeViolations(page);
    await expectFitsPhones(page, [width]);
    // The synonyms' screen is in an editor's menu, its list readable at this width.
    await page.getByRole('navigation', { name: 'Secciones de la consola' }).getByRole('link', { name: 'Sinónimos de la búsqueda', exact: true }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sinónimos de la búsqueda' })).toBeVisible();
    await expect(main(page).getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    // A phone's tap targets: the desktop table's row buttons are smaller, as in every console list.
    await expectFitsPhones(page, [375]);
  });
}
