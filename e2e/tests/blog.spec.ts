import { renderInBrowserOnly } from '../support/client-rendered';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, useDarkTheme } from '../support/axe';
import { watchErrors } from '../support/console';

// The city's news (issue 6): list, pages, both detail routes, failures, a dynamic page from the
// menu and the demo category/author pages, each checked with axe. Customer 1 has 16 posts.

interface ApiPost {
  id: number;
  title: string;
  format: string;
  body: string;
}

function slugOf(title: string): string {
  return title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

async function postsPage(page: Page, index: number): Promise<ApiPost[]> {
  const answer = await page.request.post('/api/v2/blog/post/', { data: { customer_id: 1, page: index } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

const list = (page: Page) => page.getByRole('main').locator('.post-grid > li');
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
/** The post's own 'Cargando...' ('Loading...'): the sidebar's recent-news list shows one of its own while it loads. */
const postLoading = (page: Page) => page.locator('main [role="status"]:not(aside *)').filter({ hasText: /^Cargando\.\.\.$/ });

test('the list shows 4 posts with links to both detail routes, the sidebar, and passes axe', async ({ page }) => {
  const errors = watchErrors(page);
  const expected = await postsPage(page, 0);
  await page.goto('/blog-grid/');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  await expect(list(page)).toHaveCount(4);

  const first = list(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(expected[0]!.title);
  const postUrl = `/post/${slugOf(expected[0]!.title)}?id=${expected[0]!.id}`;
  await expect(first.getByRole('link', { name: expected[0]!.title, exact: true }).last()).toHaveAttribute('href', postUrl);
  await expect(first.getByRole('link', { name: /^Leer Más/ })).toHaveAttribute('href', postUrl);
  await expect(first.locator(`a[href="/blog-details/${expected[0]!.id}"] img`)).toBeVisible();

  const pagination = page.getByRole('navigation', { name: 'Paginación de noticias' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 1');

  const sidebar = page.getByRole('complementary', { name: 'Barra lateral de noticias' });
  await expect(sidebar.getByRole('heading', { name: 'Noticias Recientes' })).toBeVisible();
  await expect(sidebar.locator('.recent-posts li')).toHaveCount(5);
  await expect(sidebar.getByText('Aviso municipal')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://facebook.com/alcaldiasanrafael');

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the sidebar search leads to the site search with what was typed (issue 14)', async ({ page }) => {
  await page.goto('/blog-grid/');
  const box = page.getByRole('searchbox', { name: 'Buscar noticias' });
  await box.fill('vacunación');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=vacunaci%C3%B3n$/);
  await expect(page.getByRole('searchbox', { name: '¿Qué está buscando?' })).toHaveValue('vacunación');
});

test('page 2 is reached with the keyboard, lives in the URL and survives a reload', async ({ page }) => {
  const second = await postsPage(page, 1);
  await page.goto('/blog-grid/');
  await expect(list(page)).toHaveCount(4);
  const pagination = page.getByRole('navigation', { name: 'Paginación de noticias' });
  await pagination.getByRole('link', { name: 'Página 2', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog-grid\/\?pagina=2$/);
  await expect(list(page).first().getByRole('heading', { level: 2 })).toHaveText(second[0]!.title);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Página 2');

  await page.reload();
  await expect(list(page).first().getByRole('heading', { level: 2 })).toHaveText(second[0]!.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog-grid\/$/);
  await expect(list(page).first().getByRole('heading', { level: 2 })).not.toHaveText(second[0]!.title);
});

test('the title link opens /post/{slug}?id= with the article, its dates and related articles', async ({ page }) => {
  const errors = watchErrors(page);
  // A seeded story (other tests of this site may have published newer ones without a heading).
  const first = (await postsPage(page, 0)).find((post) => post.body.includes('<h3>Detalles</h3>'));
  await page.goto('/blog-grid/');
  await list(page).getByRole('heading', { level: 2, name: first!.title }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/post/${slugOf(first!.title)}\\?id=${first!.id}$`));
  const article = page.getByRole('article').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  await expect(article.locator('.dates')).toContainText(/Publicado:.*\d{1,2}:\d{2}\s?[ap]\.\s?m\./);
  await expect(article.locator('.post-body h3')).toHaveText('Detalles');
  await expect(page.getByRole('heading', { name: 'Artículos Relacionados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imágenes destacadas' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('/blog-details/{id} shows a gallery post with working previous/next buttons, in dark mode too', async ({ page }) => {
  const posts = await postsPage(page, 0);
  const gallery = posts.find((p) => p.format === 'gallery')!;
  await useDarkTheme(page);
  await page.goto(`/blog-details/${gallery.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gallery.title);
  const group = page.getByRole('group', { name: `Galería: ${gallery.title}` }).first();
  await expect(group.getByText('Imagen 1 de 3')).toBeVisible();
  await group.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(group.getByText('Imagen 2 de 3')).toBeVisible();
  await expect(group.getByRole('img')).toHaveAttribute('alt', `${gallery.title}, imagen 2 de 3`);
  await expectNoAxeViolations(page);
});

test('a video post shows the play button over its picture', async ({ page }) => {
  const posts = await postsPage(page, 0);
  const video = posts.find((p) => p.format === 'video')!;
  await page.goto(`/blog-details/${video.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  await expect(page.getByRole('main').locator('.play svg').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Video', { exact: true }).first()).toBeVisible();
});

test('a post the server fails to send stays at Loading... with "Error cargando la noticia"', async ({ page }) => {
  // The browser's own request for the post (the server renders pages with it otherwise).
  await renderInBrowserOnly(page);
  await page.route('**/api/v2/blog/post/detail/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/post/una-noticia?id=1');
  await expect(toast(page, 'Error cargando la noticia')).toBeVisible();
  await expect(postLoading(page)).toBeVisible();
});

test('a list the server fails to send shows "Error cargando las noticias"', async ({ page }) => {
  await renderInBrowserOnly(page);
  await page.route('**/api/v2/blog/post/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/blog-grid/');
  await expect(toast(page, 'Error cargando las noticias')).toBeVisible();
  await expect(page.getByRole('main').getByText('No se pudieron cargar las noticias.')).toBeVisible();
});

test('a dynamic page opens from the menu with its public files', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Municipio' }).click();
  await header.getByRole('link', { name: 'Transparencia' }).click();
  await expect(page).toHaveURL(/\/page\/transparencia\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transparencia municipal');
  const files = page.getByRole('region', { name: 'Archivos' });
  const csv = files.getByRole('link', { name: /^Ejecución presupuestaria 2025 \(CSV, \d+ bytes\)$/ });
  await expect(csv).toBeVisible();
  const download = await page.request.get((await csv.getAttribute('href'))!);
  expect(download.ok()).toBe(true);
  expect(await download.text()).toContain('Vialidad');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a dynamic page without an id is found by its slug', async ({ page }) => {
  await page.goto('/page/ordenanzas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordenanzas vigentes');
});

test('category and author pages filter the demo posts and link to each other', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/category/gobierno-digital');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categoría: Gobierno Digital');
  const posts = page.getByRole('main').locator('.demo-list > li');
  await expect(posts).toHaveCount(2);
  await expectNoAxeViolations(page);

  await posts.first().getByRole('link', { name: 'Ana Lucía Méndez' }).click();
  await expect(page).toHaveURL(/\/author\/ana-lucia-mendez$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autor: Ana Lucía Méndez');
  await expect(posts).toHaveCount(3);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('an unknown category, author or month shows an empty state, not a crash', async ({ page }) => {
  for (const [url, text] of [
    ['/category/no-existe', 'No hay artículos en esta categoría.'],
    ['/author/nadie', 'No hay artículos de este autor.'],
    ['/archive/enero-1990', 'No hay artículos en este mes.'],
  ]) {
    await page.goto(url!);
    await expect(page.getByRole('main').getByText(text!)).toBeVisible();
  }
  await page.goto('/archive/agosto-2025');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archivo: Agosto 2025');
  await expect(page.getByRole('main').locator('.demo-list > li')).toHaveCount(3);
});
