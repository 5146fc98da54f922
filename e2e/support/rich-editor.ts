import type { Page } from '@playwright/test';

// The console's rich-text editor as an editor uses it: its toolbar's buttons and the link panel.

const main = (page: Page) => page.getByRole('main');

/** Presses a button of the editor's toolbar ('Título', 'Lista con viñetas', …). */
export async function tool(page: Page, name: string): Promise<void> {
  await main(page).getByRole('toolbar', { name: 'Formato del texto' }).getByRole('button', { name, exact: true }).click();
}

/** Types `sentence` where the caret is and links its last words, `words`, to `href` with the Enlace tool. */
export async function typeWithLink(page: Page, sentence: string, words: string, href: string): Promise<void> {
  await page.keyboard.type(sentence);
  for (let i = 0; i < words.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tool(page, 'Enlace');
  await main(page).getByLabel('Dirección del enlace').fill(href);
  await main(page).getByRole('button', { name: 'Poner el enlace' }).click();
}
