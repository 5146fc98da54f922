import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { expectFitsPhones } from '../support/layout';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// A city page with its documents (docs/publishing.md, 'City pages and their files'): an editor
// attaches them in the console (the server checks each by its content and size), names and orders
// them, the preview lists them, and citizens read each as one link saying its type and size, and
// download it.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CSV = Buffer.from('partida;asignado\nVialidad;1250000\nSalud;980000\n');
// Before sign-in the console asks who is signed in (401); the renamed text file is refused (400) on purpose.
const EXPECTED_ERRORS = [/status of 401/, /status of 400/];

let editor: StaffLogin;
test.beforeAll(() => {
  editor = createStaffAccount('editor');
});

const main = (page: Page) => page.getByRole('main');

test('an editor attaches, names and orders a page\'s files; citizens see them with type and size and download them', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page, EXPECTED_ERRORS);
  const slug = `tasas-${Date.now().toString(36)}`;
  await signInToConsole(page, editor);
  await page.goto('/admin/pages/new');
  await main(page).getByLabel('Título *', { exact: true }).fill('Tasas municipales');
  await main(page).getByLabel('Nombre en la dirección *').fill(slug);
  await main(page).getByRole('textbox', { name: 'Contenido', exact: true }).click();
  await page.keyboard.type('Las tasas que cobra la alcaldía este año.');
  await main(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);

  const files = main(page).getByRole('region', { name: 'Archivos adjuntos' });
  await expect(files.getByText('Esta página aún no tiene archivos adjuntos.')).toBeVisible();
  // A text file named .pdf is refused by its content.
  await files.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un PDF') });
  await files.getByRole('button', { name: 'Adjuntar archivo' }).click();
  await expect(files.getByRole('alert')).toHaveText(/^El archivo no es de un tipo admitido \(PDF, Word, Excel/);

  await files.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'ordenanza.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.getByLabel('Nombre que leen los ciudadanos (opcional)').fill('Ordenanza de tasas');
  await files.getByRole('button', { name: 'Adjuntar archivo' }).click();
  await expect(files.getByRole('status')).toHaveText('Archivo «Ordenanza de tasas» añadido.');
  await files.getByLabel('Archivo', { exact: true }).setInputFiles({ name: 'presupuesto.csv', mimeType: 'text/csv', buffer: CSV });
  await files.getByRole('button', { name: 'Adjuntar archivo' }).click();
  await expect(files.getByRole('status')).toHaveText('Archivo «presupuesto» añadido.');

  await files.getByRole('button', { name: 'Subir «presupuesto»' }).click();
  await files.getByRole('button', { name: 'Cambiar el nombre de «presupuesto»' }).click();
  await files.getByLabel('Nombre que leen los ciudadanos', { exact: true }).fill('Presupuesto 2026');
  await files.getByRole('button', { name: 'Guardar el nombre' }).click();
  await expect(files.getByRole('listitem')).toHaveText([/^Presupuesto 2026 \(CSV, \d+ bytes\)/, /^Ordenanza de tasas \(PDF, \d+ bytes\)/]);

  // The preview lists them as the public page will.
  const preview = main(page).getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByRole('link')).toHaveText([/^Presupuesto 2026 \(CSV, \d+ bytes\)$/, /^Ordenanza de tasas \(PDF, \d+ bytes\)$/]);
  await expectNoAxeViolations(page);

  const visiting = await browser.newContext();
  const visitor = await visiting.newPage();
  const origin = new URL(page.url()).origin;
  await visitor.goto(`${origin}/page/${slug}`);
  const listed = visitor.getByRole('main').getByRole('region', { name: 'Archivos' }).getByRole('link');
  await expect(listed).toHaveText([`Presupuesto 2026 (CSV, ${CSV.length} bytes)`, `Ordenanza de tasas (PDF, ${PDF.length} bytes)`]);
  const downloading = visitor.waitForEvent('download');
  await listed.nth(1).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Ordenanza de tasas.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  await expectNoAxeViolations(visitor);
  // Each file is a link alone on its line: a 44 px tap target on phones.
  await expectFitsPhones(visitor);
  await visiting.close();

  // The list is in the page the server sends: there without JavaScript too.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(`${origin}/page/${slug}`);
  await expect(reader.getByRole('main').getByRole('link', { name: `Ordenanza de tasas (PDF, ${PDF.length} bytes)` })).toBeVisible();
  await plain.close();

  // Removed in the console, gone from the public page.
  await files.getByRole('button', { name: 'Quitar «Presupuesto 2026» de esta página' }).click();
  await expect(files.getByRole('status')).toHaveText('Se quitó «Presupuesto 2026» de la página.');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});
