import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { portalStore, request, toastsAtom } from '@portal/shared';
import { Toaster } from './Toaster';
import { setBoot } from '@portal/shared/testing/boot';
import { json, startTestServer } from '@portal/shared/testing/http-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url === '/ok') return json(res, 200, { res: 1, data: [] });
    if (req.url === '/bad') return json(res, 400, { res: 0, message: 'Cliente desconocido' });
    return json(res, 500, {});
  });
});
afterAll(() => server.close());

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
  portalStore.set(toastsAtom, []);
});

function renderToaster() {
  return render(
    <Provider store={portalStore}>
      <button type="button">Otra cosa</button>
      <Toaster />
    </Provider>,
  );
}

test('a failed call shows the server message as an alert', async () => {
  renderToaster();
  await act(() => request({ method: 'GET', url: '/bad', errorMessage: 'Error cargando las noticias' }).catch(() => undefined));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cliente desconocido');
});

test('without a server message the catalogue default is shown', async () => {
  renderToaster();
  await act(() => request({ method: 'GET', url: '/boom', errorMessage: 'Error cargando la noticia' }).catch(() => undefined));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando la noticia');
});

test('a labelled success is announced politely as "{label} cargado exitosamente."', async () => {
  renderToaster();
  await act(() => request({ method: 'GET', url: '/ok', label: 'Noticias' }));
  expect(screen.getByRole('status')).toHaveTextContent('Noticias cargado exitosamente.');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

test('a toast can be dismissed and never takes the focus', async () => {
  renderToaster();
  const other = screen.getByRole('button', { name: 'Otra cosa' });
  other.focus();
  await act(() => request({ method: 'GET', url: '/bad' }).catch(() => undefined));
  expect(await screen.findByText('Cliente desconocido')).toBeInTheDocument();
  expect(other).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
  expect(screen.queryByText('Cliente desconocido')).not.toBeInTheDocument();
});
