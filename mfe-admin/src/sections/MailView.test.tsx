import { configure, render, screen, within } from '@testing-library/react';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import type { InboxMessage, MailDetail } from '@portal/contract';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, paged, refused, startCorporateServer } from '../testing/corporate-server';
import userEvent from '@testing-library/user-event';
import AdminConsole from '../pages/AdminConsole';

// The console's e-mail: the delivery log with its Spanish states and the mail server's answers,
// 'Reenviar', and a reply written in the inbox (real HTTP on loopback to a stand-in server).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Server = Awaited<ReturnType<typeof startCorporateServer>>;
let server: Server;

beforeAll(async () => {
  server = await startCorporateServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
});

function renderConsole(path: string) {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <TestRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('clerk', 'ana@sanrafael.example')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  return user;
}

const failing: MailDetail = {
  id: 7, event: 'contact.reply', recipient: 'rosa@example.org', subject: 'Respuesta a su mensaje [C-2026-000001] · San Rafael', language: 'es',
  status: 'queued', attempts: 2, last_error: '421 Servicio no disponible', created: '2026-11-27T12:00:00.000Z', sent_at: null,
  next_attempt_at: '2026-11-27T12:01:00.000Z', body_text: 'Hola, Rosa Pérez:', attempts_log: [
    { at: '2026-11-27T12:00:01.000Z', outcome: 'retry', response: '421 Servicio no disponible' },
    { at: '2026-11-27T12:00:31.000Z', outcome: 'retry', response: '421 Servicio no disponible' },
  ],
};

function answerMail() {
  server.answer((call) => {
    if (call === 'mail/list') return paged([failing]);
    if (call === 'mail/detail') return ok(failing);
    if (call === 'mail/resend') return ok({ ...failing, id: 8, attempts: 0 }, { message: 'El correo se volvió a poner en cola.' });
    return undefined;
  });
}

test('the delivery log lists each e-mail with its event, its state and the mail server\'s answer', async () => {
  answerMail();
  renderConsole('/admin/mail');
  const row = (await screen.findByText('rosa@example.org')).closest('tr')!;
  expect(within(row).getByText('Respuesta a un mensaje')).toBeInTheDocument();
  expect(within(row).getByText('En cola (intento 2)')).toBeInTheDocument();
  expect(within(row).getByText('421 Servicio no disponible')).toBeInTheDocument();
});

test('one e-mail shows each attempt; Reenviar queues it again', async () => {
  answerMail();
  const user = renderConsole('/admin/mail/7');
  const attempts = await screen.findByRole('table', { name: 'Intentos de entrega' });
  expect(within(attempts).getAllByText('Falló; se reintentará')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Reenviar' }));
  expect(await screen.findByText('El correo se volvió a poner en cola.')).toBeInTheDocument();
  expect(server.calls('mail/resend').at(-1)!.body).toContain('"id":7');
});

test('a reply written in the inbox is sent, shown in the thread, and an empty one is refused beside the field', async () => {
  const message: InboxMessage = {
    id: 3, reference: 'C-2026-000001', created: '2026-11-27T11:00:00.000Z', kind: 'contact', name: 'Rosa Pérez', email: 'rosa@example.org', phone: '',
    excerpt: 'La calle 5 no tiene alumbrado.', status: 'new', message: 'La calle 5 no tiene alumbrado.', answered_at: null, answered_by: null, answer_note: null, replies: [],
  };
  server.answer((call, body) => {
    if (call === 'contact/detail') return ok(message);
    if (call === 'contact/reply') {
      if (typeof body.body !== 'string' || !body.body.trim()) return refused(400, 'Datos no válidos.', [{ field: 'body', message: 'Escriba la respuesta.' }]);
      return ok({ ...message, status: 'answered', answered_at: '2026-11-27T12:00:00.000Z', answered_by: 'ana@sanrafael.example', answer_note: body.body,
        replies: [{ id: 1, body: body.body, at: '2026-11-27T12:00:00.000Z', author: 'ana@sanrafael.example', delivery: 'queued' }] },
      { message: 'Respuesta enviada a rosa@example.org.' });
    }
    return undefined;
  });
  const user = renderConsole('/admin/inbox/3');
  const field = await screen.findByLabelText('Responder a rosa@example.org *');
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
  expect(field).toHaveFocus();
  expect(screen.getByText('Escriba la respuesta.')).toBeInTheDocument();
  expect(server.calls('contact/reply')).toHaveLength(0);
  await user.type(field, 'La cuadrilla va el lunes.');
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
  expect(await screen.findByText('Respuesta enviada a rosa@example.org.')).toBeInTheDocument();
  const thread = screen.getByRole('region', { name: 'Respuestas enviadas' });
  expect(within(thread).getByText('La cuadrilla va el lunes.')).toBeInTheDocument();
  expect(within(thread).getByText(/correo: En cola/)).toBeInTheDocument();
});
