import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore } from '@portal/shared';
import { currentPageAtom, postsAtom } from '../lib/blog-state';
import { setBoot } from '@portal/shared/testing/boot';
import BlogListPage from '../pages/BlogListPage';
import { json, postList, startBlogServer } from '../testing/blog-server';
import { finishBlogTest, renderAt, resetBlogState, toastTexts } from '../testing/render';

let server: Awaited<ReturnType<typeof startBlogServer>>;
let failList = false;

beforeAll(async () => {
  const tenPosts = postList(10);
  server = await startBlogServer({
    '/api/v2/blog/post/': (body, res, req) => (failList ? json(res, 500, {}) : tenPosts(body, res, req)),
  });
});
afterAll(() => server.close());
afterEach(finishBlogTest);
beforeEach(() => {
  failList = false;
  resetBlogState();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
});

const cards = () => screen.getAllByRole('article');

test('shows Loading... and then the first 4 posts with their links', async () => {
  renderAt('/blog-grid/', '/blog-grid/', <BlogListPage />);
  expect(screen.getAllByText('Cargando...').length).toBeGreaterThan(0);
  await screen.findByRole('heading', { level: 2, name: 'Noticia número 1' });
  expect(cards()).toHaveLength(4);
  const first = cards()[0]!;
  expect(within(within(first).getByRole('heading')).getByRole('link', { name: 'Noticia número 1' })).toHaveAttribute('href', '/post/noticia-numero-1?id=1');
  expect(within(first).getByRole('link', { name: /Leer Más/ })).toHaveAttribute('href', '/post/noticia-numero-1?id=1');
  expect(within(first).getByRole('img', { name: 'Noticia número 1' }).closest('a')).toHaveAttribute('href', '/blog-details/1');
  expect(portalStore.get(postsAtom).map((p) => p.id)).toEqual([1, 2, 3, 4]);
});

test('on /blog-grid/ the first post\'s picture is fetched at once and first; the others when near', async () => {
  renderAt('/blog-grid/', '/blog-grid/', <BlogListPage />);
  await screen.findByRole('heading', { level: 2, name: 'Noticia número 1' });
  const pictures = cards().map((card) => within(card).getByRole('img'));
  expect(pictures[0]).toHaveAttribute('loading', 'eager');
  expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
  for (const picture of pictures.slice(1)) {
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).not.toHaveAttribute('fetchpriority');
  }
});

test('the page comes from ?pagina= and the server is asked for the 0-based index', async () => {
  renderAt('/blog-grid/?pagina=3', '/blog-grid/', <BlogListPage />);
  await screen.findByRole('heading', { level: 2, name: 'Noticia número 9' });
  expect(cards()).toHaveLength(2);
  const asked = server.seen.filter((r) => r.url === '/api/v2/blog/post/').map((r) => JSON.parse(r.body).page);
  expect(asked).toContain(2);
  expect(portalStore.get(currentPageAtom)).toBe(2);
});

test('the page links mark the current page and move the URL', async () => {
  renderAt('/blog-grid/', '/blog-grid/', <BlogListPage />);
  const nav = await screen.findByRole('navigation', { name: 'Paginación de noticias' });
  expect(within(nav).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).queryByRole('link', { name: /Anterior/ })).not.toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('link', { name: /Siguiente/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/blog-grid/?pagina=2');
  await screen.findByRole('heading', { level: 2, name: 'Noticia número 5' });
  expect(within(screen.getByRole('navigation', { name: 'Paginación de noticias' })).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
});

test('the sidebar lists the 5 newest posts, the fifth from page 2', async () => {
  renderAt('/blog-grid/', '/blog-grid/', <BlogListPage />);
  const recent = await screen.findByRole('heading', { name: 'Noticias Recientes' });
  const section = recent.closest('section')!;
  expect(await within(section).findByRole('link', { name: 'Noticia número 5' })).toBeInTheDocument();
  expect(within(section).getAllByRole('link')).toHaveLength(5);
});

test('a failed list shows "Error cargando las noticias" and says so on the page', async () => {
  failList = true;
  renderAt('/blog-grid/', '/blog-grid/', <BlogListPage />);
  expect(await screen.findByText('No se pudieron cargar las noticias.')).toBeInTheDocument();
  expect(toastTexts()).toContain('Error cargando las noticias');
});

test('a page past the end shows the server reason and a way back to page 1', async () => {
  renderAt('/blog-grid/?pagina=9', '/blog-grid/', <BlogListPage />);
  expect(await screen.findByRole('link', { name: 'Ir a la primera página de noticias' })).toHaveAttribute('href', '/blog-grid/');
  expect(toastTexts()).toContain('La página de noticias solicitada no existe.');
});
