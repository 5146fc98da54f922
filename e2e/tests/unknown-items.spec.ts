import { expect, test, type Page } from '../support/test';
import { watchErrors } from '../support/console';

// An address whose item does not exist (a news id, a procedure, a city page, a demo slug) is the
// site's one 404 page with HTTP status 404: opened from outside (the server's answer, readable
// without scripts) and reached inside the site (the page's own data says the item is missing).

const UNKNOWN = [
  '/blog-details/999999',
  '/post/una-noticia?id=999999',
  '/post/sin-numero?id=abc',
  '/sanrafael/corporate/procedure/preview/999999',
  '/page/no-existe',
  '/service-details/no-such-thing',
  '/project-details/no-such-thing',
  '/team-details/no-such-thing',
  '/case-details/no-such-thing',
];

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Página no encontrada' });

/** Moves the site's router to `url` the way a link inside the site does (no page load). */
async function navigateInside(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

test('opened from outside, each unknown item answers 404 with the 404 page, already in the HTML', async ({ browser }) => {
  // No scripts: what a visitor sees is what the server sent.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const url of UNKNOWN) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(notFoundHeading(page), url).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0);
  }
  await context.close();
});

test('opened from outside with scripts, the 404 page stays and is titled so', async ({ page }) => {
  const errors = watchErrors(page, [/status of 404/]);
  for (const url of ['/blog-details/999999', '/service-details/no-such-thing']) {
    expect((await page.goto(url))?.status()).toBe(404);
    await expect(notFoundHeading(page)).toBeVisible();
    await expect(page).toHaveTitle('Portal Ciudadano | Página no encontrada');
  }
  expect(errors).toEqual([]);
});

test('reached inside the site, each unknown item shows the 404 page instead of loading forever', async ({ page }) => {
  const errors = watchErrors(page, [/status of 404/]);
  await page.goto('/');
  for (const url of UNKNOWN) {
    await navigateInside(page, url);
    await expect(notFoundHeading(page), url).toBeVisible();
    await expect(page, url).toHaveTitle('Portal Ciudadano | Página no encontrada');
    await expect(page.locator('main').getByText('Cargando...', { exact: true })).toHaveCount(0);
  }
  // A known item right after: the 404 belonged to the other address only.
  const posts = await (await page.request.post('/api/v2/blog/post/', { data: { customer_id: 1, page: 0 } })).json();
  const post = posts.data[0] as { id: number; title: string };
  await navigateInside(page, `/blog-details/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await navigateInside(page, '/service-details/ui-ux-design');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diseño de interfaces y experiencia de usuario');
  expect(errors).toEqual([]);
});

test('a known demo item still answers 200, whatever the case of its slug', async ({ page }) => {
  for (const url of ['/service-details/ui-ux-design', '/team-details/Sofia-Nunez']) {
    expect((await page.goto(url))?.status(), url).toBe(200);
    await expect(notFoundHeading(page)).toHaveCount(0);
  }
});
