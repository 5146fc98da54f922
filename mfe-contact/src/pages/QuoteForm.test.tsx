import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, currentCustomerAtom, portalStore, siteConfigAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import QuoteForm from './QuoteForm';
import type { SiteConfig } from '@portal/contract';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer((_req, res) => json(res, 201, { res: 1, data: { id: 3 }, message: '' }));
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok', registry: {} });
  portalStore.set(siteConfigAtom, { config: { emailjs: null } } as unknown as SiteConfig);
  portalStore.set(currentCustomerAtom, testCustomer());
});

function renderQuote() {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <QuoteForm />
    </PortalProviders>,
  );
  return user;
}

test('the quote form is titled in the template\'s words and asks only for name and email', async () => {
  const user = renderQuote();
  expect(screen.getByRole('heading', { name: 'Solicite ahora un presupuesto gratuito de Keystroke' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription('Escriba su nombre.');
  expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAccessibleDescription('Escriba su correo electrónico.');
  expect(screen.getByRole('textbox', { name: /^Teléfono/ })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: /^Mensaje/ })).not.toHaveAttribute('aria-invalid');
  expect(server.seen).toHaveLength(0);
});

test('a quote is sent as kind "quote" and confirmed', async () => {
  const user = renderQuote();
  await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Luis');
  await user.type(screen.getByRole('textbox', { name: /^Correo electrónico/ }), 'luis@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Su mensaje ha sido enviado con éxito.'));
  const body = JSON.parse(server.seen.find((r) => r.method === 'POST')!.body);
  expect(body).toMatchObject({ kind: 'quote', name: 'Luis', email: 'luis@example.com' });
});
