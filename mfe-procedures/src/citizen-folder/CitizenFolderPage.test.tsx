import '@testing-library/jest-dom';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import type { Folder } from '@portal/contract';
import { portalStore, serverDataAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import CitizenFolderPage from './CitizenFolderPage';

// /mi-carpeta is rendered on the server with the signed-in citizen's folder; every button is a
// plain form that posts to the server with the anti-forgery token, so it works before (and
// without) the page's scripts, and hydrating changes nothing.

const page = (
  <Provider store={portalStore}>
    <MemoryRouter initialEntries={['/mi-carpeta']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <CitizenFolderPage />
    </MemoryRouter>
  </Provider>
);

const folder: Folder = {
  email: 'ana@example.com', national_id: null, expires_at: '2027-03-01T12:30:00.000Z', newsletter: 'confirmed',
  appointments: [
    { id: 7, code: 'A-7KQ2M9XP', status: 'booked', can_cancel: true, office: { id: 1, name: 'Palacio Municipal', address: 'Av. Bolívar' }, procedure: { id: 3, name: 'Partida de nacimiento' }, date: '2027-03-03', start: '09:00', end: '09:30', starts_at: '2027-03-03T13:00:00Z', ends_at: '2027-03-03T13:30:00Z', time_zone: 'America/Caracas', name: 'Ana', email: 'ana@example.com', cancelled_by: null, cancel_reason: null },
    { id: 5, code: 'A-22222222', status: 'cancelled', can_cancel: false, office: { id: 1, name: 'Palacio Municipal', address: 'Av. Bolívar' }, procedure: null, date: '2027-02-01', start: '10:00', end: '10:30', starts_at: '2027-02-01T14:00:00Z', ends_at: '2027-02-01T14:30:00Z', time_zone: 'America/Caracas', name: 'Ana', email: 'ana@example.com', cancelled_by: 'city', cancel_reason: 'feriado «Carnaval»' },
  ],
  requests: [{ id: 9, code: 'T-7KQ2M9XP', procedure: { id: 3, name: 'Partida de nacimiento' }, state: { id: 1, name: 'En revisión' }, created: '2027-02-20T10:00:00Z', name: 'Ana', requirements: [], history: [{ at: '2027-02-20T10:00:00Z', event: 'Solicitud recibida', detail: '' }], payment: { status: 'not_required', amount: null, paid_at: null }, next_step: null, due_date: null, decided_at: null }],
  messages: [{ id: 4, reference: 'C-2027-000004', kind: 'contact', message: '¿Abren el sábado?', created: '2027-02-10T10:00:00Z', replies: [{ body: 'Sí, de 8 a 12.', at: '2027-02-11T10:00:00Z' }] }],
  certificates: [],
  mails: [{ id: 1, event: 'appointment.booked', subject: 'Cita reservada A-7KQ2M9XP', status: 'sent', created: '2027-02-20T10:00:00Z', sent_at: '2027-02-20T10:00:01Z' }],
  sessions: [
    { id: 2, method: 'email', user_agent: 'Firefox', created_at: '2027-03-01T12:00:00Z', last_seen_at: '2027-03-01T12:00:00Z', current: true },
    { id: 1, method: 'email', user_agent: 'Teléfono', created_at: '2027-02-28T12:00:00Z', last_seen_at: '2027-02-28T12:00:00Z', current: false },
  ],
};

/** Renders the page as the server does for `url`, then hydrates it: no mismatch, nothing changes. */
async function serverRendered(url: string, data: Record<string, unknown>) {
  portalStore.set(serverDataAtom, { citizenFolder: data });
  const at = (
    <Provider store={portalStore}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <CitizenFolderPage />
      </MemoryRouter>
    </Provider>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(at);
  document.body.replaceChildren(root);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(root, at);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: 'http://127.0.0.1:9', csrfToken: 'token-of-this-page', registry: {} });
  portalStore.set(serverDataAtom, {});
});

test('signed out: the e-mail form posts to /mi-carpeta with the token; the identity provider is offered when the city has one', () => {
  portalStore.set(serverDataAtom, { citizenFolder: { signedIn: false, folder: null, oidc: true, notice: 'Si la dirección es correcta, en unos minutos recibirá un correo.', email: 'ana@example.com' } });
  document.body.innerHTML = `<div>${renderToString(page)}</div>`;
  const form = screen.getByRole('form', { name: 'Entrar en Mi carpeta' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/mi-carpeta');
  expect(form.querySelector('input[name=csrftoken]')).toHaveValue('token-of-this-page');
  expect(within(form).getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@example.com');
  expect(screen.getByRole('status')).toHaveTextContent('recibirá un correo');
  expect(screen.getByRole('link', { name: 'Entrar con la identidad nacional' })).toHaveAttribute('href', '/mi-carpeta/identidad');
});

test('signed in: upcoming and past appointments, the request and its timeline, the reply, the e-mails; buttons are plain forms', async () => {
  await serverRendered('/mi-carpeta', { signedIn: true, folder });

  const appointments = screen.getByRole('region', { name: 'Mis citas' });
  const cancel = within(appointments).getByRole('form', { name: 'Anular la cita A-7KQ2M9XP' });
  expect(cancel).toHaveAttribute('action', '/mi-carpeta/accion');
  expect(cancel.querySelector('input[name=accion]')).toHaveValue('cancelar');
  expect(cancel.querySelector('input[name=id]')).toHaveValue('7');
  expect(cancel.querySelector('input[name=csrftoken]')).toHaveValue('token-of-this-page');
  expect(within(appointments).getAllByRole('button', { name: 'Anular esta cita' })).toHaveLength(1);
  expect(within(appointments).getByText(/Estado: Anulada \(feriado «Carnaval»\)/)).toBeInTheDocument();

  const requests = screen.getByRole('region', { name: 'Mis solicitudes' });
  expect(within(requests).getByText('Estado: En revisión')).toBeInTheDocument();
  expect(within(requests).getByRole('list', { name: 'Historial de T-7KQ2M9XP' })).toHaveTextContent('Solicitud recibida');
  expect(screen.getByRole('region', { name: 'Mis mensajes a la alcaldía' })).toHaveTextContent('Sí, de 8 a 12.');
  expect(screen.getByRole('region', { name: 'Correos que le enviamos' })).toHaveTextContent('Cita reservada A-7KQ2M9XP · Enviado');
  expect(screen.getByRole('region', { name: 'Mis certificados' })).toHaveTextContent('entre con la identidad nacional');
  expect(screen.getByRole('region', { name: 'Boletín de noticias' })).toHaveTextContent('Recibe el boletín en esta dirección.');

  const sessions = screen.getByRole('region', { name: 'Sesiones abiertas' });
  expect(within(sessions).getAllByRole('button', { name: 'Cerrar esta sesión' })).toHaveLength(1);
  expect(within(sessions).getByRole('button', { name: 'Salir en todos los dispositivos' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Descargar todo (PDF)' })).toHaveAttribute('href', '/api/v2/folder/export/pdf/');
  const deletion = screen.getByRole('form', { name: 'Borrar mi cuenta' });
  expect(within(deletion).getByRole('checkbox', { name: 'Entiendo: borren mi cuenta.' })).toBeRequired();
  expect(screen.getByRole('region', { name: 'Borrar mi cuenta' })).toHaveTextContent('La ley obliga a la alcaldía a conservar');
});

const days = [
  { date: '2027-03-03', slots: [{ start: '09:30', end: '10:00', free: 1 }] },
  { date: '2027-03-04', slots: [{ start: '08:00', end: '08:30', free: 2 }, { start: '08:30', end: '09:00', free: 1 }] },
];

test('an upcoming appointment links to its move step; the step lists the free days as links, without a time form until a day is chosen', async () => {
  await serverRendered('/mi-carpeta?cambiar=A-7KQ2M9XP', { signedIn: true, folder, move: { appointment: folder.appointments[0], days, day: null } });
  expect(screen.getByRole('link', { name: 'Cambiar día u hora de la cita A-7KQ2M9XP' })).toHaveAttribute('href', '/mi-carpeta?cambiar=A-7KQ2M9XP');
  const move = screen.getByRole('region', { name: 'Cambiar la cita A-7KQ2M9XP' });
  const dayLinks = within(within(move).getByRole('list', { name: '1. Elija un día' })).getAllByRole('link');
  expect(dayLinks.map((link) => link.getAttribute('href'))).toEqual(['/mi-carpeta?cambiar=A-7KQ2M9XP&dia=2027-03-03', '/mi-carpeta?cambiar=A-7KQ2M9XP&dia=2027-03-04']);
  expect(within(move).queryByRole('form')).toBeNull();
  expect(within(move).getByRole('link', { name: 'Dejarla como está' })).toHaveAttribute('href', '/mi-carpeta');
});

test("with a day chosen, the day's times are a plain form posting the move with the token", async () => {
  await serverRendered('/mi-carpeta?cambiar=A-7KQ2M9XP&dia=2027-03-04', { signedIn: true, folder, move: { appointment: folder.appointments[0], days, day: '2027-03-04' }, error: 'Ese turno se llenó mientras lo elegía. Elija otro.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Ese turno se llenó');
  const move = screen.getByRole('region', { name: 'Cambiar la cita A-7KQ2M9XP' });
  expect(within(move).getAllByRole('link', { current: true })).toHaveLength(1);
  const form = within(move).getByRole('form', { name: 'Elegir la nueva hora' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/mi-carpeta/accion');
  expect(form.querySelector('input[name=csrftoken]')).toHaveValue('token-of-this-page');
  expect(form.querySelector('input[name=accion]')).toHaveValue('cambiar');
  expect(form.querySelector('input[name=id]')).toHaveValue('7');
  const times = within(form).getAllByRole('radio');
  expect(times.map((radio) => radio.getAttribute('value'))).toEqual(['2027-03-04T08:00', '2027-03-04T08:30']);
  expect(times[0]).toBeRequired();
  expect(within(form).getByRole('button', { name: 'Cambiar a esta hora' })).toBeEnabled();
});

test("a rejected document shows the clerk's note and a multipart form that sends its replacement", async () => {
  const rejected = {
    ...folder.requests[0]!,
    requirements: [
      { requirement_id: 11, name: 'Cédula', status: 'rejected' as const, note: 'La copia no se lee.', file_name: 'cedula.pdf' },
      { requirement_id: 12, name: 'Partida', status: 'accepted' as const, note: '', file_name: 'partida.pdf' },
    ],
  };
  await serverRendered('/mi-carpeta', { signedIn: true, folder: { ...folder, requests: [rejected] } });
  const requests = screen.getByRole('region', { name: 'Mis solicitudes' });
  expect(requests).toHaveTextContent('Rechazado: Cédula. La alcaldía indica: La copia no se lee.');
  const forms = within(requests).getAllByRole('form');
  expect(forms).toHaveLength(1);
  const form = within(requests).getByRole('form', { name: 'Reemplazar Cédula de T-7KQ2M9XP' });
  expect(form).toHaveAttribute('action', '/mi-carpeta/documento');
  expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  expect(form.querySelector('input[name=csrftoken]')).toHaveValue('token-of-this-page');
  expect(form.querySelector('input[name=id]')).toHaveValue('9');
  expect(form.querySelector('input[name=requirement_id]')).toHaveValue('11');
  expect(within(form).getByLabelText('Documento nuevo (PDF, JPEG o PNG, hasta 10 MB)')).toBeRequired();
});

test('a request that owes its fee shows the amount and Pagar la tasa, a plain form the folder answers with /pagos; one being checked does not', async () => {
  const owes = { ...folder.requests[0]!, payment: { status: 'pending' as const, amount: 446.25, paid_at: null, amount_cents: 44625, currency: 'VES', awaiting: false } };
  const checking = { ...owes, id: 10, code: 'T-8ZZ2M9XQ', payment: { ...owes.payment, awaiting: true } };
  await serverRendered('/mi-carpeta', { signedIn: true, folder: { ...folder, requests: [owes, checking] } });
  const requests = screen.getByRole('region', { name: 'Mis solicitudes' });
  const form = within(requests).getByRole('form', { name: 'Pagar la tasa de T-7KQ2M9XP' });
  expect(form).toHaveAttribute('action', '/mi-carpeta/accion');
  expect(form).toHaveTextContent('Tasa por pagar: Bs.S 446,25');
  expect(form.querySelector('input[name=accion]')).toHaveValue('pagar');
  expect(form.querySelector('input[name=id]')).toHaveValue('9');
  expect(within(form).getByRole('button', { name: 'Pagar la tasa' })).toBeInTheDocument();
  expect(within(requests).queryByRole('form', { name: 'Pagar la tasa de T-8ZZ2M9XQ' })).not.toBeInTheDocument();
});
