import { render, screen, within } from '@testing-library/react';
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
});
