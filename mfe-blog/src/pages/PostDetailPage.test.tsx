import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { notFoundAtAtom, portalStore } from '@portal/shared';
import { currentPostAtom, recentPostsAtom } from '../lib/blog-state';
import { setBoot } from '@portal/shared/testing/boot';
import { mockRemotes } from '@portal/shared/testing/federation-runtime-mock';
import PostDetailPage from './PostDetailPage';
import { json, makePost, startBlogServer } from '../testing/blog-server';
import { finishBlogTest, renderAt, resetBlogState, toastTexts } from '../testing/render';

let server: Awaited<ReturnType<typeof startBlogServer>>;

const hostile = makePost(7, {
  title: 'Jornada de vacunación',
  format: 'gallery',
  images: ['blog/a.svg', 'blog/b.svg'],
  features_img: ['blog/f.svg'],
  body: '<p>Vacunas gratis.</p>\n  <p>&nbsp;</p><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">clic</a><script>window.__xss=1</script>',
});

const folder = 'uploads/1/0123456789abcdef0123456789abcdef';
const library = makePost(11, { title: 'Feria del libro', format: 'standard', image: `${folder}/original.jpg`, images: [`${folder}/original.jpg`], image_alt: 'Lectores entre los puestos de la feria' });

beforeAll(async () => {
  server = await startBlogServer({
    '/api/v2/blog/post/detail/': (body, res) => {
      if (body.id === 7) return json(res, 200, { res: 1, data: { ...hostile, recent_posts: [hostile, makePost(8), makePost(9)] } });
      if (body.id === 500) return json(res, 500, {});
      if (body.id === 11) return json(res, 200, { res: 1, data: { ...library, recent_posts: [library] } });
      return json(res, 404, { res: 0, message: 'La noticia solicitada no existe.' });
    },
    '/api/v2/blog/post/': (_body, res) => json(res, 200, { res: 1, data: [makePost(1)], total: 1, page: 0, page_size: 4 }),
  });
});
afterAll(() => server.close());
afterEach(finishBlogTest);
beforeEach(() => {
  resetBlogState();
  portalStore.set(currentPostAtom, null);
  portalStore.set(notFoundAtAtom, null);
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
});

test('shows Loading... until the post arrives, then the post, saved as the current post', async () => {
  renderAt('/post/jornada-de-vacunacion?id=7', '/post/:slug', <PostDetailPage />);
  expect(screen.getAllByText('Cargando...').length).toBeGreaterThan(0);
  expect(await screen.findByRole('heading', { level: 1, name: 'Jornada de vacunación' })).toBeInTheDocument();
  expect(portalStore.get(currentPostAtom)?.id).toBe(7);
  expect(portalStore.get(recentPostsAtom).map((p) => p.id)).toEqual([7, 8, 9]);
});

test('/blog-details/{id} shows the same post', async () => {
  renderAt('/blog-details/7', '/blog-details/:id', <PostDetailPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Jornada de vacunación' })).toBeInTheDocument();
});

test('dates are in Spanish on the 12-hour clock', async () => {
  renderAt('/blog-details/7', '/blog-details/:id', <PostDetailPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText('Publicado:').closest('div')).toHaveTextContent(/1 de septiembre de 2025.*10:00\s?a\.\s?m\./);
  expect(screen.getByText('Actualizado:').closest('div')).toHaveTextContent(/2 de septiembre de 2025.*4:30\s?p\.\s?m\./);
});

test('the body is tidied and nothing hostile in it survives', async () => {
  const { container } = renderAt('/blog-details/7', '/blog-details/:id', <PostDetailPage />);
  await screen.findByRole('heading', { level: 1 });
  const body = container.querySelector('.post-body')!;
  expect(body.querySelector('script')).toBeNull();
  expect(body.querySelector('[onerror]')).toBeNull();
  expect(within(body as HTMLElement).getByText('clic')).not.toHaveAttribute('href');
  expect(body.querySelectorAll('p')).toHaveLength(1);
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});

test('a gallery post shows a gallery; related articles leave out the post itself', async () => {
  renderAt('/blog-details/7', '/blog-details/:id', <PostDetailPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('group', { name: 'Galería: Jornada de vacunación' })).toHaveTextContent('Imagen 1 de 2');
  const related = screen.getByRole('heading', { name: 'Artículos Relacionados' }).closest('section')!;
  expect(within(related).getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('img', { name: 'Jornada de vacunación: imagen destacada 1' })).toHaveAttribute('src', `${server.url}/djmedia/blog/f.svg`);
});

test("an unknown post hands its address to the site's 404 page, without a toast", async () => {
  renderAt('/blog-details/404', '/blog-details/:id', <PostDetailPage />);
  await waitFor(() => expect(portalStore.get(notFoundAtAtom)).toBe('/blog-details/404'));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(toastTexts()).toEqual([]);
  expect(portalStore.get(currentPostAtom)).toBeNull();
});

test('a server failure without a message toasts "Error cargando la noticia"', async () => {
  renderAt('/blog-details/500', '/blog-details/:id', <PostDetailPage />);
  await screen.findByRole('link', { name: 'Volver a las noticias' });
  expect(toastTexts()).toEqual(['Error cargando la noticia']);
});

test("a link without a usable id is the site's 404 page at once, asking the server nothing", async () => {
  const askedBefore = server.seen.length;
  renderAt('/post/algo?id=abc', '/post/:slug', <PostDetailPage />);
  await waitFor(() => expect(portalStore.get(notFoundAtAtom)).toBe('/post/algo?id=abc'));
  expect(server.seen.slice(askedBefore).filter((r) => r.url === '/api/v2/blog/post/detail/')).toEqual([]);
});

test('a server failure keeps Loading... with a way back, and is not taken for a 404', async () => {
  renderAt('/blog-details/500', '/blog-details/:id', <PostDetailPage />);
  expect(await screen.findByRole('link', { name: 'Volver a las noticias' })).toBeInTheDocument();
  expect(screen.getAllByText('Cargando...').length).toBeGreaterThan(0);
  expect(portalStore.get(notFoundAtAtom)).toBeNull();
});

test('the story ends with mfe-contact\'s question "¿Le resultó útil esta página?" about this post', async () => {
  // The federation boundary: the stand-in shows what the widget was given.
  mockRemotes.set('contact/PageFeedback', { default: ({ kind, id }: { kind: string; id: number }) => <p data-testid="page-feedback">{`${kind} ${id}`}</p> });
  renderAt('/blog-details/7', '/blog-details/:id', <PostDetailPage />);
  expect(await screen.findByTestId('page-feedback')).toHaveTextContent('post 7');
});

test('a media-library picture says what it shows and offers its copies in three widths', async () => {
  renderAt('/blog-details/11', '/blog-details/:id', <PostDetailPage />);
  const picture = await screen.findByRole('img', { name: 'Lectores entre los puestos de la feria' });
  expect(picture).toHaveAttribute('src', `${server.url}/djmedia/${folder}/w960.jpg`);
  expect(picture.getAttribute('srcset')).toBe([480, 960, 1600].map((width) => `${server.url}/djmedia/${folder}/w${width}.jpg ${width}w`).join(', '));
  expect(picture).toHaveAttribute('sizes', '(max-width: 840px) 100vw, 800px');
});
