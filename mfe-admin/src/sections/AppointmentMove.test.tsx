import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import type { StaffAppointment } from '@portal/contract';
import { ok, corporateServerPerFile } from '../testing/corporate-server';
import { AppointmentMove } from './AppointmentMove';

const server = corporateServerPerFile();

const appointment = { id: 5, code: 'A-2345ABCD', office: { id: 3, name: 'Oficina Central', address: '' }, date: '2027-03-03', start: '08:00', end: '08:30' } as unknown as StaffAppointment;
const days = [
  { date: '2027-03-03', slots: [{ start: '08:00', end: '08:30', free: 0 }] },
  { date: '2027-03-04', slots: [{ start: '09:00', end: '09:30', free: 2 }, { start: '10:00', end: '10:30', free: 1 }] },
  { date: '2027-03-05', slots: [{ start: '11:00', end: '11:30', free: 1 }] },
];

test('the clerk picks a day with free places and a time; the move is sent for that appointment', async () => {
  const moved = jest.fn();
  server().answer((call, body) => {
    if (call === 'appointment/getAvailable') return ok({ office_id: 3, time_zone: 'America/Caracas', days });
    if (call === 'appointment/move') return ok({ ...appointment, date: body.date, start: body.start }, { message: 'Cita cambiada.' });
    return undefined;
  });
  const user = userEvent.setup();
  render(<PortalProviders><AppointmentMove appointment={appointment} onMoved={moved} onCancel={() => {}} /></PortalProviders>);
  const day = await screen.findByLabelText('Día');
  expect(day).toHaveFocus();
  // Full days are not offered.
  expect([...(day as HTMLSelectElement).options].map((option) => option.value)).toEqual(['2027-03-04', '2027-03-05']);
  await user.selectOptions(screen.getByLabelText('Hora'), '10:00');
  await user.click(screen.getByRole('button', { name: 'Cambiar y avisar al ciudadano' }));
  await waitFor(() => expect(moved).toHaveBeenCalled());
  expect(JSON.parse(server().calls('appointment/move')[0]!.body)).toEqual({ customer_id: '1', id: 5, date: '2027-03-04', start: '10:00' });
  expect(moved).toHaveBeenCalledWith(expect.objectContaining({ date: '2027-03-04', start: '10:00' }), 'Cita cambiada.');
});

test('a time taken meanwhile is told, and the choice stays', async () => {
  server().answer((call) => {
    if (call === 'appointment/getAvailable') return ok({ office_id: 3, time_zone: 'America/Caracas', days });
    if (call === 'appointment/move') return { status: 409, body: { res: 0, message: 'Ese turno se llenó mientras lo elegía. Elija otro.' } };
    return undefined;
  });
  const user = userEvent.setup();
  render(<PortalProviders><AppointmentMove appointment={appointment} onMoved={() => {}} onCancel={() => {}} /></PortalProviders>);
  await user.selectOptions(await screen.findByLabelText('Día'), '2027-03-05');
  await user.click(screen.getByRole('button', { name: 'Cambiar y avisar al ciudadano' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ese turno se llenó mientras lo elegía');
  expect(screen.getByLabelText('Día')).toHaveValue('2027-03-05');
  expect(screen.getByLabelText('Hora')).toHaveValue('11:00');
});
