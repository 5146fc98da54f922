import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setBoot } from '@portal/shared/testing/boot';
import { startTestServer } from '@portal/shared/testing/http-server';
import { SiteLoader } from './SiteLoader';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const held: (() => void)[] = [];

beforeAll(async () => {
  // The site config never arrives while a test looks: it is held until the end.
  server = await startTestServer((_req, res) => held.push(() => res.writeHead(503).end()));
});
afterAll(async () => {
  held.forEach((release) => release());
  await server.close();
});

beforeEach(() => {
  setBoot({
    customerId: '1',
    apiHost: server.url,
    routes: [
      { path: '/news', module: './News', remote: 'blog', title: { es: 'Noticias' } },
      { path: '/certificado/:n', module: './Check', remote: 'procedures', title: { es: 'Validación' }, siteConfig: false },
    ],
  });
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SiteLoader>
        <p>La página</p>
      </SiteLoader>
    </MemoryRouter>,
  );
}

test('a page that needs the site config waits for it behind Loading...', async () => {
  renderAt('/news');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  expect(screen.queryByText('La página')).toBeNull();
});

test('a page whose route does not need the site config shows at once', () => {
  renderAt('/certificado/123');
  expect(screen.getByText('La página')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).toBeNull();
});
