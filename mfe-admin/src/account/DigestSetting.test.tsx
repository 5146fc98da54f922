import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import { ok, corporateServerPerFile } from '../testing/corporate-server';
import { DigestSetting } from './DigestSetting';

const server = corporateServerPerFile();

test('a clerk turns the daily digest on and off; the status says where it goes', async () => {
  let on = false;
  server().answer((call, body) => {
    if (call !== 'digest') return undefined;
    if (typeof body.daily_digest === 'boolean') on = body.daily_digest;
    return ok({ daily_digest: on, email: 'clerk@sanrafael.example' });
  });
  const changed = jest.fn();
  const user = userEvent.setup();
  render(<PortalProviders><DigestSetting onChanged={changed} /></PortalProviders>);
  const box = await screen.findByRole('checkbox', { name: /Enviarme cada mañana por correo las solicitudes nuevas/ });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(await screen.findByRole('checkbox', { checked: true })).toBeInTheDocument();
  expect(changed).toHaveBeenLastCalledWith('Cada mañana a partir de las 7:00 recibirá el resumen en clerk@sanrafael.example.');
  const posted = server().calls('digest').filter((req) => req.method === 'POST');
  expect(JSON.parse(posted[0]!.body)).toEqual({ daily_digest: true });
  await user.click(box);
  expect(await screen.findByRole('checkbox', { checked: false })).toBeInTheDocument();
  expect(changed).toHaveBeenLastCalledWith('Ya no recibirá el resumen diario.');
});

test('a refusal is said, and the box keeps its state', async () => {
  server().answer((call, body) => (call !== 'digest' ? undefined
    : typeof body.daily_digest === 'boolean' ? { status: 403, body: { res: 0, message: 'El resumen diario es para las cuentas de personal de una alcaldía.' } }
      : ok({ daily_digest: false, email: 'x@example.com' })));
  const user = userEvent.setup();
  render(<PortalProviders><DigestSetting onChanged={() => {}} /></PortalProviders>);
  await user.click(await screen.findByRole('checkbox'));
  expect(await screen.findByRole('alert')).toHaveTextContent('El resumen diario es para las cuentas de personal de una alcaldía.');
  expect(screen.getByRole('checkbox')).not.toBeChecked();
});
