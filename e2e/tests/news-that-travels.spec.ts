import { expect, test } from '../support/test';
import { BASE_URL } from '../support/ports';
import { expectNoAxeViolations } from '../support/axe';

// What a social network, a feed reader and a search engine read of the composed site: the server's
// HTML and documents, with the real shell template and server rendering.

/** The content of a meta tag of the HTML, attribute entities decoded. */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
}

test('a story found in the feed is shared with its title, summary and picture; the sitemap lists the procedures', async ({ request, browser }) => {
  const feed = await request.get('/noticias/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  const entry = /<entry><id>([^<]+)<\/id><title type="text">([^<]+)<\/title>/.exec(xml);
  expect(entry).not.toBeNull();
  const [, link, escapedTitle] = entry!;
  const title = escapedTitle!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  expect(link!.startsWith(BASE_URL)).toBe(true);

  // Twice: the second answer is the server's reused render, which must carry the same head.
  for (let round = 0; round < 2; round += 1) {
    const html = await (await request.get(link!)).text();
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BASE_URL}/djmedia/`));
    expect(meta(html, 'og:description')?.length ?? 0).toBeGreaterThan(10);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'robots')).toBe('noindex, follow');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('data-ssr="1"');
  }

  // A browser shows the story with the title the server gave its tab.
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(link!);
  await expect(page).toHaveTitle(new RegExp(`\\| ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await page.close();

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${BASE_URL}/procedures</loc>`);
  expect(sitemap.match(/\/corporate\/procedure\/preview\/\d+<\/loc>/g)?.length ?? 0).toBeGreaterThan(10);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

test('a citizen tells a procedure\'s page it was not useful, with a comment, and is thanked', async ({ page }) => {
  await page.goto('/procedures');
  await page.locator('.procedure-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/corporate\/procedure\/preview\/\d+$/);
  const question = page.getByRole('region', { name: '¿Le resultó útil esta página?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('radio', { name: 'No' }).check();
  await question.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('No dice cuánto cuesta.');
  await question.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(question.getByRole('status')).toHaveText('Gracias por su respuesta.');
});
