import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { currentCustomerAtom, portalStore } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import type { CertificateCheck } from '@portal/contract';
import CertificateValidationPage from './CertificateValidationPage';

const valid: CertificateCheck = {
  status: 'valido', number: 'SRV-2025-0001', register_id: 'R-1001', type: 'Solvencia municipal', procedure: 'Solvencia',
  department: 'Hacienda Municipal', issued_on: '2025-06-02', expires_on: null, revoked_on: null, revocation_reason: null,
  holder_initials: 'M. J. P. R.', holder_id: '***678', pdf: { sha256: 'ab'.repeat(32), url: '/api/v2/certificate/pdf/?x=1', size: 900 },
};
const revoked: CertificateCheck = { ...valid, status: 'revocado', number: 'SRV-2025-0002', register_id: 'R-1002', revoked_on: '2025-10-01', revocation_reason: 'Emitido por error', pdf: null };

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = `${url.searchParams.get('number')}|${url.searchParams.get('register_id')}`;
    if (key === 'SRV-2025-0001|R-1001') return json(res, 200, { res: 1, data: valid });
    if (key === 'SRV-2025-0002|R-1002') return json(res, 200, { res: 1, data: revoked });
    return json(res, 404, { res: 0, message: 'No encontramos un certificado con ese número y registro.' });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 't', registry: {} });
  portalStore.set(currentCustomerAtom, testCustomer({}));
});

function renderPage(url: string) {
  return render(
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/certificate/validation/:number" element={<CertificateValidationPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

test('a valid certificate: the verdict first, then the details, the masked holder, the PDF and its SHA-256', async () => {
  renderPage('/certificate/validation/srv-2025-0001?register_id=r-1001');
  expect(await screen.findByRole('heading', { name: 'Certificado válido' })).toBeInTheDocument();
  expect(screen.getByText('M. J. P. R., cédula terminada en 678')).toBeInTheDocument();
  expect(screen.getByText('Hacienda Municipal')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', `${server.url}/api/v2/certificate/pdf/?x=1`);
  expect(screen.getByText('ab'.repeat(32))).toBeInTheDocument();
});

test('a revoked certificate says when and why; an unknown one says No encontrado', async () => {
  renderPage('/certificate/validation/SRV-2025-0002?register_id=R-1002');
  expect(await screen.findByRole('heading', { name: 'Certificado revocado' })).toBeInTheDocument();
  expect(screen.getByText(/Revocado el 1 de octubre de 2025\. Motivo: Emitido por error/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Descargar PDF' })).not.toBeInTheDocument();
});

test('the form requires both fields and checks another certificate on the same page', async () => {
  renderPage('/certificate/validation/SRV-2025-7777?register_id=R-1001');
  expect(await screen.findByRole('heading', { name: 'No encontrado' })).toBeInTheDocument();
  const number = screen.getByRole('textbox', { name: 'Número de certificado' });
  await userEvent.clear(number);
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(number).toHaveFocus();
  expect(number).toHaveAccessibleDescription('Escriba el número de certificado.');
  await userEvent.type(number, 'SRV-2025-0001');
  const register = screen.getByRole('textbox', { name: 'Número de registro' });
  await userEvent.clear(register);
  await userEvent.type(register, ' r-1001 ');
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByRole('heading', { name: 'Certificado válido' })).toHaveFocus();
});

test('a wrong pair keeps what was typed, to be corrected rather than typed again', async () => {
  renderPage('/certificate/validation/SRV-2025-0001?register_id=R-1001');
  expect(await screen.findByRole('heading', { name: 'Certificado válido' })).toBeInTheDocument();
  const number = screen.getByRole('textbox', { name: 'Número de certificado' });
  expect(number).toHaveValue('');
  await userEvent.type(number, 'SRV-2025-0009');
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de registro' }), 'R-1009');
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByRole('heading', { name: 'No encontrado' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Número de certificado' })).toHaveValue('SRV-2025-0009');
  expect(screen.getByRole('textbox', { name: 'Número de registro' })).toHaveValue('R-1009');
});
