import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { mockRemotes } from '@portal/shared/testing/federation-runtime-mock';
import type { EditorPost } from '@portal/contract';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, startCorporateServer } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

type Server = Awaited<ReturnType<typeof startCorporateServer>>;
let server: Server;
beforeAll(async () => {
  server = await startCorporateServer();
});
afterAll(() => server.close());

// The rich editor's lazy chunk (TipTap needs a real browser: e2e/tests/rich-editor.spec.ts drives
// it); here a text area under the same label stands in for it.
jest.mock('../rich-text/RichTextEditor', () => ({
  __esModule: true,
  default: ({ labelId, value, onChange }: { labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

// The federation boundary: mfe-blog's PostBody widget. The stand-in shows what it was given.
function PostBodyStandIn({ html }: { html: string }) {
  return <div data-testid="blog-post-body">{html}</div>;
}

const post = (over: Partial<EditorPost>): EditorPost => ({
  id: 5, title: 'Vacunación', excerpt: '', body: '<p>Hola</p>', image: '', image_alt: '', format: 'standard', status: 'draft',
  created: '2026-11-23T10:00:00Z', updated: '2026-11-23T10:00:00Z', published_at: null, scheduled_at: null, may_publish: true, ...over,
});

beforeEach(() => {
  server.seen.length = 0;
  mockRemotes.set('blog/PostBody', { default: PostBodyStandIn });
  setBoot({ customerId: '1', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
});

function renderEditor(path: string) {
  const user = userEvent.setup();
  render(
    <PortalProviders>
      <TestRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  return user;
}

test('the preview is mfe-blog\'s PostBody fed with the body being written; saving creates a draft', async () => {
  let stored = post({});
  server.answer((call) => {
    if (call === 'post/add') return { status: 201, body: { res: 1, data: { id: 5 }, message: 'Noticia creada.' } };
    if (call === 'post/detail') return ok(stored);
    if (call === 'post/revisions') return ok([]);
    if (call === 'post/publish') {
      stored = { ...stored, status: 'published', published_at: '2026-11-23T11:00:00Z' };
      return ok(stored);
    }
    return undefined;
  });
  const user = renderEditor('/admin/posts/new');
  await user.type(await screen.findByLabelText('Título *'), 'Vacunación');
  await user.type(await screen.findByLabelText('Contenido'), '<p>Hola</p>');
  expect(await screen.findByTestId('blog-post-body')).toHaveTextContent('<p>Hola</p>');

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Guardada como borrador.')).toBeInTheDocument();
  expect(JSON.parse(server.calls('post/add')[0].body)).toEqual({ customer_id: '1', title: 'Vacunación', excerpt: '', body: '<p>Hola</p>', format: 'standard', image: '', image_alt: '' });
  expect(server.calls('post/add')[0].headers['x-csrftoken']).toBe('tok-123');

  await user.click(await screen.findByRole('button', { name: 'Publicar' }));
  expect(await screen.findByText('Publicada: ya está en la página de noticias.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
  // One status line: what the last action did, not the creation's message beside it.
  expect(screen.queryByText('Guardada como borrador.')).not.toBeInTheDocument();
  expect(screen.getAllByRole('status').filter((line) => line.textContent !== '')).toHaveLength(1);
});

test('what the editor types right after the first save is not replaced when the new post loads', async () => {
  let releaseDetail: () => void = () => undefined;
  const detailHeld = new Promise<void>((resolve) => { releaseDetail = resolve; });
  server.answer(async (call) => {
    if (call === 'post/add') return { status: 201, body: { res: 1, data: { id: 5 }, message: 'Noticia creada.' } };
    if (call === 'post/detail') {
      await detailHeld;
      return ok(post({ title: 'Vacunación' }));
    }
    if (call === 'post/revisions') return ok([]);
    return undefined;
  });
  const user = renderEditor('/admin/posts/new');
  const title = await screen.findByLabelText('Título *');
  await user.type(title, 'Vacunación');
  await user.type(await screen.findByLabelText('Contenido'), '<p>Hola</p>');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Guardada como borrador.')).toBeInTheDocument();
  // The saved post's answer is still on its way while the editor goes on typing.
  await user.type(screen.getByLabelText('Título *'), ' gratuita');
  releaseDetail();
  await waitFor(() => expect(server.calls('post/detail').length).toBeGreaterThan(0));
  await screen.findByRole('button', { name: 'Publicar' });
  expect(screen.getByLabelText('Título *')).toHaveValue('Vacunación gratuita');
});

test('the required-field message beside the title goes as soon as a title is written', async () => {
  const user = renderEditor('/admin/posts/new');
  await user.click(await screen.findByRole('button', { name: 'Guardar' }));
  const title = screen.getByLabelText('Título *');
  await waitFor(() => expect(title).toHaveAccessibleDescription('Este campo es obligatorio.'));
  await user.type(title, 'V');
  expect(title).not.toHaveAccessibleDescription('Este campo es obligatorio.');
  expect(screen.queryByText('Este campo es obligatorio.')).not.toBeInTheDocument();
  expect(server.calls('post/add')).toHaveLength(0);
});

test('a picture uploaded to the library from the editor brings its alternative text, which the post still requires, keeps and shows', async () => {
  server.answer((call) => {
    if (call === 'media/list') return { status: 200, body: { res: 1, data: [], total: 0, page: 1, pageSize: 24, message: '' } };
    if (call === 'media/upload') return { status: 201, body: { res: 1, data: { id: 3, path: 'uploads/1/abc.png', url: '/djmedia/uploads/1/abc.png', size: 70, mime: 'image/png', alt: 'La plaza', name: 'plaza', width: 4, height: 3 }, message: 'Imagen subida a la biblioteca de medios.' } };
    if (call === 'post/add') return { status: 400, body: { res: 0, message: 'Revise los datos.', errors: [{ field: 'title', message: 'El título es demasiado largo.' }] } };
    return undefined;
  });
  const user = renderEditor('/admin/posts/new');
  await user.click(await screen.findByRole('button', { name: 'Elegir de la biblioteca' }));
  const library = await screen.findByRole('dialog', { name: 'Biblioteca de medios' });
  expect(await within(library).findByText('No se encontró ninguna imagen.')).toBeInTheDocument();
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'plaza.png', { type: 'image/png' });
  await user.upload(within(library).getByLabelText('Imagen (JPEG, PNG o WebP, hasta 5 MB) *'), file);
  // The library refuses a picture without its alternative text before sending it.
  await user.click(within(library).getByRole('button', { name: 'Subir y elegir' }));
  expect(within(library).getByLabelText('Texto alternativo de la imagen *')).toHaveAccessibleDescription(expect.stringContaining('Describa qué muestra la imagen.'));
  expect(server.calls('media/upload')).toHaveLength(0);
  await user.type(within(library).getByLabelText('Texto alternativo de la imagen *'), 'La plaza');
  await user.click(within(library).getByRole('button', { name: 'Subir y elegir' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.calls('media/upload')[0].headers['content-type']).toMatch(/^multipart\/form-data/);
  const alt = await screen.findByLabelText('Texto alternativo de la imagen *');
  expect(alt).toHaveValue('La plaza');
  await user.clear(alt);

  await user.type(screen.getByLabelText('Título *'), 'Un título');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(alt).toHaveAccessibleDescription(expect.stringContaining('Describa qué muestra la imagen.')));
  await waitFor(() => expect(alt).toHaveFocus());
  expect(server.calls('post/add')).toHaveLength(0);

  await user.type(alt, 'La plaza con la carpa de vacunación');
  expect(screen.queryByText('Describa qué muestra la imagen.')).not.toBeInTheDocument();
  const pictures = screen.getAllByRole('img', { name: 'La plaza con la carpa de vacunación' });
  expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([`${server.url}/djmedia/uploads/1/abc.png`, `${server.url}/djmedia/uploads/1/abc.png`]);
  // The preview's cover is cropped as the public post page crops it.
  expect(pictures[1]).toHaveClass('admin-preview-cover');

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const title = screen.getByLabelText('Título *');
  await waitFor(() => expect(title).toHaveAccessibleDescription('El título es demasiado largo.'));
  await waitFor(() => expect(title).toHaveFocus());
  const sent = JSON.parse(server.calls('post/add')[0].body);
  expect([sent.image, sent.image_alt]).toEqual(['uploads/1/abc.png', 'La plaza con la carpa de vacunación']);
});

const revision = (id: number, title: string, body: string, created: string) => ({ id, title, excerpt: '', body, image: '', image_alt: '', format: 'standard', author: 'ana@ciudad.example', created });

test('the version history shows who saved each version; an older one is compared side by side and restored', async () => {
  let stored = post({ title: 'Segunda', body: '<p>Dos</p>' });
  let versions = [revision(2, 'Segunda', '<p>Dos</p>', '2026-11-23T15:00:00Z'), revision(1, 'Primera', '<p>Uno</p>', '2026-11-23T14:00:00Z')];
  server.answer((call, body) => {
    if (call === 'post/detail') return ok(stored);
    if (call === 'post/revisions') return ok(versions);
    if (call === 'post/restore') {
      expect(body).toMatchObject({ id: 5, revision_id: 1 });
      stored = { ...stored, title: 'Primera', body: '<p>Uno</p>' };
      versions = [revision(3, 'Primera', '<p>Uno</p>', '2026-11-23T16:00:00Z'), ...versions];
      return ok(stored);
    }
    return undefined;
  });
  const user = renderEditor('/admin/posts/5');
  const history = await screen.findByRole('region', { name: 'Historial de versiones' });
  expect(await within(history).findByText(/de ana@ciudad\.example: «Primera»/)).toBeInTheDocument();
  await user.click(within(history).getByRole('button', { name: /^Comparar la versión del 2026-11-23 10:00/ }));
  expect(within(history).getByRole('article', { name: /^Versión del 2026-11-23 10:00/ })).toHaveTextContent('Primera<p>Uno</p>');
  expect(within(history).getByRole('article', { name: 'Versión actual' })).toHaveTextContent('Segunda<p>Dos</p>');

  await user.click(within(history).getByRole('button', { name: /^Restaurar la versión del 2026-11-23 10:00/ }));
  expect(await screen.findByText(/^Versión del 2026-11-23 10:00 \(hora de .*\) restaurada\.$/)).toBeInTheDocument();
  expect(screen.getByLabelText('Título *')).toHaveValue('Primera');
  await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
});

test('an editor whose role does not publish sends the post for review; a publisher schedules it on the city\'s clock', async () => {
  let stored = post({ may_publish: false });
  server.answer((call, body) => {
    if (call === 'post/detail') return ok(stored);
    if (call === 'post/revisions') return ok([]);
    if (call === 'post/submit') return ok((stored = { ...stored, status: 'review' }));
    if (call === 'post/schedule') {
      expect(body).toMatchObject({ id: 5, date: '2026-12-01', time: '09:30' });
      return ok((stored = { ...stored, status: 'scheduled', scheduled_at: '2026-12-01T13:30:00Z' }));
    }
    return undefined;
  });
  const user = renderEditor('/admin/posts/5');
  expect(await screen.findByRole('button', { name: 'Enviar a revisión' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
  expect(await screen.findByText('Enviada a revisión: quien publica la verá.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: /\(En revisión\)/ })).toBeInTheDocument();
  cleanup();

  stored = post({});
  const publisher = renderEditor('/admin/posts/5');
  const when = await screen.findByRole('group', { name: 'Programar la publicación' });
  await publisher.type(within(when).getByLabelText('Fecha'), '2026-12-01');
  await publisher.type(within(when).getByLabelText(/^Hora \(hora de /), '09:30');
  await publisher.click(within(when).getByRole('button', { name: 'Programar' }));
  expect(await screen.findByText(/^Programada: se publicará el 2026-12-01 09:30 \(hora de .*\)\.$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Anular la programación' })).toBeInTheDocument();
});
