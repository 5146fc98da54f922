import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { json, startTestServer } from '@portal/shared/testing/http-server';
import PageFeedback from './PageFeedback';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let status = 201;
beforeAll(async () => {
  server = await startTestServer((_req, res) => (status === 201
    ? json(res, 201, { res: 1, data: null, message: 'Gracias por su respuesta.' })
    : json(res, status, { res: 0, message: 'Demasiadas solicitudes. Intente de nuevo más tarde.' })));
});
afterAll(() => server.close());
beforeEach(() => {
  status = 201;
  server.seen.length = 0;
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok', registry: {} });
});

function renderFeedback() {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <PageFeedback kind="procedure" id={12} />
    </PortalProviders>,
  );
  return user;
}

test('a citizen says the page was not useful, adds a comment, and is thanked', async () => {
  const user = renderFeedback();
  expect(screen.getByRole('heading', { name: '¿Le resultó útil esta página?' })).toBeInTheDocument();
  const comment = screen.getByRole('textbox', { name: 'Comentario (opcional)' });
  expect(comment).toHaveAccessibleDescription(/no escriba su nombre ni otros datos personales/);
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.type(comment, 'Falta el costo.');
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Gracias por su respuesta.');
  expect(JSON.parse(server.seen[0]!.body)).toEqual({ customer_id: '1', kind: 'procedure', id: 12, helpful: false, comment: 'Falta el costo.' });
  expect(server.seen[0]!.headers['x-csrftoken']).toBe('tok');
});

test('sending without choosing asks for a choice and sends nothing; a refused answer says to try later', async () => {
  const user = renderFeedback();
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Elija «Sí» o «No».');
  expect(server.seen).toHaveLength(0);
  status = 429;
  await user.click(screen.getByRole('radio', { name: 'Sí' }));
  await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
  expect(await screen.findByText('Demasiadas respuestas desde esta conexión. Inténtelo más tarde.')).toBeInTheDocument();
  expect(JSON.parse(server.seen[0]!.body)).toEqual({ customer_id: '1', kind: 'procedure', id: 12, helpful: true });
});
