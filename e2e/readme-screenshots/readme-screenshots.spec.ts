// The screenshots of the rich editor, the publishing workflow and the version history in
// docs/publishing.md (docs/screenshots/*.png), taken from the running site as an editor uses it:
// `npm run readme-screenshots -w e2e`. Never edited by hand: run it again after the console changes.
import path from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { createStaffAccount, signInToConsole } from '../support/staff-accounts';
import { tool, typeWithLink } from '../support/rich-editor';

const OUT = path.join(__dirname, '../../docs/screenshots');

// Tall enough that each part is whole on the screen under the site's sticky header, which would
// otherwise cover its top when the part is scrolled to.
test.use({ viewport: { width: 1280, height: 1800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

const main = (page: Page) => page.getByRole('main');

/** Saves `part` of the page as `name`.png, with no focus ring or caret. */
async function shoot(page: Page, part: Locator, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  await part.screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

test('the rich editor with its preview, the workflow and the version history', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page, createStaffAccount('editor'));
  await page.goto('/admin/posts/new');
  await main(page).getByLabel('Título *', { exact: true }).fill('Jornada de vacunación en la plaza');
  await main(page).getByLabel('Resumen').fill('El sábado, de 8:00 a 13:00, sin cita previa.');
  await main(page).getByRole('textbox', { name: 'Contenido', exact: true }).click();
  await tool(page, 'Título');
  await page.keyboard.type('Dónde y cuándo');
  await page.keyboard.press('Enter');
  await page.keyboard.type('En la plaza Bolívar, el sábado de 8:00 a 13:00.');
  await page.keyboard.press('Enter');
  await tool(page, 'Lista con viñetas');
  await page.keyboard.type('Traer la cédula');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Traer la tarjeta de vacunación');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await typeWithLink(page, 'Más información en el sitio de salud', 'el sitio de salud', 'https://salud.example.org/');
  await expect(page.getByRole('region', { name: 'Vista previa' }).getByRole('link', { name: 'el sitio de salud' })).toBeVisible();
  await shoot(page, main(page).locator('.admin-post-editor'), 'rich-editor');

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardada como borrador.' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: /\(Borrador\)$/ })).toBeVisible();
  await shoot(page, main(page).locator('.admin-post-workflow'), 'workflow');

  await main(page).getByLabel('Título *', { exact: true }).fill('Jornada de vacunación en la plaza Bolívar');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historial de versiones' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByRole('button', { name: /^Comparar la versión del / }).click();
  await expect(history.getByRole('article', { name: /^Versión del / })).toBeVisible();
  await shoot(page, history, 'revisions');
});
