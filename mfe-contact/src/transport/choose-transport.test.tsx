import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { PortalProviders, currentCustomerAtom, portalStore, siteConfigAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import { chooseTransport } from './choose-transport';
import ContactPage from '../pages/ContactPage';
import type { SiteConfig } from '@portal/contract';

// @emailjs/browser posts to api.emailjs.com, a third-party service on the internet: that network
// boundary is the one thing mocked here. The portal server side runs over real loopback HTTP.
jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, send: jest.fn() };
});
const emailjs = jest.requireMock('@emailjs/browser') as { send: jest.Mock };

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer((_req, res) => json(res, 201, { res: 1, data: { id: 7 }, message: '' }));
});
afterAll(() => server.close());

const settings = { publicKey: 'pk-1', serviceId: 'svc-1', templateId: 'tpl-1' };

function withEmailJs(emailjsSettings: unknown) {
  portalStore.set(siteConfigAtom, { config: { emailjs: emailjsSettings } } as unknown as SiteConfig);
}

beforeEach(() => {
  server.seen.length = 0;
  emailjs.send.mockReset();
  sessionStorage.clear();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok', registry: {} });
  portalStore.set(currentCustomerAtom, testCustomer());
});

async function sendValidForm() {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <ContactPage />
    </PortalProviders>,
  );
  await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '04125551234');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  return user;
}

test('no EmailJS settings, or empty ones, choose the portal server', () => {
  expect(chooseTransport(null)).toBe('server');
  expect(chooseTransport(undefined)).toBe('server');
  expect(chooseTransport({ publicKey: '', serviceId: '', templateId: '' })).toBe('server');
  expect(chooseTransport(settings)).toBe('emailjs');
});

test('incomplete EmailJS settings still choose EmailJS, so its missing-setting error is seen', () => {
  expect(chooseTransport({ publicKey: '', serviceId: 'svc', templateId: 'tpl' })).toBe('emailjs');
});

test('without EmailJS settings the message goes to the portal server', async () => {
  withEmailJs(null);
  await sendValidForm();
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  expect(emailjs.send).not.toHaveBeenCalled();
});

test('with EmailJS settings the message goes through EmailJS with the form\'s field names, not to the server', async () => {
  withEmailJs(settings);
  emailjs.send.mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
  await sendValidForm();
  await screen.findByText('Su mensaje ha sido enviado con éxito.');
  expect(emailjs.send).toHaveBeenCalledWith(
    'svc-1',
    'tpl-1',
    expect.objectContaining({ 'contact-name': 'Ana', 'contact-email': 'ana@example.com', 'contact-phone': '04125551234', kind: 'contact' }),
    { publicKey: 'pk-1' },
  );
  expect(server.seen).toHaveLength(0);
});

test('an EmailJS refusal shows its Spanish message and keeps the form', async () => {
  withEmailJs(settings);
  emailjs.send.mockRejectedValue(new EmailJSResponseStatus(429, 'Too Many Requests'));
  await sendValidForm();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/«429 Too Many Requests»/));
  expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a missing public key is reported with the library\'s own message', async () => {
  withEmailJs({ ...settings, publicKey: '' });
  // The real library's check runs here (it throws before any network use).
  emailjs.send.mockImplementation(jest.requireActual('@emailjs/browser').send);
  await sendValidForm();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/«The public key is required\.»/));
});
