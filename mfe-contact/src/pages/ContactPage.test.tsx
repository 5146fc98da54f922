import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, currentCustomerAtom, portalStore, siteConfigAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import ContactPage from './ContactPage';
import type { SiteConfig } from '@portal/contract';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
// What the loopback portal answers next for POST /api/v2/contact/ (a queue, then 201s).
let answers: Array<{ status: number; body: unknown; headers?: Record<string, string> }> = [];
// When set, the server holds every answer until it resolves (a slow portal).
let hold: Promise<void> | null = null;
let nextId = 1;
const idsByKey = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url !== '/api/v2/contact/') return json(res, 404, { res: 0, message: 'Recurso no encontrado.' });
    if (hold) {
      void hold.then(() => {
        hold = null;
        answer(req, res);
      });
      return;
    }
    answer(req, res);
  });
});

function answer(req: { headers: Record<string, string | string[] | undefined> }, res: Parameters<typeof json>[0]) {
  {
    const planned = answers.shift();
    if (planned) return json(res, planned.status, planned.body, planned.headers);
    const key = String(req.headers['idempotency-key']);
    if (!idsByKey.has(key)) idsByKey.set(key, nextId++);
    return json(res, 201, { res: 1, data: { id: idsByKey.get(key) }, message: 'Su mensaje fue enviado correctamente.' });
  }
}
afterAll(() => server.close());

beforeEach(() => {
  answers = [];
  server.seen.length = 0;
  sessionStorage.clear();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
  portalStore.set(siteConfigAtom, { config: { emailjs: null } } as unknown as SiteConfig);
  portalStore.set(currentCustomerAtom, testCustomer());
});
afterEach(() => jest.useRealTimers());

function renderPage({ fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  render(
    <PortalProviders>
      <ContactPage />
    </PortalProviders>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const posts = () => server.seen.filter((r) => r.method === 'POST');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Nombre/), 'María Pérez');
  await user.type(field(/^Correo electrónico/), 'maria@example.com');
  await user.type(field(/^Teléfono/), '+58 412 555 1234');
  await user.type(field(/^Mensaje/), 'Hay un bache en la calle Sucre.');
}

test('the page keeps its Contacto heading and the spec\'s field names and input types', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
  expect(field(/^Nombre/)).toHaveAttribute('name', 'contact-name');
  expect(field(/^Correo electrónico/)).toHaveAttribute('type', 'email');
  expect(field(/^Teléfono/)).toHaveAttribute('type', 'tel');
  expect(field(/^Mensaje/)).not.toBeRequired();
  expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
});

test('sending an empty form marks each required field in Spanish, focuses the first and sends nothing', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  const name = field(/^Nombre/);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Escriba su nombre.');
  expect(field(/^Correo electrónico/)).toHaveAccessibleDescription('Escriba su correo electrónico.');
  expect(field(/^Teléfono/)).toHaveAccessibleDescription('Escriba su número de teléfono.');
  expect(field(/^Mensaje/)).not.toHaveAttribute('aria-invalid');
  expect(name).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Revise 3 campos antes de enviar: Nombre, Correo electrónico, Teléfono.');
  expect(posts()).toHaveLength(0);
});

test('a fixed field stops being marked as the citizen types', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await user.type(field(/^Nombre/), 'Ana');
  expect(field(/^Nombre/)).not.toHaveAttribute('aria-invalid');
  expect(field(/^Teléfono/)).toHaveAttribute('aria-invalid', 'true');
});

test('the confirmation shows the portal\'s reference, which stays after the success text until the citizen writes again', async () => {
  jest.useFakeTimers();
  const user = renderPage({ fakeTimers: true });
  answers.push({ status: 201, body: { res: 1, data: { id: 7, reference: 'C-2026-000042' }, message: 'Su mensaje fue enviado correctamente. Referencia: C-2026-000042.' } });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Su mensaje ha sido enviado con éxito. Referencia: C-2026-000042'));
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('status')).toHaveTextContent(/^Referencia: C-2026-000042$/);
  await user.type(field(/^Nombre/), 'O');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a confirmed send posts the message with a key, resets the form and shows the success for 5 s', async () => {
  jest.useFakeTimers();
  const user = renderPage({ fakeTimers: true });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Su mensaje ha sido enviado con éxito.'));
  const sent = posts()[0];
  expect(JSON.parse(sent.body)).toEqual({
    customer_id: '1',
    kind: 'contact',
    name: 'María Pérez',
    email: 'maria@example.com',
    phone: '+58 412 555 1234',
    message: 'Hay un bache en la calle Sucre.',
  });
  expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.headers['x-csrftoken']).toBe('tok-123');
  expect(field(/^Nombre/)).toHaveValue('');
  expect(field(/^Mensaje/)).toHaveValue('');
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('status')).toHaveTextContent('Su mensaje ha sido enviado con éxito.');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a failed send keeps every field, says what to do, and the retry reuses the same key', async () => {
  answers = [{ status: 503, body: { res: 0, message: 'No se pudo guardar su mensaje. Intente de nuevo en unos minutos.' } }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Pulse «Enviar» de nuevo.*Sus datos se conservan/));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(field(/^Nombre/)).toHaveValue('María Pérez');
  expect(field(/^Mensaje/)).toHaveValue('Hay un bache en la calle Sucre.');

  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Su mensaje ha sido enviado con éxito.'));
  const [first, retry] = posts();
  expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

test('a message changed after a failure is a new message with a new key', async () => {
  answers = [{ status: 503, body: { res: 0, message: 'Falla' } }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText(/Falla/);
  await user.type(field(/^Mensaje/), ' Urgente.');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  const [first, second] = posts();
  expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
});

test('the next message after a confirmed send gets a new key', async () => {
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  await waitFor(() => expect(field(/^Nombre/)).toHaveValue(''));
  const [first, second] = posts();
  expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
});

test('a 429 says how many seconds to wait, from Retry-After', async () => {
  answers = [{ status: 429, body: { res: 0, message: 'Demasiadas solicitudes.' }, headers: { 'Retry-After': '42' } }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Espere 42 segundos y pulse «Enviar» de nuevo/));
  expect(field(/^Teléfono/)).toHaveValue('+58 412 555 1234');
});

test('a field the server refuses (its errors list) is marked beside it with the server\'s words, and focused', async () => {
  answers = [{
    status: 400,
    body: { res: 0, message: 'Datos no válidos: revise el campo «phone».', errors: [{ field: 'phone', message: 'Escriba un teléfono de Venezuela.' }] },
  }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(field(/^Teléfono/)).toHaveAttribute('aria-invalid', 'true'));
  expect(field(/^Teléfono/)).toHaveFocus();
  expect(field(/^Teléfono/)).toHaveAccessibleDescription('Escriba un teléfono de Venezuela.');
  expect(screen.getByRole('alert')).toHaveTextContent(/revise el campo «phone».*Revise el campo Teléfono y pulse «Enviar» de nuevo/);
});

test('a field named only in the prose of a refusal is not marked: the form reads the errors list', async () => {
  answers = [{ status: 400, body: { res: 0, message: 'Datos no válidos: revise el campo «phone».' } }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Revise los datos y pulse «Enviar» de nuevo/));
  expect(field(/^Teléfono/)).not.toHaveAttribute('aria-invalid');
  expect(field(/^Teléfono/)).toHaveValue('+58 412 555 1234');
});

test('with the portal unreachable the citizen is told to check the connection', async () => {
  setBoot({ customerId: '1', apiHost: 'http://127.0.0.1:9', csrfToken: 'tok-123', registry: {} });
  // jsdom reports the refused connection on the console; that refusal is what this test is about.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/No se pudo conectar con el portal. Revise su conexión/), { timeout: 5000 });
  expect(field(/^Nombre/)).toHaveValue('María Pérez');
  expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/ECONNREFUSED/);
  consoleError.mockRestore();
});

test('the button is marked disabled while sending and a second press sends nothing more', async () => {
  let release!: () => void;
  hold = new Promise<void>((resolve) => (release = resolve));
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  const busy = screen.getByRole('button', { name: 'Enviando…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await user.click(busy);
  release();
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  expect(posts()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-disabled');
});

test('a draft survives a reload of the page until it is sent, with its key', async () => {
  answers = [{ status: 503, body: { res: 0, message: 'Falla' } }];
  const user = renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText(/Falla/);
  const firstKey = posts()[0].headers['idempotency-key'];
  // A reload: the page mounts again from nothing.
  document.body.innerHTML = '';
  const again = renderPage();
  expect(field(/^Mensaje/)).toHaveValue('Hay un bache en la calle Sucre.');
  await again.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  expect(posts()[1].headers['idempotency-key']).toBe(firstKey);
  expect(sessionStorage.length).toBe(0);
});
