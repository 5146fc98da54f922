import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, paged, refused, startCorporateServer } from '../testing/corporate-server';
import AdminConsole from './AdminConsole';

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

const departments = [
  { id: 1, name: 'Hacienda', is_active: true, procedure_count: 3 },
  { id: 2, name: 'Obras', is_active: false, procedure_count: 0 },
];

test('signing in sends the anti-forgery header and shows who is signed in and the sections of the role', async () => {
  server.answer((call, body) => {
    if (call === 'me') return refused(401, 'No hay sesión.');
    if (call === 'login') return body.password === 'clave-buena' ? ok(identity('clerk', 'ana@sanrafael.example')) : refused(401, 'Correo o contraseña incorrectos.');
    return undefined;
  });
  const user = renderConsole('/admin');
  const form = await screen.findByRole('region', { name: 'Acceso del personal' });
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(within(form).getByLabelText('Correo electrónico')).toHaveFocus();
  expect(within(form).getByText('Escriba su correo electrónico.')).toBeInTheDocument();

  await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@sanrafael.example');
  await user.type(within(form).getByLabelText('Contraseña'), 'mala');
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
  expect(within(form).getByLabelText('Contraseña')).toHaveFocus();

  await user.type(within(form).getByLabelText('Contraseña'), 'clave-buena');
  await user.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('Sesión iniciada como ana@sanrafael.example (funcionario)')).toBeInTheDocument();
  const login = server.calls('login').at(-1)!;
  expect(login.headers['x-csrftoken']).toBe('tok-123');
  const nav = screen.getByRole('navigation', { name: 'Secciones de la consola' });
  expect(within(nav).getByRole('link', { name: 'Departamentos' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Bandeja de contacto' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Personal' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'Noticias' })).toBeNull();
});

test('an admin sees every section, the staff accounts and the audit log among them', async () => {
  renderConsole('/admin', identity('admin'));
  const nav = await screen.findByRole('navigation', { name: 'Secciones de la consola' });
  for (const name of ['Departamentos', 'Noticias', 'Textos del sitio', 'Personal', 'Registro de auditoría']) {
    expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  }
});

test('the list searches and pages through the server, with the customer on every call', async () => {
  server.answer((call, body) => {
    if (call !== 'department/list') return undefined;
    if (body.q === 'obras') return paged([departments[1]]);
    return body.page === 2 ? paged([{ id: 30, name: 'Turismo', is_active: true, procedure_count: 1 }], 21, 2) : paged(departments, 21);
  });
  const user = renderConsole('/admin/departments', identity('clerk'));
  expect(await screen.findByRole('cell', { name: 'Hacienda' })).toBeInTheDocument();
  expect(screen.getByText('21 resultados')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByRole('cell', { name: 'Turismo' })).toBeInTheDocument();
  expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'obras');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByRole('cell', { name: 'Obras' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Hacienda' })).toBeNull();
  const bodies = server.calls('department/list').map((req) => JSON.parse(req.body));
  expect(bodies.at(-1)).toEqual({ customer_id: '1', page: 1, pageSize: 20, q: 'obras' });
  expect(bodies.every((body) => body.customer_id === '1')).toBe(true);
});

test('a refused create shows each of the server\'s field errors beside its field and focuses the first', async () => {
  server.answer((call) => {
    if (call === 'department/add') return refused(400, 'Datos no válidos: revise el campo «name».', [{ field: 'name', message: 'Ya existe un departamento con ese nombre.' }]);
    return undefined;
  });
  const user = renderConsole('/admin/departments/new', identity('clerk'));
  const name = await screen.findByLabelText('Nombre *');
  // Blank: the console marks it without asking the server.
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
  expect(server.calls('department/add')).toHaveLength(0);

  await user.type(name, 'Hacienda');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  // The request's own name of the field ('name') is never shown: the fields are marked by their labels.
  expect(await screen.findByRole('alert')).toHaveTextContent('Revise los campos marcados.');
  expect(screen.getByRole('alert')).not.toHaveTextContent('«name»');
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAccessibleDescription('Ya existe un departamento con ese nombre.');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  const sent = server.calls('department/add')[0];
  expect(JSON.parse(sent.body)).toEqual({ customer_id: '1', name: 'Hacienda', is_active: true });
  expect(sent.headers['x-csrftoken']).toBe('tok-123');
});

test('a created row opens in its edit form, and an edit sends the update', async () => {
  let stored = { id: 9, name: 'Catastro', is_active: true, procedure_count: 0 };
  server.answer((call, body) => {
    if (call === 'department/add') return { status: 201, body: { res: 1, data: { id: 9 }, message: 'Departamento creado.' } };
    if (call === 'department/detail') return ok(stored);
    if (call === 'department/update') {
      stored = { ...stored, ...(body as object) } as typeof stored;
      return ok(stored);
    }
    return undefined;
  });
  const user = renderConsole('/admin/departments/new', identity('clerk'));
  await user.type(await screen.findByLabelText('Nombre *'), 'Catastro');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('heading', { name: 'Editar departamento' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre *')).toHaveValue('Catastro');
  expect(screen.getByText('Guardado.')).toBeInTheDocument();

  const detailsBefore = server.calls('department/detail').length;
  await user.clear(screen.getByLabelText('Nombre *'));
  await user.type(screen.getByLabelText('Nombre *'), 'Catastro Municipal');
  await user.click(screen.getByLabelText('Activo'));
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(server.calls('department/update')).toHaveLength(1));
  expect(JSON.parse(server.calls('department/update')[0].body)).toEqual({ customer_id: '1', id: 9, name: 'Catastro Municipal', is_active: false });
  // The form reloads the stored row after the save and shows it. (Finding the typed value was not
  // enough: the field holding it is replaced when the reload lands, which a slow run caught.)
  await waitFor(() => expect(server.calls('department/detail').length).toBeGreaterThan(detailsBefore));
  await waitFor(() => expect(screen.getByLabelText('Nombre *')).toHaveValue('Catastro Municipal'));
  expect(screen.getByLabelText('Activo')).not.toBeChecked();
});

test('an edit form that loads slowly takes the focus only if the clerk has not moved it meanwhile', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.answer(async (call) => {
    if (call !== 'department/detail') return undefined;
    await held;
    return ok(departments[0]);
  });
  const user = renderConsole('/admin/departments/1', identity('clerk'));
  expect(await screen.findByText('Cargando...')).toBeInTheDocument();
  // The clerk does not wait: they tab to the console menu.
  const menuLink = screen.getByRole('link', { name: 'Feriados' });
  menuLink.focus();
  release();
  expect(await screen.findByRole('heading', { name: 'Editar departamento' })).toBeInTheDocument();
  expect(menuLink).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: 'Feriados' })).toBeInTheDocument();
});

test('an edit form opened from the list takes the focus to its heading', async () => {
  server.answer((call) => {
    if (call === 'department/list') return paged(departments);
    if (call === 'department/detail') return ok(departments[0]);
    return undefined;
  });
  const user = renderConsole('/admin/departments', identity('clerk'));
  await user.click(await screen.findByRole('link', { name: 'Abrir Hacienda' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Editar departamento' })).toHaveFocus());
});

test('delete asks in a dialog that holds the focus, and a 409 shows the server\'s reason', async () => {
  server.answer((call) => {
    if (call === 'department/list') return paged(departments);
    if (call === 'department/delete') return refused(409, 'El departamento tiene trámites: muévalos o elimínelos primero.');
    return undefined;
  });
  const user = renderConsole('/admin/departments', identity('clerk'));
  const remove = await screen.findByRole('button', { name: 'Eliminar Hacienda' });
  await user.click(remove);
  const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar «Hacienda»?' });
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(remove).toHaveFocus();
  expect(server.calls('department/delete')).toHaveLength(0);

  await user.click(remove);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('El departamento tiene trámites: muévalos o elimínelos primero.');
});

test('a role the server refuses sees its message, and an expired session goes back to sign-in', async () => {
  server.answer((call) => {
    if (call === 'staff/list') return refused(403, 'Su rol (funcionario) no permite esta operación.');
    if (call === 'holiday/list') return refused(401, 'Su sesión expiró. Inicie sesión de nuevo.');
    return undefined;
  });
  const user = renderConsole('/admin/staff', identity('clerk'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Su rol (funcionario) no permite esta operación.');
  await user.click(screen.getByRole('link', { name: 'Feriados' }));
  expect(await screen.findByRole('heading', { name: 'Acceso del personal' })).toBeInTheDocument();
  expect(screen.getByText('Su sesión expiró. Inicie sesión de nuevo.')).toBeInTheDocument();
});
