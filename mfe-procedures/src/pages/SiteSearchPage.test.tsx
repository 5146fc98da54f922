import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { currentCustomerAtom, portalStore } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import SiteSearchPage from './SiteSearchPage';

const customer = testCustomer({ name: 'Alcaldía de San Rafael' });
const requested: string[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname !== '/api/v2/search/') return json(res, 404, {});
    requested.push(url.search);
    const q = url.searchParams.get('q');
    const acta = { kind: 'procedure', total: 1, items: [{ id: 1, title: 'Acta de nacimiento', url: '/sanrafael/corporate/procedure/preview/1', snippet: [{ text: 'Acta', match: true }] }] };
    if (q === 'nacimieto') return json(res, 200, { res: 1, data: { q, page: 1, pageSize: 10, suggestion: 'nacimiento', groups: [acta, { kind: 'post', total: 0, items: [] }, { kind: 'page', total: 0, items: [] }] } });
    const groups = q === 'nada'
      ? [{ kind: 'procedure', total: 0, items: [] }, { kind: 'post', total: 0, items: [] }, { kind: 'page', total: 0, items: [] }]
      : q === 'partida nacimiento'
      ? [acta, { kind: 'post', total: 0, items: [] }, { kind: 'page', total: 0, items: [] }]
      : [
          { kind: 'procedure', total: 1, items: [{ id: 4, title: 'Recolección de desechos especiales', url: '/sanrafael/corporate/procedure/preview/4', snippet: [{ text: 'Trámite de ', match: false }, { text: 'recolección', match: true }] }] },
          { kind: 'post', total: 1, items: [{ id: 9, title: 'Plan de recolección', url: '/blog-details/9', snippet: [{ text: '<img src=x onerror=alert(1)>', match: true }] }] },
          { kind: 'page', total: 0, items: [] },
        ];
    return json(res, 200, { res: 1, data: { q, page: 1, pageSize: 10, groups } });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 't', registry: {} });
  portalStore.set(currentCustomerAtom, customer);
  requested.length = 0;
});

let location: ReturnType<typeof useLocation>;
function LocationProbe() {
  location = useLocation();
  return null;
}

function renderAt(url: string) {
  return render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <SiteSearchPage />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

test('results come grouped, with links and the matches marked as text', async () => {
  const { container } = renderAt('/buscar?q=recoleccion');
  const procedures = await screen.findByRole('region', { name: 'Trámites (1)' });
  expect(within(procedures).getByRole('link', { name: 'Recolección de desechos especiales' })).toHaveAttribute('href', '/sanrafael/corporate/procedure/preview/4');
  expect(within(procedures).getByText('recolección').tagName).toBe('MARK');
  const news = screen.getByRole('region', { name: 'Noticias (1)' });
  // A snippet is text: what looks like markup is shown, never made into an element.
  expect(within(news).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.queryByRole('region', { name: /Páginas/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('2 resultados para «recoleccion».');
  expect(requested[0]).toBe('?customer_id=1&q=recoleccion&page=1');
});

test('one result is counted in the singular', async () => {
  renderAt('/buscar?q=partida%20nacimiento');
  expect(await screen.findByRole('link', { name: 'Acta de nacimiento' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 resultado para «partida nacimiento».');
});

test('no results: suggests the catalogue with the same words and the contact page', async () => {
  renderAt('/buscar?q=nada');
  expect(await screen.findByRole('heading', { name: 'No encontramos nada para «nada»' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Consultar el catálogo de trámites' })).toHaveAttribute('href', '/procedures?q=nada');
  expect(screen.getByRole('link', { name: 'Escribirnos desde la página de contacto' })).toHaveAttribute('href', '/contact');
});

test('the box searches: the words go to the address, so the search can be shared', async () => {
  renderAt('/buscar');
  expect(screen.getByRole('status')).toHaveTextContent('Escriba lo que necesita con sus palabras');
  expect(requested).toEqual([]);
  await userEvent.type(screen.getByRole('searchbox', { name: '¿Qué está buscando?' }), 'basura{enter}');
  expect(location.search).toBe('?q=basura');
  expect(await screen.findByRole('region', { name: 'Trámites (1)' })).toBeInTheDocument();
});

test("a typo: the corrected query's results, and 'Quizás quiso decir' linking the corrected query", async () => {
  renderAt('/buscar?q=nacimieto');
  expect(await screen.findByRole('link', { name: 'Acta de nacimiento' })).toBeInTheDocument();
  expect(screen.getByText('Quizás quiso decir', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'nacimiento' })).toHaveAttribute('href', '/buscar?q=nacimiento');
  expect(screen.getByText('No encontramos nada para «nacimieto»: estos son los resultados de «nacimiento».')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 resultado para «nacimiento».');
});
