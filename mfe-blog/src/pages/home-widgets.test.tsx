import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { setBoot } from '@portal/shared/testing/boot';
import HomeBlogSection from './HomeBlogSection';
import LatestStories from './LatestStories';
import { postList, startBlogServer } from '../testing/blog-server';
import { finishBlogTest, renderAt, resetBlogState } from '../testing/render';

let server: Awaited<ReturnType<typeof startBlogServer>>;

beforeAll(async () => {
  server = await startBlogServer({ '/api/v2/blog/post/': postList(6) });
});
afterAll(() => server.close());
afterEach(finishBlogTest);
beforeEach(() => {
  resetBlogState();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
});

test("the landing section lists the posts with 'Leer más' under an h2, with the sidebar", async () => {
  renderAt('/', '/', <HomeBlogSection />);
  expect(screen.getByRole('heading', { level: 2, name: 'Noticias' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 3, name: 'Noticia número 1' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  const first = screen.getAllByRole('article')[0]!;
  expect(within(first).getByRole('link', { name: /^Leer más/ })).toHaveAttribute('href', '/post/noticia-numero-1?id=1');
  expect(screen.getByRole('complementary', { name: 'Barra lateral de noticias' })).toBeInTheDocument();
});

test("'Latest stories' shows the first 2 recent posts", async () => {
  const before = server.seen.length;
  renderAt('/', '/', <LatestStories />);
  expect(screen.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Noticia número 1' });
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Noticia número 2' })).toHaveAttribute('href', '/post/noticia-numero-2?id=2');
  // Two posts fit in the first page: the second page is never asked for.
  expect(server.seen.slice(before).map((r) => JSON.parse(r.body).page)).toEqual([0]);
});
