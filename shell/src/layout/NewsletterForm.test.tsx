import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { serverDataAtom } from '@portal/shared';
import { NewsletterForm } from './NewsletterForm';

function renderWith(serverData: Record<string, unknown> = {}) {
  const store = createStore();
  store.set(serverDataAtom, serverData);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/blog-grid/']}>
        <NewsletterForm />
      </MemoryRouter>
    </Provider>,
  );
}

test('without scripts the form posts to the server with the page to come back to', () => {
  const { container } = renderWith();
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/boletin/suscribir');
  expect(container.querySelector('input[name="volver"]')).toHaveValue('/blog-grid/');
});

test('a malformed address is told why at once, and nothing is sent', async () => {
  const user = userEvent.setup();
  const sent = jest.spyOn(XMLHttpRequest.prototype, 'open');
  renderWith();
  await user.type(screen.getByLabelText('Correo electrónico'), 'vecina.example.com');
  await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
  expect(screen.getByRole('status')).toHaveTextContent('Escriba un correo válido, por ejemplo nombre@dominio.com.');
  expect(sent).not.toHaveBeenCalled();
});

test("the server's answer to a post without scripts is shown: the sentence after a success, the reason and the address after a refusal", () => {
  const { unmount } = renderWith({ newsletterForm: { sent: true } });
  expect(screen.getByRole('status')).toHaveTextContent('Le enviamos un correo para confirmar.');
  unmount();
  renderWith({ newsletterForm: { sent: false, email: 'vecina@', notice: 'Demasiadas solicitudes. Intente de nuevo más tarde.' } });
  expect(screen.getByRole('status')).toHaveTextContent('Demasiadas solicitudes');
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('vecina@');
});
