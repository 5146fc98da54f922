import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentCustomerAtom, departmentsAtom, notFoundAtAtom, portalStore, proceduresAtom, proceduresLoadedAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import { catalogue, department, procedure } from '../testing/fixtures';
import { catalogueVersionAtom } from '../data/use-procedure-catalogue';
import { rememberCatalogueSearch } from '../data/catalogue-extras';
import ProcedurePage from './ProcedurePage';
import type { PublicOffice } from '@portal/contract';

const customer = testCustomer({ name: 'Alcaldía de San Rafael' });
const registro = department(2, 'Registro Civil');
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
const office: PublicOffice = {
  id: 7, name: 'Palacio Municipal', address: 'Av. Bolívar con calle Sucre',
  hours: [{ valid_from: null, valid_to: null, appointments: true, days: [...weekdays('08:00', '12:00'), ...weekdays('13:00', '16:00'), { weekday: 6, start: '08:00', end: '12:00' }] }],
  takes_appointments: true, phone: '0251-555.01.00', email: '', latitude: null, longitude: null,
};
const walkIn: PublicOffice = {
  id: 8, name: 'Oficina de Hacienda', address: 'Calle Urdaneta 12',
  hours: [{ valid_from: null, valid_to: '2027-12-31', appointments: false, days: [1, 3, 5].map((weekday) => ({ weekday, start: '08:00', end: '15:00' })) }],
  takes_appointments: false, phone: '', email: '', latitude: null, longitude: null,
};
const document = {
  ...catalogue(
    [
      procedure(2, 'Acta de nacimiento', registro, {
        requirements: [{ id: 1, name: 'Cédula de identidad' }, { id: 2, name: 'Constancia de nacimiento' }, { id: 3, name: 'Testigos </script>' }],
        officeIds: [7, 8],
      }),
      procedure(3, 'Solvencia municipal', registro, { product: { calc_price: 1234.5 }, officeIds: [8] }),
    ],
    [registro],
  ),
  offices: [office, walkIn],
};

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(async (req, res) => (req.url === `/djstatic/${customer.shortname}/procedures.json` ? json(res, 200, document) : json(res, 404, {})));
});
afterAll(() => server.close());

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 't', registry: {} });
  localStorage.clear();
  sessionStorage.clear();
  portalStore.set(proceduresAtom, []);
  portalStore.set(departmentsAtom, []);
  portalStore.set(proceduresLoadedAtom, false);
  portalStore.set(catalogueVersionAtom, null);
  portalStore.set(currentCustomerAtom, customer);
  portalStore.set(notFoundAtAtom, null);
});

function renderAt(id: string) {
  return render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[`/${customer.shortname}/corporate/procedure/preview/${id}`]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/:shortname/corporate/procedure/preview/:id" element={<ProcedurePage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('shows the name, department, every requirement, Gratuito, the office and its hours', async () => {
  renderAt('2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acta de nacimiento' })).toBeInTheDocument();
  expect(screen.getByText('Registro Civil')).toBeInTheDocument();
  const requirements = within(screen.getByRole('region', { name: 'Qué debe llevar' })).getAllByRole('listitem');
  expect(requirements.map((item) => item.textContent)).toEqual(['Cédula de identidad', 'Constancia de nacimiento', 'Testigos </script>']);
  expect(within(screen.getByRole('region', { name: 'Costo' })).getByText('Gratuito')).toBeInTheDocument();
  const where = screen.getByRole('region', { name: 'Dónde se realiza' });
  expect(within(where).getByRole('heading', { name: 'Palacio Municipal' })).toBeInTheDocument();
  expect(within(where).getByText('Av. Bolívar con calle Sucre')).toBeInTheDocument();
});

test("each office's hours come from its schedule, and it says whether it gives appointments", async () => {
  renderAt('2');
  const where = await screen.findByRole('region', { name: 'Dónde se realiza' });
  const [palace, hacienda] = within(where).getAllByRole('listitem');
  expect(palace!.querySelector('dd:nth-of-type(2)')!.textContent).toBe('Lunes a viernes: 8:00–12:00 y 13:00–16:00Sábados: 8:00–12:00');
  expect(within(palace!).getByText('Esta sede atiende este trámite con cita previa.')).toBeInTheDocument();
  expect(hacienda!.querySelector('dd:nth-of-type(2)')!.textContent).toMatch(/^Hasta el 31 de diciembre de 2027: Lunes, miércoles y viernes: 8:00–15:00$/);
  expect(within(hacienda!).getByText('Esta sede atiende este trámite sin cita.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pedir cita' })).toHaveAttribute('href', '/citas/nueva?tramite=2');
});

test('no booking is offered when no office of the procedure gives appointments', async () => {
  renderAt('3');
  const where = await screen.findByRole('region', { name: 'Dónde se realiza' });
  expect(within(where).getByText('Esta sede atiende este trámite sin cita.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pedir cita' })).toBeNull();
});

test('a price in es-VE format', async () => {
  renderAt('3');
  const cost = await screen.findByRole('region', { name: 'Costo' });
  expect(cost.querySelector('.price')!.textContent).toBe(new Intl.NumberFormat('es-VE', { style: 'currency', currency: 'VES' }).format(1234.5));
});

test('JSON-LD: a GovernmentService whose text cannot close its script element', async () => {
  const { container } = renderAt('2');
  await screen.findByRole('heading', { level: 1, name: 'Acta de nacimiento' });
  const script = container.querySelector('script[type="application/ld+json"]')!;
  expect(script.innerHTML).not.toContain('</script>');
  const data = JSON.parse(script.textContent!);
  expect(data).toMatchObject({
    '@type': 'GovernmentService', name: 'Acta de nacimiento',
    serviceOperator: { name: 'Alcaldía de San Rafael' }, offers: { price: '0.00', priceCurrency: 'VES' },
  });
  expect(data.termsOfService).toContain('Testigos </script>');
  expect(data.availableChannel[0].serviceLocation.openingHours).toEqual(['Mo-Fr 08:00-12:00', 'Mo-Fr 13:00-16:00', 'Sa 08:00-12:00']);
});

test("'Volver al catálogo' returns to the search the visitor left", async () => {
  rememberCatalogueSearch('?q=acta&departamento=2');
  renderAt('2');
  expect(await screen.findByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/procedures?q=acta&departamento=2');
});

test("an id the catalogue does not have hands its address to the site's 404 page", async () => {
  renderAt('999');
  await waitFor(() => expect(portalStore.get(notFoundAtAtom)).toBe(`/${customer.shortname}/corporate/procedure/preview/999`));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('a procedure the catalogue has is not taken for a 404', async () => {
  renderAt('2');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acta de nacimiento' })).toBeInTheDocument();
  expect(portalStore.get(notFoundAtAtom)).toBeNull();
});
