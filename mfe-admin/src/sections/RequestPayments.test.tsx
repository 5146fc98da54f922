import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import type { StaffPayment, StaffRequest } from '@portal/contract';
import { RequestPayments } from './RequestPayments';

// A request's payments in the console: money in the city's locale, the counter form turns what the
// clerk typed into cents, a rejection and an undo need their note, a confirmation does not.

const payment = (over: Partial<StaffPayment>): StaffPayment => ({
  id: 1, amount_cents: 44625, currency: 'VES', method: 'mobile', reference: '00123456', state: 'reported', note: '', created_at: '2027-02-20T10:00:00Z',
  decided_at: null, receipt_number: null, payer_name: 'Rosa', payer_bank: '0105 Mercantil', paid_on: '2027-02-20', created_by: 'ciudadano', decided_by: null, ...over,
});

const request = (over: Partial<StaffRequest>): StaffRequest => ({
  id: 9, code: 'T-7KQ2M9XP', procedure: { id: 3, name: 'Licencia' }, state: null, created: '2027-02-20T10:00:00Z', name: 'Rosa', requirements: [], history: [],
  payment: { status: 'pending', amount: 446.25, paid_at: null, amount_cents: 44625, currency: 'VES', awaiting: false }, payments: [], pay_to: null,
  next_step: null, due_date: null, decided_at: null, national_id: 'V-1', email: 'rosa@example.com', phone: '0414', updated: '2027-02-20T10:00:00Z', payment_reference: '', ...over,
});

function renderPayments(shown: StaffRequest) {
  const change = jest.fn(async () => true);
  render(<PortalProviders><RequestPayments request={shown} change={change} /></PortalProviders>);
  return { change, user: userEvent.setup() };
}

test('the fee is written Bs.S 446,25 and a counter payment is sent in cents with its method and reference', async () => {
  const { change, user } = renderPayments(request({}));
  expect(screen.getByText(/Pendiente · tasa Bs\.S\s446,25/)).toBeInTheDocument();
  const amount = screen.getByLabelText('Monto (VES)');
  await user.clear(amount);
  await user.type(amount, 'mucho');
  await user.click(screen.getByRole('button', { name: 'Registrar el pago' }));
  expect(screen.getByText('Escriba el monto pagado, por ejemplo 446,25.')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();
  await user.clear(amount);
  await user.type(amount, '1.446,25');
  await user.selectOptions(screen.getByLabelText('Medio de pago'), 'Transferencia bancaria');
  await user.type(screen.getByLabelText('Referencia (banco, punto de venta o recibo de caja)'), 'TRF-77');
  await user.click(screen.getByRole('button', { name: 'Registrar el pago' }));
  expect(change).toHaveBeenCalledWith('userProcedure/recordPayment', { amount_cents: 144625, method: 'transfer', reference: 'TRF-77' });
});

test('a reported payment is confirmed at once; rejecting it asks for the note the citizen will read', async () => {
  const { change, user } = renderPayments(request({ payments: [payment({})] }));
  expect(screen.getByText(/Informado, por verificar/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Rechazar el pago 00123456' }));
  expect(screen.getByText('Diga por qué no se encontró el pago.')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Nota para el ciudadano (obligatoria para rechazar)'), 'No aparece.');
  await user.click(screen.getByRole('button', { name: 'Rechazar el pago 00123456' }));
  expect(change).toHaveBeenLastCalledWith('userProcedure/rejectPayment', { payment_id: 1, note: 'No aparece.' });
  await user.click(screen.getByRole('button', { name: 'Confirmar el pago 00123456' }));
  expect(change).toHaveBeenLastCalledWith('userProcedure/confirmPayment', { payment_id: 1 });
});

test('a confirmed payment shows its receipt and is undone only with a reason', async () => {
  const { change, user } = renderPayments(request({
    payment: { status: 'paid', amount: 446.25, paid_at: '2027-02-21T10:00:00Z', amount_cents: 44625, currency: 'VES', awaiting: false },
    payments: [payment({ state: 'confirmed', receipt_number: 'R-2027-000001', decided_by: 'ana@sanrafael.example', decided_at: '2027-02-21T10:00:00Z' })],
  }));
  expect(screen.getByText(/recibo R-2027-000001/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Registrar el pago' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Anular el pago' }));
  expect(change).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Motivo para anularlo'), 'Cobrado dos veces.');
  await user.click(screen.getByRole('button', { name: 'Anular el pago' }));
  expect(change).toHaveBeenCalledWith('userProcedure/undoPayment', { payment_id: 1, note: 'Cobrado dos veces.' });
});
