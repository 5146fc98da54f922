import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ServiceTiles } from './ServiceTiles';
import { setBoot } from '@portal/shared/testing/boot';

beforeEach(() => setBoot({ customerId: '1', apiHost: 'https://portal.example', csrfToken: '', registry: {} }));

function renderTiles() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ServiceTiles />
    </MemoryRouter>,
  );
}

test('online procedures links to /procedures and support is disabled with its overlay', () => {
  renderTiles();
  expect(screen.getByRole('link', { name: 'Trámites en línea' })).toHaveAttribute('href', '/procedures');
  const support = screen.getByRole('button', { name: /Soporte/ });
  expect(support).toBeDisabled();
  expect(support).toHaveTextContent('Deshabilitado');
});

test('payments and documentation offer no action', () => {
  renderTiles();
  expect(screen.queryByRole('link', { name: /Pagos en línea/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pagos en línea/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Documentación en línea/ })).not.toBeInTheDocument();
});

test('Enviar opens the validation URL on the server host in a new tab, and the dialog closes', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderTiles();
  await userEvent.click(screen.getByRole('button', { name: 'Certificados digitales' }));
  const certificate = screen.getByRole('textbox', { name: 'Número de certificado' });
  expect(certificate).toHaveFocus();
  await userEvent.type(certificate, 'A/1');
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de registro' }), '99');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(open).toHaveBeenCalledWith('https://portal.example/certificate/validation/A%2F1?register_id=99', '_blank', 'noopener');
  expect(screen.queryByRole('textbox', { name: 'Número de certificado' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Certificados digitales' })).toHaveFocus();
  open.mockRestore();
});

test('Cancelar hides the dialog without opening anything', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderTiles();
  await userEvent.click(screen.getByRole('button', { name: 'Certificados digitales' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('textbox', { name: 'Número de certificado' })).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});
