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

test('every tile leads somewhere: procedures, payments, documentation (the help page) and support (the contact page)', () => {
  renderTiles();
  expect(screen.getByRole('link', { name: 'Trámites en línea' })).toHaveAttribute('href', '/procedures');
  expect(screen.getByRole('link', { name: 'Pagos en línea' })).toHaveAttribute('href', '/pagos');
  expect(screen.getByRole('link', { name: 'Documentación en línea' })).toHaveAttribute('href', '/ayuda');
  expect(screen.getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/contact');
  // Without JavaScript the certificate tile is a link to the check's page and its form.
  expect(screen.getByRole('link', { name: 'Certificados digitales' })).toHaveAttribute('href', '/certificate/validation');
  expect(screen.getByRole('list').querySelectorAll('button:disabled')).toHaveLength(0);
});

test('nothing says "coming soon"', () => {
  const { container } = renderTiles();
  expect(container).not.toHaveTextContent(/Próximamente|Deshabilitado/);
});

test('Enviar opens the validation URL on the server host in a new tab, and the dialog closes', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderTiles();
  await userEvent.click(screen.getByRole('link', { name: 'Certificados digitales' }));
  // The dialog's code arrives with its first opening.
  const certificate = await screen.findByRole('textbox', { name: 'Número de certificado' });
  expect(certificate).toHaveFocus();
  await userEvent.type(certificate, 'A/1');
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de registro' }), '99');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(open).toHaveBeenCalledWith('https://portal.example/certificate/validation/A%2F1?register_id=99', '_blank', 'noopener');
  expect(screen.queryByRole('textbox', { name: 'Número de certificado' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Certificados digitales' })).toHaveFocus();
  open.mockRestore();
});

test('Cancelar hides the dialog without opening anything', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderTiles();
  await userEvent.click(screen.getByRole('link', { name: 'Certificados digitales' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('textbox', { name: 'Número de certificado' })).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});
