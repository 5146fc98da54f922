import { render, screen, within } from '@testing-library/react';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, corporateServerPerFile } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

const server = corporateServerPerFile();

const dashboard = (refusals: { limit_name: string; last_day: number; last_week: number }[]) => ({
  sign_in: { failures: 0, locked: 0 },
  refusals,
  delivery: { failed: 0, latest: [] },
  changes: { total: 0, latest: [] },
});

function renderHome() {
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('admin')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
}

test("an admin's home tells the rate-limit refusals per limit over the last 24 hours and 7 days", async () => {
  server().answer((call) => (call === 'adminDashboard/detail'
    ? ok(dashboard([{ limit_name: 'lookup', last_day: 3, last_week: 12 }, { limit_name: 'write', last_day: 0, last_week: 2 }]))
    : undefined));
  renderHome();
  const table = await screen.findByRole('table', { name: 'Rechazos por límite' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Límite', 'Últimas 24 horas', 'Últimos 7 días']);
  const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([['Consultas por código', '3', '12'], ['Formularios enviados (contacto, citas, solicitudes)', '0', '2']]);
});

test('an admin reads that no request was refused this week', async () => {
  server().answer((call) => (call === 'adminDashboard/detail' ? ok(dashboard([])) : undefined));
  renderHome();
  expect(await screen.findByText('Ninguna en los últimos 7 días.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Solicitudes rechazadas por exceso de intentos' })).toBeInTheDocument();
});
