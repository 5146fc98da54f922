import { render, screen, waitFor, within } from '@testing-library/react';
import { PortalProviders, Route, Routes } from '@portal/shared';
import userEvent from '@testing-library/user-event';
import type { StaffIdentity } from '@portal/contract';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, corporateServerPerFile } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

const server = corporateServerPerFile();

function renderConsole(path: string, who: StaffIdentity) {
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

test('an admin ticks "let search engines index the public site" and saves it for the municipality', async () => {
  let indexing = false;
  server().answer((call, body) => {
    if (call === 'indexing/detail') return ok({ indexing });
    if (call === 'indexing/update') {
      indexing = body.indexing === true;
      return ok({ indexing }, { message: 'Los buscadores podrán indexar el sitio.' });
    }
    return undefined;
  });
  const user = renderConsole('/admin/search-engines', identity('admin'));
  const box = await screen.findByRole('checkbox', { name: 'Permitir que los buscadores indexen el sitio público' });
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(/Sin marcar, cada página pide a los buscadores que no la incluyan/);
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Guardado.')).toBeInTheDocument();
  expect(JSON.parse(server().calls('indexing/update')[0].body)).toEqual({ customer_id: '1', indexing: true });
  expect(server().calls('indexing/update')[0].headers['x-csrftoken']).toBe('tok-123');
  // The section reads the setting back: the box stays ticked.
  await waitFor(() => expect(server().calls('indexing/detail')).toHaveLength(2));
  expect(await screen.findByRole('checkbox', { name: 'Permitir que los buscadores indexen el sitio público' })).toBeChecked();
});

test('an editor\'s console does not offer the setting', async () => {
  server().answer((call) => (call === 'feedback/list' ? ok([]) : undefined));
  renderConsole('/admin/page-feedback', identity('editor'));
  // Once the section's own request is answered, nothing is left in flight.
  expect(await screen.findByText('Todavía no ha respondido ningún ciudadano.')).toBeInTheDocument();
  const navigation = await screen.findByRole('navigation', { name: /./ });
  expect(within(navigation).queryByRole('link', { name: 'Buscadores' })).not.toBeInTheDocument();
  expect(within(navigation).getByRole('link', { name: 'Textos del sitio' })).toBeInTheDocument();
});
