import '@testing-library/jest-dom';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder, which the browser build of the server renderer needs.
import { renderToString } from 'react-dom/server.node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { portalStore, serverDataAtom } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import TrackingPage from './TrackingPage';

// /seguimiento works without JavaScript (a plain form posted to the server); once the scripts
// arrive, the same form is React's, and what the citizen typed meanwhile is kept.

const page = (
  <Provider store={portalStore}>
    <MemoryRouter initialEntries={['/seguimiento']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <TrackingPage />
    </MemoryRouter>
  </Provider>
);

beforeEach(() => {
  setBoot({ customerId: '1', apiHost: 'http://127.0.0.1:9', csrfToken: 'token-of-this-page', registry: {} });
  portalStore.set(serverDataAtom, {});
});

test('without scripts the form posts to /seguimiento with the anti-forgery token; nothing personal goes into the address', () => {
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
  const form = document.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/seguimiento');
  expect(form.querySelector('input[name=csrftoken]')).toHaveValue('token-of-this-page');
  expect(form.querySelector('input[name=codigo]')).not.toBeNull();
  expect(form.querySelector('input[name=email]')).not.toBeNull();
});

test('what was typed before the scripts arrived is kept once React takes the form over', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.replaceChildren(root);
  // The citizen types while the scripts are still on their way.
  (root.querySelector('input[name=codigo]') as HTMLInputElement).value = 'T-7KQ2M9XP';
  (root.querySelector('input[name=email]') as HTMLInputElement).value = 'ana@example.com';
  await act(async () => {
    hydrateRoot(root, page);
  });
  // A keystroke after hydration renders again: the earlier text must still be there.
  await userEvent.setup().type(screen.getByRole('textbox', { name: 'Código de seguimiento' }), '!');
  expect(screen.getByRole('textbox', { name: 'Código de seguimiento' })).toHaveValue('T-7KQ2M9XP!');
  expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@example.com');
});

test('a refused post comes back with what was typed and the server\'s Spanish message', () => {
  portalStore.set(serverDataAtom, { trackingForm: { values: { code: 'T-AAAAAAAA', email: 'ana@example.com' }, error: { message: 'No encontramos una solicitud con ese código y ese correo electrónico.', fields: {} } } });
  document.body.innerHTML = `<div>${renderToString(page)}</div>`;
  expect(screen.getByRole('textbox', { name: 'Código de seguimiento' })).toHaveValue('T-AAAAAAAA');
  expect(screen.getByRole('alert')).toHaveTextContent('No encontramos una solicitud con ese código y ese correo electrónico.');
});
