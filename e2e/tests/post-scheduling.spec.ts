import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';
import { tool, typeWithLink } from '../support/rich-editor';

// The communications team publishes without writing HTML (docs/publishing.md, 'Writing and
// scheduling news'): an editor writes a post in the rich editor, schedules it, and the site
// publishes it by itself (the scheduled-publish job runs every second in the browser tests' sites,
// scripts/e2e-server.mjs); the version history restores an earlier version.

// A 1×1 PNG: media/upload reads the type from the content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SIGNED_OUT = [/status of 401/];
// Customer 1 (sanrafael) is on Caracas' clock.
const CITY_ZONE = 'America/Caracas';

let editor: StaffLogin;
test.beforeAll(() => {
  editor = createStaffAccount('editor');
});

const main = (page: Page) => page.getByRole('main');

/** 'YYYY-MM-DD' and 'HH:MM:SS' of an instant on the city's clock. */
function cityClock(instant: number): { date: string; time: string } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: CITY_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

test('an editor writes a post in the rich editor, schedules it two minutes ahead, it goes public by itself, and an earlier version is restored', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page, SIGNED_OUT);
  const title = `Jornada de vacunación ${Date.now().toString(36)}`;
  // The page's clock runs two minutes behind, less a few seconds: 'two minutes ahead' on it is a few
  // seconds ahead of the server's, so the site publishes the post while the test looks.
  await page.clock.install({ time: Date.now() - 120_000 + 6_000 });
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/rich-text-editor[.-]/.test(request.url())) editorChunks.push(request.url());
  });
  await signInToConsole(page, editor);
  // The console and its news list never download the editor; the post form does.
  await page.goto('/admin/posts');
  await expect(main(page).getByRole('link', { name: 'Nueva noticia' })).toBeVisible();
  expect(editorChunks).toEqual([]);
  await main(page).getByRole('link', { name: 'Nueva noticia' }).click();
  await main(page).getByLabel('Título *', { exact: true }).fill(title);

  const area: Locator = main(page).getByRole('textbox', { name: 'Contenido', exact: true });
  await area.click();
  expect(editorChunks.length).toBeGreaterThan(0);
  await tool(page, 'Título');
  await page.keyboard.type('Dónde y cuándo');
  await page.keyboard.press('Enter');
  await tool(page, 'Lista con viñetas');
  await page.keyboard.type('Traer la cédula');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Llegar temprano');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A link in a sentence, as news is written: the words the link covers are selected.
  await typeWithLink(page, 'Más información en el sitio de salud', 'el sitio de salud', 'https://salud.example.org/');
  await tool(page, 'Imagen');
  const picture = main(page).getByRole('group', { name: 'Insertar una imagen' });
  // A new picture goes to the media library with its alternative text when it is inserted.
  await picture.getByLabel('Imagen (JPEG, PNG o WebP, hasta 5 MB)').setInputFiles({ name: 'carpa.png', mimeType: 'image/png', buffer: PNG });
  await picture.getByLabel('Texto alternativo de la imagen *').fill('La carpa de vacunación en la plaza');
  await picture.getByRole('button', { name: 'Insertar la imagen' }).click();

  // The preview is the public rendering of what the editor wrote: no HTML was typed.
  const preview = page.getByRole('region', { name: 'Vista previa' }).locator('.post-body');
  await expect(preview.getByRole('heading', { name: 'Dónde y cuándo' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Traer la cédula', 'Llegar temprano']);
  await expect(preview.getByRole('link', { name: 'el sitio de salud' })).toHaveAttribute('href', 'https://salud.example.org/');
  await expect(preview.getByRole('img', { name: 'La carpa de vacunación en la plaza' })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardada como borrador.' })).toBeVisible();
  const id = Number(/\/admin\/posts\/(\d+)/.exec(page.url())?.[1]);
  // The saved draft is open for editing once its heading says so.
  await expect(main(page).getByRole('heading', { level: 2, name: /\(Borrador\)$/ })).toBeVisible();
  await main(page).getByLabel('Título *', { exact: true }).fill(`${title} (corregida)`);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historial de versiones' });
  await expect(history.getByRole('listitem')).toHaveCount(2);

  const when = cityClock(await page.evaluate(() => Date.now() + 120_000));
  const schedule = main(page).getByRole('group', { name: 'Programar la publicación' });
  await schedule.getByLabel('Fecha').fill(when.date);
  await schedule.getByLabel(/^Hora \(hora de Caracas\)$/).fill(when.time);
  await schedule.getByRole('button', { name: 'Programar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Programada: se publicará el ${when.date} ${when.time.slice(0, 5)}` })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone the toolbar wraps and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(main(page).getByRole('toolbar', { name: 'Formato del texto' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A visitor (on the real clock) finds it on the news page once its time has come, with nobody acting.
  const visitor = await browser.newPage();
  const origin = new URL(page.url()).origin;
  const story = `${origin}/blog-details/${id}`;
  await expect.poll(async () => (await visitor.goto(story))?.status(), { timeout: 30_000 }).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Dónde y cuándo' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'La carpa de vacunación en la plaza' })).toBeVisible();
  await visitor.goto(`${origin}/blog-grid/`);
  await expect(visitor.getByText(`${title} (corregida)`).first()).toBeVisible();
  await visitor.close();

  // The history has both versions; the first comes back (saved as a third).
  await page.reload();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByRole('button', { name: /^Comparar la versión del / }).click();
  await expect(history.getByRole('article', { name: /^Versión del / }).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await history.getByRole('button', { name: /^Restaurar la versión del / }).click();
  await expect(page.getByRole('status').filter({ hasText: /restaurada\.$/ })).toBeVisible();
  await expect(main(page).getByLabel('Título *', { exact: true })).toHaveValue(title);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  expect(errors).toEqual([]);
});
