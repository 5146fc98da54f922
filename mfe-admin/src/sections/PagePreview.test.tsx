import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { mockRemotes } from '@portal/shared/testing/federation-runtime-mock';
import { TestRouter } from '../testing/TestRouter';
import { identity, startCorporateServer } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

// The rich editor's lazy chunk needs a real browser (e2e/tests/post-scheduling.spec.ts): a text area
// under the same label stands in for it.
jest.mock('../rich-text/RichTextEditor', () => ({
  __esModule: true,
  default: ({ labelId, value, onChange }: { labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

type Server = Awaited<ReturnType<typeof startCorporateServer>>;
let server: Server;
beforeAll(async () => {
  server = await startCorporateServer();
});
afterAll(() => server.close());

beforeEach(() => {
  mockRemotes.set('blog/PostBody', { default: ({ html }: { html: string }) => <div data-testid="blog-post-body">{html}</div> });
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
});

test('a city page is previewed as citizens will read it while it is written, before it is saved', async () => {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin/pages/new']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  await user.type(await screen.findByLabelText('Título *'), 'Presupuesto participativo');
  await user.type(await screen.findByLabelText('Contenido'), '<h2>Consulta</h2>');
  const preview = screen.getByRole('region', { name: 'Vista previa' });
  expect(within(preview).getByRole('heading', { name: 'Presupuesto participativo' })).toBeInTheDocument();
  expect(within(preview).getByTestId('blog-post-body')).toHaveTextContent('<h2>Consulta</h2>');
  expect(server.calls('page/add')).toHaveLength(0);
});
