import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { notFoundAtAtom, portalStore } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import DynamicPage, { dynamicPageKey } from './DynamicPage';
import { json, startBlogServer } from '../testing/blog-server';
import { finishBlogTest, renderAt, resetBlogState, toastTexts } from '../testing/render';

let server: Awaited<ReturnType<typeof startBlogServer>>;
let failFiles = false;

const pages = [
  { id: 3, slug: 'transparencia', title: 'Transparencia municipal', body: '<p>Datos.</p><script>x()</script>', has_files: true },
  { id: 4, slug: 'atencion', title: 'Atención ciudadana', body: '<p>Horario.</p>', has_files: false },
];

beforeAll(async () => {
  server = await startBlogServer({
    '/api/v2/blog/page/detail/': (body, res) => {
      if (body.slug === 'averiada') return json(res, 500, {});
      const page = pages.find((p) => p.id === body.id || p.slug === body.slug);
      return page ? json(res, 200, { res: 1, data: page, message: '' }) : json(res, 404, { res: 0, message: 'La página solicitada no existe.' });
    },
    '/api/v2/blog/page/getPublicFile/': (_body, res) =>
      failFiles
        ? json(res, 500, {})
        : json(res, 200, { res: 1, data: [{ id: 1, name: 'Ejecución 2025', url: '/djmedia/documentos/ejecucion.csv', size: 2048, mime: 'text/csv' }] }),
  });
});
afterAll(() => server.close());
afterEach(finishBlogTest);
beforeEach(() => {
  failFiles = false;
  resetBlogState();
  portalStore.set(notFoundAtAtom, null);
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
});

const asked = () => server.seen.filter((r) => r.url === '/api/v2/blog/page/detail/').map((r) => JSON.parse(r.body));

test('the menu id picks the page; its public files are listed with type and size', async () => {
  renderAt('/page/transparencia?id=3', '/page/*', <DynamicPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Transparencia municipal' })).toBeInTheDocument();
  // The link's own text says the type and size, as a screen reader announces it.
  const link = await screen.findByRole('link', { name: 'Ejecución 2025 (CSV, 2 KB)' });
  expect(link).toHaveAttribute('href', `${server.url}/djmedia/documentos/ejecucion.csv`);
  expect(link).toHaveAttribute('download', 'Ejecución 2025.csv');
  expect(document.body.querySelector('script')).toBeNull();
  expect(asked().at(-1)).toEqual({ customer_id: '1', id: 3 });
});

test('without an id the path is the slug; a page without files asks for none', async () => {
  renderAt('/page/atencion', '/page/*', <DynamicPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Atención ciudadana' })).toBeInTheDocument();
  expect(asked().at(-1)).toEqual({ customer_id: '1', slug: 'atencion' });
  expect(screen.queryByRole('heading', { name: 'Archivos' })).not.toBeInTheDocument();
});

test("an unknown page hands its address to the site's 404 page, without a toast", async () => {
  renderAt('/page/no-existe', '/page/*', <DynamicPage />);
  await waitFor(() => expect(portalStore.get(notFoundAtAtom)).toBe('/page/no-existe'));
  expect(toastTexts()).toEqual([]);
});

test('a page the server fails to send says so, with "Error cargando la página" in the toast', async () => {
  renderAt('/page/averiada', '/page/*', <DynamicPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Página no disponible' })).toBeInTheDocument();
  expect(toastTexts()).toEqual(['Error cargando la página']);
  expect(portalStore.get(notFoundAtAtom)).toBeNull();
});

test('failing files toast "Error cargando los archivos" and the page text stays', async () => {
  failFiles = true;
  renderAt('/page/transparencia?id=3', '/page/*', <DynamicPage />);
  expect(await screen.findByText('No se pudieron cargar los archivos de esta página.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Transparencia municipal' })).toBeInTheDocument();
  expect(toastTexts()).toEqual(['Error cargando los archivos']);
});

test('the key: a numeric id wins, else the last path segment as a slug, else nothing', () => {
  expect(dynamicPageKey('transparencia', '3')).toEqual({ id: 3 });
  expect(dynamicPageKey('municipio/ordenanzas', null)).toEqual({ slug: 'ordenanzas' });
  expect(dynamicPageKey('Ordenanzas', 'x')).toEqual({ slug: 'ordenanzas' });
  expect(dynamicPageKey('', null)).toBeNull();
  expect(dynamicPageKey('<script>', null)).toBeNull();
});
