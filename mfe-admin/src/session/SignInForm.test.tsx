import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, refused, startCorporateServer } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

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

function renderConsole(path: string, who?: ReturnType<typeof identity> | null) {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <TestRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={who} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  return user;
}

const codeAsked = refused(401, 'Escriba el código de su aplicación de autenticación.', [{ field: 'code', message: 'Escriba el código de 6 cifras que muestra su aplicación.' }]);

test('when the server asks for the app\'s code, the code field appears with the focus, the password is kept, and the three are sent', async () => {
  server.answer((call, body) => {
    if (call !== 'login') return undefined;
    if (body.code === undefined) return codeAsked;
    return String(body.code).replace(/\s/g, '') === '123456' ? ok(identity('clerk', 'ana@sanrafael.example')) : refused(401, 'El código de verificación no es correcto o ya se usó.', [{ field: 'code', message: 'Escriba el código que muestra ahora su aplicación.' }]);
  });
  const user = renderConsole('/admin', null);
  const form = await screen.findByRole('region', { name: 'Acceso del personal' });
  expect(within(form).queryByLabelText('Código de verificación')).toBeNull();
  await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@sanrafael.example');
  await user.type(within(form).getByLabelText('Contraseña'), 'clave-buena-y-larga');
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  const code = await within(form).findByLabelText('Código de verificación');
  expect(code).toHaveFocus();
  expect(within(form).getByRole('alert')).toHaveTextContent('Escriba el código de su aplicación de autenticación.');
  expect(within(form).getByLabelText('Contraseña')).toHaveValue('clave-buena-y-larga');

  await user.type(code, '000000');
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(await within(form).findByText('Escriba el código que muestra ahora su aplicación.')).toBeInTheDocument();
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveFocus();

  await user.type(code, '123 456');
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('Sesión iniciada como ana@sanrafael.example (funcionario)')).toBeInTheDocument();
  expect(server.calls('login').at(-1)?.body).toContain('"code":"123 456"');
  // Three sign-in round trips and typing into three fields: seconds on a busy two-core machine.
}, 20_000);

test('an account that must register a second factor sees only My account, whatever the address', async () => {
  server.answer((call) => (call === 'factors' ? ok({ passkeys: [], totp: false, required: true }) : undefined));
  const who = { ...identity('clerk'), calls: [], second_factor_required: true, must_enrol: true };
  renderConsole('/admin/departments', who);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
  expect(screen.getByText(/Su rol exige un segundo factor/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Configurar una aplicación de códigos' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Departamentos' })).toBeNull();
});
