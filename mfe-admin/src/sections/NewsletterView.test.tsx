import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, corporateServerPerFile } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

const server = corporateServerPerFile();

function renderConsole() {
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin/newsletter']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
}

const stories = [{ id: 7, title: 'Nueva plaza' }, { id: 8, title: 'Jornada de vacunación' }];

test('an editor composes an issue from stories in the order ticked, confirms the count, and sees it listed', async () => {
  const sent: unknown[] = [];
  server().answer((call, body) => {
    if (call === 'post/list') return ok(stories, { total: 2, page: 1, pageSize: 20 });
    if (call === 'newsletterIssue/list') {
      return ok({ subscribers: 3, issues: sent.length ? [{ id: 1, subject: 'Noticias de noviembre', created: '2026-11-27T14:00:00Z', created_by: 'editor@sanrafael.example', recipients: 3, delivered: 2, failed: 1 }] : [] });
    }
    if (call === 'newsletterIssue/send') {
      sent.push(body);
      return { status: 201, body: { res: 1, data: { id: 1, subject: 'Noticias de noviembre', created: '2026-11-27T14:00:00Z', created_by: 'editor@sanrafael.example', recipients: 3, delivered: 0, failed: 0 }, message: 'Hecho.' } };
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderConsole();
  expect(await screen.findByText('Suscriptores confirmados: 3')).toBeInTheDocument();

  // Nothing chosen: told what is missing, and nothing is sent.
  await user.click(await screen.findByRole('button', { name: 'Revisar y enviar' }));
  expect(screen.getByText('Escriba el asunto del boletín.')).toBeInTheDocument();
  expect(screen.getByLabelText('Asunto')).toHaveFocus();

  await user.type(screen.getByLabelText('Asunto'), 'Noticias de noviembre');
  await user.click(await screen.findByRole('checkbox', { name: 'Jornada de vacunación' }));
  await user.click(screen.getByRole('checkbox', { name: 'Nueva plaza' }));
  await user.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
  const confirm = screen.getByRole('button', { name: 'Enviar ahora' });
  expect(confirm).toHaveFocus();
  expect(screen.getByText('¿Enviar «Noticias de noviembre» ahora a 3 suscriptores confirmados? No se puede deshacer.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.click(confirm);

  expect(await screen.findByText('Boletín en cola para 3 suscriptores confirmados.')).toBeInTheDocument();
  expect(sent).toEqual([{ customer_id: '1', subject: 'Noticias de noviembre', intro: '', post_ids: [8, 7] }]);
  const table = await screen.findByRole('table', { name: 'Boletines enviados, el más reciente primero' });
  const row = await within(table).findByRole('row', { name: /Noticias de noviembre/ });
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['3', '2', '1']);
  expect(screen.getByLabelText('Asunto')).toHaveValue('');
});

test('a refused send keeps what was written and says why', async () => {
  server().answer((call) => {
    if (call === 'post/list') return ok(stories, { total: 2, page: 1, pageSize: 20 });
    if (call === 'newsletterIssue/list') return ok({ subscribers: 1, issues: [] });
    if (call === 'newsletterIssue/send') return { status: 404, body: { res: 0, message: 'Alguna de las noticias elegidas no existe o no está publicada.' } };
    return undefined;
  });
  const user = userEvent.setup();
  renderConsole();
  await user.type(await screen.findByLabelText('Asunto'), 'Avisos');
  await user.click(await screen.findByRole('checkbox', { name: 'Nueva plaza' }));
  await user.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
  await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Alguna de las noticias elegidas no existe o no está publicada.');
  expect(screen.getByLabelText('Asunto')).toHaveValue('Avisos');
  expect(screen.getByRole('checkbox', { name: /Nueva plaza/ })).toBeChecked();
});
