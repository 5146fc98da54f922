import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchErrors } from '../support/console';
import { expectFitsPhones } from '../support/layout';
import { createStaffAccount, signInToConsole, type StaffLogin } from '../support/staff-accounts';
import { typeWithLink } from '../support/rich-editor';

// A video in a news story (docs/publishing.md, 'Videos'): the editor pastes a YouTube address into
// the rich editor and names the video; the public story shows a placeholder made by the site and
// asks nothing of YouTube until the citizen presses play (by keyboard here), then loads the
// cookie-free player, which the page's CSP allows. Without JavaScript it is a link to the video.
// A link alone on its line in the same story is a 44 px tap target on phones.

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
const SIGNED_OUT = [/status of 401/];

let editor: StaffLogin;
test.beforeAll(() => {
  editor = createStaffAccount('editor');
});

const main = (page: Page) => page.getByRole('main');

/** Pastes `text` into the focused editing area, as the clipboard would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a pasted YouTube link becomes a click-to-play placeholder: nothing is asked of YouTube before the click', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page, SIGNED_OUT);
  const title = `Feria del libro ${Date.now().toString(36)}`;
  await signInToConsole(page, editor);
  await page.goto('/admin/posts/new');
  await main(page).getByLabel('Título *', { exact: true }).fill(title);
  await main(page).getByRole('textbox', { name: 'Contenido', exact: true }).click();
  await page.keyboard.type('La feria abre el sábado en la plaza.');
  await page.keyboard.press('Enter');
  await paste(page, VIDEO);
  const panel = main(page).getByRole('group', { name: 'Insertar un vídeo' });
  await expect(panel.getByLabel('Dirección del vídeo (YouTube o Vimeo) *')).toHaveValue(VIDEO);
  await expect(panel.getByLabel('Título del vídeo *')).toBeFocused();
  await page.keyboard.type('La feria en la plaza');
  await panel.getByRole('button', { name: 'Insertar el vídeo' }).click();
  // A link alone on its own line.
  await page.keyboard.press('Enter');
  await typeWithLink(page, 'Programa de la feria', 'Programa de la feria', '/page/transparencia');

  // The preview is the public rendering: the placeholder, and no player yet.
  const preview = page.getByRole('region', { name: 'Vista previa' }).locator('.post-body');
  await expect(preview.getByRole('button', { name: 'Reproducir el vídeo: La feria en la plaza (YouTube)' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardada como borrador.' })).toBeVisible();
  const id = Number(/\/admin\/posts\/(\d+)/.exec(page.url())?.[1]);
  await main(page).getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicada: ya está en la página de noticias.' })).toBeVisible();
  const story = `${new URL(page.url()).origin}/blog-details/${id}`;

  // A citizen's browser: every request to a video host is recorded, and the player is answered here.
  const visiting = await browser.newContext();
  const visitor = await visiting.newPage();
  const videoRequests: string[] = [];
  visitor.on('request', (request) => {
    if (/youtube|youtu\.be|ytimg|vimeo|googlevideo/.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
  });
  await visitor.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reproductor</title><p>Reproductor</p>' }));
  await visitor.goto(story);
  const play = visitor.getByRole('button', { name: 'Reproducir el vídeo: La feria en la plaza (YouTube)' });
  await expect(play).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expectNoAxeViolations(visitor);
  await expectFitsPhones(visitor);
  const lone = visitor.getByRole('main').getByRole('link', { name: 'Programa de la feria' });
  await visitor.setViewportSize({ width: 375, height: 800 });
  expect((await lone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(videoRequests).toEqual([]);

  await play.focus();
  await visitor.keyboard.press('Enter');
  const player = visitor.frameLocator('iframe[title="Vídeo: La feria en la plaza"]');
  await expect(player.getByText('Reproductor')).toBeVisible();
  expect(videoRequests).toEqual([PLAYER]);
  await expect(visitor.locator('iframe')).toBeFocused();
  await visiting.close();

  // Without JavaScript: a plain link to the video, no player, no placeholder.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(story);
  await expect(reader.getByRole('main').getByRole('link', { name: 'La feria en la plaza' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(reader.locator('iframe')).toHaveCount(0);
  await plain.close();
  expect(errors).toEqual([]);
});
