import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, corporateServerPerFile } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

const server = corporateServerPerFile();

const dashboard = {
  drafts: { total: 0, latest: [] },
  scheduled: { total: 2, next: [
    { id: 7, title: 'Corte de agua', scheduled_at: '2026-12-16T11:00:00.000Z' },
    { id: 9, title: '', scheduled_at: '2026-12-20T13:00:00.000Z' },
  ] },
  searches: [{ words: 'tacho', count: 7, last_seen: '2026-12-14' }],
  feedback: { answers: 0, helpful: 0, comments: [] },
};

function renderHome() {
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
}

test("an editor's home lists the scheduled posts, the soonest first, each linked to the post", async () => {
  server().answer((call) => (call === 'editorDashboard/detail' ? ok(dashboard) : undefined));
  renderHome();
  const heading = await screen.findByRole('heading', { name: 'Noticias programadas (2)' });
  const list = within(heading.closest('section')!).getByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(within(items[0]!).getByRole('link', { name: 'Corte de agua' })).toHaveAttribute('href', '/admin/posts/7');
  expect(items[0]).toHaveTextContent(/Se publicará el 2026-12-16 \d\d:00/);
  expect(within(items[1]!).getByRole('link', { name: '(sin título)' })).toHaveAttribute('href', '/admin/posts/9');
  expect(screen.getByText('No hay borradores.')).toBeInTheDocument();
  // The synonyms' calls name editors too, so their screen is in an editor's menu.
  expect(screen.getByRole('link', { name: 'Sinónimos de la búsqueda' })).toHaveAttribute('href', '/admin/synonyms');
});

test('an editor follows a search that found nothing to a new synonym with its word filled in, and saves it', async () => {
  server().answer((call) => {
    if (call === 'editorDashboard/detail') return ok(dashboard);
    if (call === 'synonym/add') return { status: 201, body: { res: 1, data: { id: 12 }, message: 'Sinónimo creado.' } };
    if (call === 'synonym/list') return ok([{ id: 12, term: 'tacho', alternatives: ['basura', 'desechos'] }]);
    return undefined;
  });
  renderHome();
  const heading = await screen.findByRole('heading', { name: 'Búsquedas sin resultados' });
  const section = heading.closest('section')!;
  expect(within(section).getByText(/«tacho» — búsquedas: 7; la última el 2026-12-14/)).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('link', { name: 'Añadir un sinónimo para «tacho»' }));
  expect(await screen.findByRole('textbox', { name: /^Palabra/ })).toHaveValue('tacho');
  await userEvent.type(screen.getByRole('textbox', { name: /^También encuentra/ }), 'basura, desechos');
  await userEvent.click(screen.getByRole('button', { name: /Guardar|Crear/ }));
  await waitFor(() => expect(server().calls('synonym/add')).toHaveLength(1));
  expect(JSON.parse(server().calls('synonym/add')[0].body)).toEqual({ customer_id: '1', term: 'tacho', alternatives: ['basura', 'desechos'] });
});
