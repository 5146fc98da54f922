import { ACCESS_TOKEN_KEY, ApiError, request } from './client';
import { portalStore } from '../state/store';
import { isLoadingAtom, toastsAtom } from '../state/atoms';
import { setBoot } from '../testing/boot';
import { json, startTestServer } from '../testing/http-server';
import { forgetCsrfToken } from './csrf-token';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    switch (req.url) {
      case '/api/v2/csrf/':
        return json(res, 200, { res: 1, data: { token: 'asked-456' }, message: '' });
      case '/forged':
        return json(res, 403, { res: 0, message: 'Falta el token de seguridad (CSRF) o no es válido. Recargue la página.' });
      case '/ok':
        return json(res, 200, { res: 1, data: { answer: 42 } });
      case '/refused':
        return json(res, 200, { res: 0, message: 'Cliente desconocido' });
      case '/bad':
        return json(res, 400, { res: 0, message: 'Página inválida' });
      case '/invalid':
        return json(res, 400, { res: 0, message: 'Datos no válidos: revise el campo «phone».', errors: [{ field: 'phone', message: 'Escriba un teléfono válido.' }, { field: 7 }] });
      case '/boom':
        return json(res, 500, {});
      case '/busy':
        return json(res, 429, { res: 0, message: 'Demasiadas solicitudes' }, { 'Retry-After': '30' });
      case '/moved':
        // Without Location the browser cannot follow it, so the client sees the 302 itself.
        res.writeHead(302, { 'Content-Type': 'application/json' }).end('{"res":1,"data":null}');
        return;
      default:
        return json(res, 404, {});
    }
  });
});

afterAll(() => server.close());

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
  portalStore.set(toastsAtom, []);
  localStorage.clear();
});

const toastTexts = () => portalStore.get(toastsAtom).map((t) => `${t.kind}: ${t.text}`);

test('sends the stored bearer token, cookies and the anti-forgery header', async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'secret-token');
  await request({ method: 'POST', url: '/ok', data: {} });
  const seen = server.seen.at(-1)!;
  expect(seen.headers.authorization).toBe('Bearer secret-token');
  expect(seen.headers['x-csrftoken']).toBe('tok-123');
});

test('a page without a token (one a shared cache holds) asks for it once, before its first writes', async () => {
  forgetCsrfToken();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
  await request({ method: 'GET', url: '/ok' });
  expect(server.seen.map((seen) => seen.url)).not.toContain('/api/v2/csrf/');
  const before = server.seen.length;
  await Promise.all([request({ method: 'POST', url: '/ok', data: {} }), request({ method: 'POST', url: '/ok', data: {} })]);
  const seen = server.seen.slice(before);
  expect(seen.map((one) => one.url).sort()).toEqual(['/api/v2/csrf/', '/ok', '/ok']);
  expect(seen.filter((one) => one.url === '/ok').map((one) => one.headers['x-csrftoken'])).toEqual(['asked-456', 'asked-456']);
});

test('a read made by POST (a call of the table marked readOnly) asks for no token', async () => {
  forgetCsrfToken();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
  const before = server.seen.length;
  await request({ method: 'POST', url: '/ok', data: {}, readOnly: true });
  expect(server.seen.slice(before).map((one) => one.url)).toEqual(['/ok']);
});

test('a refused write forgets the asked token: the next write asks again', async () => {
  forgetCsrfToken();
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: '', registry: {} });
  await expect(request({ method: 'POST', url: '/forged', data: {} })).rejects.toBeInstanceOf(ApiError);
  const before = server.seen.length;
  await request({ method: 'POST', url: '/ok', data: {} });
  expect(server.seen.slice(before).map((one) => one.url)).toEqual(['/api/v2/csrf/', '/ok']);
});

test('sends an empty bearer token when none is stored', async () => {
  await request({ method: 'GET', url: '/ok' });
  expect(server.seen.at(-1)!.headers.authorization?.trim()).toBe('Bearer');
});

test('answers the data of a res === 1 envelope', async () => {
  await expect(request({ method: 'GET', url: '/ok' })).resolves.toEqual({ answer: 42 });
});

test('a 200 answer whose res is not 1 is a failure with the server message', async () => {
  await expect(request({ method: 'GET', url: '/refused' })).rejects.toThrow('Cliente desconocido');
  expect(toastTexts()).toEqual(['error: Cliente desconocido']);
});

test('an HTTP error toasts the server message first', async () => {
  await expect(request({ method: 'GET', url: '/bad', errorMessage: 'Error cargando las noticias' })).rejects.toBeInstanceOf(ApiError);
  expect(toastTexts()).toEqual(['error: Página inválida']);
});

test('a validation failure carries the refused fields of the answer, and nothing else', async () => {
  const error = (await request({ method: 'POST', url: '/invalid', data: {} }).catch((e: ApiError) => e)) as ApiError;
  expect(error.errors).toEqual([{ field: 'phone', message: 'Escriba un teléfono válido.' }]);
  expect(error.message).toBe('Datos no válidos: revise el campo «phone».');
  const other = (await request({ method: 'GET', url: '/bad' }).catch((e: ApiError) => e)) as ApiError;
  expect(other.errors).toEqual([]);
});

test('without a server message the catalogue default is shown', async () => {
  await expect(request({ method: 'GET', url: '/boom', errorMessage: 'Error cargando la noticia' })).rejects.toThrow();
  expect(toastTexts()).toEqual(['error: Error cargando la noticia']);
});

test('a labelled success shows "{label} cargado exitosamente."', async () => {
  await request({ method: 'GET', url: '/ok', label: 'Noticias' });
  expect(toastTexts()).toEqual(['success: Noticias cargado exitosamente.']);
});

test('a 302 is rejected with status 302', async () => {
  const error = await request({ method: 'GET', url: '/moved' }).catch((e: ApiError) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(302);
});

test('a 429 carries the seconds to wait from Retry-After', async () => {
  const error = (await request({ method: 'POST', url: '/busy', data: {} }).catch((e: ApiError) => e)) as ApiError;
  expect(error.status).toBe(429);
  expect(error.retryAfter).toBe(30);
});

test('a failure with no response at all is not toasted', async () => {
  setBoot({ customerId: '1', apiHost: 'http://127.0.0.1:1', csrfToken: '', registry: {} });
  await expect(request({ method: 'GET', url: '/ok' })).rejects.toBeInstanceOf(ApiError);
  expect(toastTexts()).toEqual([]);
});

test('the global loading flag is up while a request runs and down afterwards', async () => {
  const pending = request({ method: 'GET', url: '/ok' });
  expect(portalStore.get(isLoadingAtom)).toBe(true);
  await pending;
  expect(portalStore.get(isLoadingAtom)).toBe(false);
});
