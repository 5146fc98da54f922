import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { currentCustomerAtom, departmentsAtom, isLoadingAtom, portalStore, proceduresAtom, proceduresLoadedAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import { catalogue, department, procedure } from '../testing/fixtures';
import { cacheKey, readCachedCatalogue, writeCachedCatalogue } from '../data/catalogue-cache';
import { catalogueVersionAtom } from '../data/use-procedure-catalogue';
import ProceduresPage from './ProceduresPage';
import type { Customer, ProceduresDocument } from '@portal/contract';

const customer: Customer = testCustomer({ name: 'Alcaldía de San Rafael' });
const hacienda = department(1, 'Hacienda Municipal');
const registro = department(2, 'Registro Civil');
const sindicatura = department(3, 'Sindicatura Municipal', false);

const v1 = catalogue(
  [
    procedure(1, 'Renovación de licencia', hacienda, { product: { calc_price: 1234.5 }, requirements: [{ id: 1, name: 'RIF' }, { id: 2, name: 'Cédula' }] }),
    procedure(2, 'Acta de nacimiento', registro),
    procedure(3, 'Solvencia municipal', hacienda, { product: { calc_price: 40 } }),
    procedure(4, 'Venta de terrenos ejidos', sindicatura),
  ],
  [hacienda, registro, sindicatura],
  'v1',
);
const v2 = catalogue([...v1.procedures, procedure(5, 'Permiso de construcción', hacienda)], v1.departments, 'v2');

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** What the server answers next for procedures.json: a document, or an HTTP status. */
let answer: ProceduresDocument | number = v1;
let hold: Promise<void> | null = null;

beforeAll(async () => {
  server = await startTestServer(async (req, res) => {
    if (req.url !== '/djstatic/sanrafael/procedures.json') return json(res, 404, {});
    if (hold) await hold;
    if (typeof answer === 'number') return json(res, answer, { res: 0, message: 'Error' });
    return json(res, 200, answer);
  });
});
afterAll(() => server.close());

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 't', registry: {} });
  localStorage.clear();
  answer = v1;
  hold = null;
  portalStore.set(proceduresAtom, []);
  portalStore.set(departmentsAtom, []);
  portalStore.set(proceduresLoadedAtom, false);
  portalStore.set(catalogueVersionAtom, null);
  portalStore.set(currentCustomerAtom, customer);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

let location: ReturnType<typeof useLocation>;
let navigate: NavigateFunction;
function LocationProbe() {
  location = useLocation();
  navigate = useNavigate();
  return null;
}

function renderPage(url = '/procedures') {
  return render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <ProceduresPage />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const count = () => screen.getByText(/trámites? (disponibles?|encontrados?)|Ningún trámite/);

test('shows the loading text, then every procedure of the catalogue with its count', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Trámites en Línea' })).toBeInTheDocument();
  expect(screen.getByText('Cargando trámites...')).toBeInTheDocument();
  expect(await screen.findByText('4 trámites disponibles.')).toBeInTheDocument();
  expect(screen.queryByText('Cargando trámites...')).not.toBeInTheDocument();
  expect(cardNames()).toEqual(v1.procedures.map((p) => p.name));
});

test('a card links to the procedure preview and shows department and es-VE price', async () => {
  renderPage();
  const link = await screen.findByRole('link', { name: 'Renovación de licencia' });
  expect(link).toHaveAttribute('href', '/sanrafael/corporate/procedure/preview/1');
  const card = link.closest('article')!;
  expect(within(card).getByText('Hacienda Municipal')).toBeInTheDocument();
  expect(card.textContent?.replace(/\s/g, ' ')).toContain('Bs.S 1.234,50');
  // Without a product there is no price.
  const acta = screen.getByRole('link', { name: 'Acta de nacimiento' }).closest('article')!;
  expect(acta.textContent).not.toContain('Bs.S');
});

test('the requirements tooltip opens on keyboard focus and Escape hides it', async () => {
  const user = userEvent.setup();
  renderPage();
  const button = await screen.findByRole('button', { name: 'Requisitos de Renovación de licencia' });
  // The count, then the names (issue 14: the tooltip lists what to bring).
  expect(button).toHaveAccessibleDescription('Este trámite tiene 2 requisitos. RIF, Cédula.');
  const tooltip = document.getElementById(button.getAttribute('aria-describedby')!)!;
  expect(tooltip).not.toBeVisible();
  await user.tab();
  while (document.activeElement !== button) await user.tab();
  expect(tooltip).toBeVisible();
  await user.keyboard('{Escape}');
  expect(tooltip).not.toBeVisible();
  expect(button).toHaveFocus();
});

test('the requirements tooltip shows on hover and stays while the pointer is over it', async () => {
  const user = userEvent.setup();
  renderPage();
  const button = await screen.findByRole('button', { name: 'Requisitos de Acta de nacimiento' });
  const tooltip = document.getElementById(button.getAttribute('aria-describedby')!)!;
  await user.hover(button);
  expect(tooltip).toHaveTextContent('Este trámite no tiene requisitos.');
  expect(tooltip).toBeVisible();
  await user.hover(tooltip);
  expect(tooltip).toBeVisible();
  await user.unhover(tooltip);
  expect(tooltip).not.toBeVisible();
});

test('clicking the requirements button shows the tooltip, also after Escape', async () => {
  const user = userEvent.setup();
  renderPage();
  const button = await screen.findByRole('button', { name: 'Requisitos de Solvencia municipal' });
  const tooltip = document.getElementById(button.getAttribute('aria-describedby')!)!;
  await user.click(button);
  expect(tooltip).toBeVisible();
  await user.keyboard('{Escape}');
  expect(tooltip).not.toBeVisible();
  await user.click(button);
  expect(tooltip).toBeVisible();
});

test('typing narrows the cards, puts the query in the URL and announces the count', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('4 trámites disponibles.');
  await user.type(screen.getByLabelText('Buscar trámite'), 'RENOVACION');
  await waitFor(() => expect(cardNames()).toEqual(['Renovación de licencia']));
  expect(count()).toHaveTextContent('1 trámite encontrado.');
  expect(count()).toHaveAttribute('aria-live', 'polite');
  expect(new URLSearchParams(location.search).get('q')).toBe('RENOVACION');
});

test('back and forward bring the search field to the URL\'s search; typing again continues from there', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('4 trámites disponibles.');
  const field = screen.getByLabelText('Buscar trámite');
  await user.type(field, 'acta');
  await waitFor(() => expect(cardNames()).toEqual(['Acta de nacimiento']));
  await act(async () => navigate(-1));
  await waitFor(() => expect(field).toHaveValue(''));
  expect(await screen.findByText('4 trámites disponibles.')).toBeInTheDocument();
  await act(async () => navigate(1));
  await waitFor(() => expect(field).toHaveValue('acta'));
  expect(cardNames()).toEqual(['Acta de nacimiento']);
  await user.type(field, 's');
  expect(field).toHaveValue('actas');
  await waitFor(() => expect(new URLSearchParams(location.search).get('q')).toBe('actas'));
});

test('the department list holds only active departments with procedures, and narrows the cards', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('4 trámites disponibles.');
  const select = screen.getByLabelText('Departamento');
  const optionTexts = within(select).getAllByRole('option').map((o) => o.textContent);
  expect(optionTexts).toEqual(['Selecciona un departamento', 'Hacienda Municipal (2)', 'Registro Civil (1)']);
  await user.selectOptions(select, 'Hacienda Municipal (2)');
  expect(cardNames()).toEqual(['Renovación de licencia', 'Solvencia municipal']);
  expect(new URLSearchParams(location.search).get('departamento')).toBe('1');
  await user.selectOptions(select, 'Selecciona un departamento');
  expect(cardNames()).toHaveLength(4);
});

test('a shared link opens with its search and department applied', async () => {
  renderPage('/procedures?q=solvencia&departamento=1');
  expect(await screen.findByText('1 trámite encontrado en Hacienda Municipal.')).toBeInTheDocument();
  expect(screen.getByLabelText('Buscar trámite')).toHaveValue('solvencia');
  expect(screen.getByLabelText('Departamento')).toHaveValue('1');
});

test('an unknown department in the link shows every department and says so', async () => {
  renderPage('/procedures?departamento=99');
  expect(await screen.findByText('4 trámites disponibles.')).toBeInTheDocument();
  expect(screen.getByText(/El departamento del enlace no está en la lista/)).toBeInTheDocument();
});

test('no results explain themselves and Limpiar filtros brings everything back', async () => {
  const user = userEvent.setup();
  renderPage('/procedures?q=pasaporte&departamento=2');
  expect(await screen.findByText('No encontramos trámites con esa búsqueda')).toBeInTheDocument();
  expect(screen.getByText(/Ningún trámite coincide con «pasaporte» en Registro Civil/)).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' }).at(-1)!);
  expect(await screen.findByText('4 trámites disponibles.')).toBeInTheDocument();
  expect(location.search).toBe('');
  expect(screen.getByLabelText('Buscar trámite')).toHaveFocus();
});

test('a returning visitor sees the stored catalogue at once, replaced when the version changed', async () => {
  writeCachedCatalogue('sanrafael', v1);
  answer = v2;
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  renderPage();
  // Before the server answers, the stored copy is already on screen.
  expect(screen.queryByText('Cargando trámites...')).not.toBeInTheDocument();
  expect(screen.getByText('4 trámites disponibles.')).toBeInTheDocument();
  act(() => release());
  expect(await screen.findByText('5 trámites disponibles.')).toBeInTheDocument();
  // Stored once the page is idle.
  await waitFor(() => expect(readCachedCatalogue('sanrafael')?.version).toBe('v2'));
});

test('an unchanged version keeps the shown catalogue as it is', async () => {
  writeCachedCatalogue('sanrafael', v1);
  renderPage();
  const before = portalStore.get(proceduresAtom);
  await waitFor(() => expect(server.seen.at(-1)?.url).toBe('/djstatic/sanrafael/procedures.json'));
  await waitFor(() => expect(portalStore.get(catalogueVersionAtom)?.version).toBe('v1'));
  // Once the answer has been handled (the loading flag is down), the array (and so the search
  // index) is still the same.
  await waitFor(() => expect(portalStore.get(isLoadingAtom)).toBe(false));
  expect(portalStore.get(proceduresAtom)).toBe(before);
});

test('a failed load is logged, says so in Spanish and Reintentar loads it', async () => {
  const user = userEvent.setup();
  answer = 500;
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar los trámites');
  expect(consoleError).toHaveBeenCalledWith('Error cargando los trámites:', expect.anything());
  answer = v1;
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('4 trámites disponibles.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when the refresh fails, the stored catalogue stays with a quiet notice', async () => {
  writeCachedCatalogue('sanrafael', v1);
  answer = 503;
  renderPage();
  expect(await screen.findByText(/No pudimos comprobar si el catálogo cambió/)).toBeInTheDocument();
  expect(screen.getByText('4 trámites disponibles.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('with no customer nothing is requested', async () => {
  portalStore.set(currentCustomerAtom, null);
  const before = server.seen.length;
  renderPage();
  expect(screen.getByText(/no tiene un municipio configurado/)).toBeInTheDocument();
  // The client raises the loading flag in the same tick a request is made, and the page's effects
  // have run: no request is on its way, and none arrived.
  expect(portalStore.get(isLoadingAtom)).toBe(false);
  expect(server.seen.length).toBe(before);
  expect(localStorage.getItem(cacheKey('sanrafael'))).toBeNull();
});

test('a big catalogue renders 24 cards at a time with Mostrar más', async () => {
  const user = userEvent.setup();
  answer = catalogue(
    Array.from({ length: 60 }, (_, i) => procedure(i + 1, `Trámite número ${i + 1}`, hacienda)),
    [hacienda],
    'big',
  );
  renderPage();
  expect(await screen.findByText('60 trámites disponibles.')).toBeInTheDocument();
  expect(cardNames()).toHaveLength(24);
  expect(screen.getByText('Mostrando 24 de 60 trámites.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Mostrar más' }));
  expect(cardNames()).toHaveLength(48);
  // Focus continues at the first new card.
  expect(screen.getByRole('link', { name: 'Trámite número 25' })).toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Mostrar más' }));
  expect(cardNames()).toHaveLength(60);
  expect(screen.queryByRole('link', { name: 'Mostrar más' })).not.toBeInTheDocument();
});

test("'Mostrar más' is a link to the same search with one page more, and ?pagina= opens with those cards", async () => {
  answer = catalogue(
    Array.from({ length: 60 }, (_, i) => procedure(i + 1, `Trámite número ${i + 1}`, hacienda)),
    [hacienda],
    'paged',
  );
  renderPage('/procedures?q=tr%C3%A1mite&pagina=2');
  expect(await screen.findByText('Mostrando 48 de 60 trámites.')).toBeInTheDocument();
  expect(cardNames()).toHaveLength(48);
  // Without JavaScript the link is followed and the server renders the next page.
  expect(screen.getByRole('link', { name: 'Mostrar más' })).toHaveAttribute('href', '/procedures?q=tr%C3%A1mite&pagina=3');
});

test('counts of a big city read the Spanish way', async () => {
  answer = catalogue(
    Array.from({ length: 10_000 }, (_, i) => procedure(i + 1, `Trámite número ${i + 1}`, hacienda)),
    [hacienda],
    'huge',
  );
  renderPage();
  expect(await screen.findByText('10.000 trámites disponibles.')).toBeInTheDocument();
  expect(screen.getByText('Mostrando 24 de 10.000 trámites.')).toBeInTheDocument();
  expect(cardNames()).toHaveLength(24);
});
