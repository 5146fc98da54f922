import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { currentCustomerAtom, portalStore } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import StartRequestPage from './StartRequestPage';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(async (_req, res) => json(res, 404, {}));
});
afterAll(() => server.close());

test("the request's e-mail hint speaks of the request's code, not an appointment's", async () => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 't', registry: {} });
  portalStore.set(currentCustomerAtom, testCustomer());
  render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={['/solicitudes/nueva?tramite=3']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <StartRequestPage />
      </MemoryRouter>
    </Provider>,
  );
  expect(await screen.findByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription('El código de su solicitud se abre con este correo.');
  expect(screen.queryByText(/código de su cita/)).toBeNull();
});
