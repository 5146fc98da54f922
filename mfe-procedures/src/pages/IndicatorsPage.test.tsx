import '@testing-library/jest-dom';
// The Node build: jsdom has no TextEncoder, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { Indicators } from '@portal/contract';
import { portalStore, serverDataAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import IndicatorsPage from './IndicatorsPage';

// /indicadores as the server renders it, before any script: the charts are SVG already drawn, and
// each has a table with the same figures for screen readers.

const months = ['2026-10', '2026-11', '2026-12'].map((month, index) => ({ month, received: [0, null, 12][index]! }));
const indicators: Indicators = {
  computed_at: '2026-12-15T16:00:00.000Z', period_from: '2026-01-01', period_to: '2026-12-15',
  procedures: [
    { id: 1, name: 'Solvencia municipal', department_id: 3, department_name: 'Hacienda', standard_days: 5, received: 12, decided: 10, median_days: 3.5, p90_days: 9, within_share: 0.8, months },
    { id: 2, name: 'Licencia de actividades económicas', department_id: 3, department_name: 'Hacienda', standard_days: null, received: null, decided: null, median_days: null, p90_days: null, within_share: null, months },
    { id: 3, name: 'Permiso sin solicitudes', department_id: 3, department_name: 'Hacienda', standard_days: 10, received: 0, decided: 0, median_days: null, p90_days: null, within_share: null, months },
  ],
  departments: [{ id: 3, name: 'Hacienda', received: 15, decided: 11, median_days: 3, p90_days: 9, within_share: 0.8, months }],
  city: { id: 0, name: '', received: 15, decided: 11, median_days: 3, p90_days: 9, within_share: 0.8, months },
  offices: [{ id: 4, name: 'Oficina central', next_date: '2026-12-17', next_time: '08:30' }],
};

const page = (
  <Provider store={portalStore}>
    <MemoryRouter initialEntries={['/indicadores']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <IndicatorsPage />
    </MemoryRouter>
  </Provider>
);

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: 'http://127.0.0.1:9', csrfToken: 'token', registry: {} });
  portalStore.set(serverDataAtom, { indicators });
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
});

test('each procedure with requests shows its standard, median working days and share within it; small counts are a dash', () => {
  const times = screen.getByRole('table', { name: 'Días hábiles hasta la resolución, por trámite' });
  const solvency = within(times).getByRole('row', { name: /Solvencia municipal/ });
  expect(solvency).toHaveTextContent('5 días hábiles');
  expect(solvency).toHaveTextContent('3,5');
  const licence = within(times).getByRole('row', { name: /Licencia de actividades/ });
  expect(licence).toHaveTextContent('Ninguno');
  expect(within(licence).getAllByText('—')).toHaveLength(4);
  expect(within(times).queryByText('Permiso sin solicitudes')).toBeNull();
  const share = screen.getByRole('table', { name: 'Resueltas dentro del plazo, por trámite' });
  expect(within(share).getByRole('row', { name: /Solvencia municipal/ })).toHaveTextContent('80');
});

test('every chart is an SVG drawn on the server, hidden from screen readers, next to a table saying the same', () => {
  const charts = document.querySelectorAll('figure svg');
  expect(charts.length).toBe(3);
  charts.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  expect(document.querySelectorAll('figure svg rect').length).toBeGreaterThanOrEqual(3);
  const perMonth = screen.getByRole('table', { name: 'Solicitudes recibidas por mes' });
  expect(within(perMonth).getAllByRole('row')).toHaveLength(4);
  expect(within(perMonth).getByRole('row', { name: /dic/ })).toHaveTextContent('12');
  expect(within(perMonth).getByRole('row', { name: /nov/ })).toHaveTextContent('—');
});

test('the next free appointment of each office, on the city\'s day', () => {
  const offices = screen.getByRole('table', { name: 'Próxima cita libre, por oficina' });
  expect(within(offices).getByRole('row', { name: /Oficina central/ })).toHaveTextContent('17 de diciembre de 2026 a las 08:30');
});
