import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';

// The media library (docs/publishing.md, 'The media library'): an editor uploads a picture with
// its alternative text to 'Biblioteca de medios', chooses it for a banner without typing a path,
// and the landing page shows it, in the size the screen needs, saying what it shows. Everything
// here happens on the second city (santalucia.localhost): the first city's landing page and its
// three banners belong to the shell's tests.

// A 1×1 PNG: the library reads it, resizes it and writes its copies.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SIGNED_OUT = [/status of 401/];

let editor: StaffLogin;
test.beforeAll(() => {
  editor = createStaffAccount('editor');
});

const main = (page: Page) => page.getByRole('main');
/** Searches the console's list. */
async function search(page: Page, words: string) {
  await main(page).getByRole('searchbox', { name: 'Buscar' }).fill(words);
  await main(page).getByRole('searchbox', { name: 'Buscar' }).press('Enter');
}

/** The second city's address on the test site. */
const secondCity = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = 'santalucia.localhost';
  return url.toString();
};

test('an editor uploads a picture with its alternative text, chooses it for a banner, and the public landing page shows it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page, SIGNED_OUT);
  const tag = Date.now().toString(36);
  const alt = `La plaza Bolívar al atardecer ${tag}`;
  const bannerTitle = `Conciertos en la plaza ${tag}`;
  await signInToConsole(page, editor, secondCity(baseURL, '/admin'));

  // The library: a picture is uploaded with what it shows; without it, the upload is refused.
  await page.goto(secondCity(baseURL, '/admin/media'));
  await main(page).getByRole('link', { name: 'Subir una imagen' }).click();
  await main(page).getByLabel('Imagen (JPEG, PNG o WebP, hasta 5 MB) *').setInputFiles({ name: 'plaza.png', mimeType: 'image/png', buffer: PNG });
  await main(page).getByLabel('Nombre en la biblioteca (opcional)').fill(`Plaza ${tag}`);
  await main(page).getByRole('button', { name: 'Subir a la biblioteca' }).click();
  const altField = main(page).getByLabel('Texto alternativo de la imagen *');
  await expect(altField).toBeFocused();
  await expect(altField).toHaveAccessibleDescription(/Describa qué muestra la imagen\./);
  await altField.fill(alt);
  await main(page).getByRole('button', { name: 'Subir a la biblioteca' }).click();
  // Back on the list, found by its alternative text.
  await search(page, tag);
  await expect(main(page).getByRole('cell', { name: alt })).toBeVisible();
  await expectNoAxeViolations(page);

  // A banner takes it from the library, by keyboard: the dialog opens on its search field,
  // Escape closes it and gives the focus back.
  await page.goto(secondCity(baseURL, '/admin/banners/new'));
  await main(page).getByLabel('Título *').fill(bannerTitle);
  const choose = main(page).getByRole('button', { name: 'Elegir de la biblioteca' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: 'Biblioteca de medios' });
  await expect(library.getByLabel('Buscar por nombre o texto alternativo')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('atardecer');
  await expect(library.getByText(alt)).toBeVisible();
  await expectNoAxeViolations(page);
  await library.getByRole('button', { name: `Elegir «Plaza ${tag}»` }).click();
  await expect(library).toBeHidden();
  // The picture's alternative text comes along with it.
  await expect(main(page).getByLabel('Texto alternativo de la imagen', { exact: true })).toHaveValue(alt);
  await main(page).getByLabel('Posición').fill('1');
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible();

  // The public landing page: the banner's picture says what it shows, offers its widths, and the
  // browser receives the width it picked in AVIF (Chromium takes it).
  // The slider stands still (reduced motion); the new banner, after the city's first, is shown by its dot.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const copy = page.waitForResponse((response) => /\/djmedia\/uploads\/2\/[0-9a-f]{32}\/w\d+\.png$/.test(response.url()));
  await page.goto(secondCity(baseURL, '/'));
  await page.locator('.banner-slider').getByRole('button', { name: `Mostrar banner 2: ${bannerTitle}` }).click();
  const picture = page.locator('.banner-slider .slick-slide.slick-active').getByAltText(alt);
  await expect(picture).toHaveAttribute('srcset', /w480\.png 480w, .*w960\.png 960w, .*w1600\.png 1600w$/);
  expect((await copy).headers()['content-type']).toBe('image/avif');
  // Shown: loaded from one of its copies (naturalWidth is scaled by the copy's width, so it says nothing of a 1 px picture).
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : ''))).toMatch(/\/djmedia\/uploads\/2\/[0-9a-f]{32}\/w\d+\.png$/);

  // While the banner uses it, the library refuses to delete the picture and says where it is used.
  await page.goto(secondCity(baseURL, `/admin/media`));
  await search(page, tag);
  const row = main(page).getByRole('row').filter({ hasText: alt });
  await row.getByRole('button', { name: /Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Eliminar/ }).click();
  await expect(main(page).getByText(`el banner «${bannerTitle}»`, { exact: false })).toBeVisible();

  // The banner goes, then the picture can go too.
  await page.goto(secondCity(baseURL, '/admin/banners'));
  await main(page).getByRole('row').filter({ hasText: bannerTitle }).getByRole('button', { name: /Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Eliminar/ }).click();
  await expect(main(page).getByRole('row').filter({ hasText: bannerTitle })).toHaveCount(0);
  await page.goto(secondCity(baseURL, `/admin/media`));
  await search(page, tag);
  await main(page).getByRole('row').filter({ hasText: alt }).getByRole('button', { name: /Eliminar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Eliminar/ }).click();
  await expect(main(page).getByRole('row').filter({ hasText: alt })).toHaveCount(0);
  expect(errors.filter((line) => !/status of 409/.test(line))).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the library and its picker fit the screen and pass axe', async ({ page, baseURL }) => {
    await signInToConsole(page, editor, secondCity(baseURL, '/admin'));
    await page.goto(secondCity(baseURL, '/admin/media'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Biblioteca de medios' })).toBeVisible();
    await expect(main(page).getByText(/^\d+ resultados?$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(secondCity(baseURL, '/admin/banners/new'));
    await main(page).getByRole('button', { name: 'Elegir de la biblioteca' }).click();
    const library = page.getByRole('dialog', { name: 'Biblioteca de medios' });
    await expect(library.getByRole('button', { name: 'Subir y elegir' })).toBeVisible();
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
