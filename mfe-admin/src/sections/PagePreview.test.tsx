import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { mockRemotes } from '@portal/shared/testing/federation-runtime-mock';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, startCorporateServer } from '../testing/corporate-server';
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
  mockRemotes.set('blog/PageFileList', { default: ({ files }: { files: { name: string }[] }) => <ul data-testid="blog-page-files">{files.map((file) => <li key={file.name}>{file.name}</li>)}</ul> });
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

test('a saved page\'s files are listed under its form and in its preview; moving one up asks for its new place', async () => {
  const user = userEvent.setup();
  const file = (id: number, name: string, position: number) => ({ id, page_id: 7, name, url: `/djmedia/attachments/1/${id}.pdf`, size: 245_760, mime: 'application/pdf', position });
  const files = [file(1, 'Ordenanza de tasas', 1), file(2, 'Tabla de tarifas', 2)];
  server.answer((call, body) => {
    if (call === 'page/detail') return ok({ id: 7, slug: 'tasas', title: 'Tasas', body: '<p>Tasas.</p>' });
    if (call === 'pageFile/list') return ok(files);
    if (call === 'pageFile/update') return ok([{ ...files[1]!, position: 1 }, { ...files[0]!, position: 2 }], { message: 'Archivo actualizado.' });
    return ok(body);
  });
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin/pages/7']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  const attached = await screen.findByRole('region', { name: 'Archivos adjuntos' });
  expect(await within(attached).findAllByRole('listitem')).toHaveLength(2);
  expect(within(attached).getAllByRole('listitem')[0]).toHaveTextContent('Ordenanza de tasas (PDF, 240 KB)');
  const preview = screen.getByRole('region', { name: 'Vista previa' });
  expect(within(preview).getByTestId('blog-page-files')).toHaveTextContent('Ordenanza de tasasTabla de tarifas');
  await user.click(within(attached).getByRole('button', { name: 'Subir «Tabla de tarifas»' }));
  expect(await within(attached).findByText('Archivo actualizado.')).toBeInTheDocument();
  expect(JSON.parse(server.calls('pageFile/update')[0]!.body)).toMatchObject({ id: 2, position: 1 });
  expect(within(preview).getByTestId('blog-page-files')).toHaveTextContent('Tabla de tarifasOrdenanza de tasas');
});
