import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setBoot } from '@portal/shared/testing/boot';
import { CertificateDialog } from './CertificateDialog';

beforeEach(() => setBoot({ customerId: '1', apiHost: 'https://portal.example', csrfToken: '', registry: {} }));

test('empty fields: a Spanish message beside each, focus on the first, nothing opened', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const onClose = jest.fn();
  render(<CertificateDialog open onClose={onClose} />);
  const certificate = screen.getByRole('textbox', { name: 'Número de certificado' });
  const register = screen.getByRole('textbox', { name: 'Número de registro' });
  await userEvent.type(register, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(open).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(certificate).toHaveFocus();
  expect(certificate).toHaveAccessibleDescription('Escriba el número de certificado.');
  expect(register).toHaveAccessibleDescription('Escriba el número de registro.');
  expect(certificate).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(certificate, 'SRV-2025-0001');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(register).toHaveFocus();
  expect(screen.queryByText('Escriba el número de certificado.')).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  open.mockRestore();
});

test('spaces are trimmed and values URL-encoded; Enviar opens a new tab and closes', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const onClose = jest.fn();
  render(<CertificateDialog open onClose={onClose} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de certificado' }), '  SRV-2025/0001 ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Número de registro' }), ' R-1001  ');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(open).toHaveBeenCalledWith('https://portal.example/certificate/validation/SRV-2025%2F0001?register_id=R-1001', '_blank', 'noopener');
  expect(onClose).toHaveBeenCalled();
  open.mockRestore();
});
