import { render, screen, within } from '@testing-library/react';
import { PortalProviders, Route, Routes } from '@portal/shared';
import { TestRouter } from '../testing/TestRouter';
import { identity, ok, corporateServerPerFile } from '../testing/corporate-server';
import AdminConsole from '../pages/AdminConsole';

const server = corporateServerPerFile();

test('an editor reads, per page, how many citizens found it useful and their comments', async () => {
  server().answer((call) => (call === 'feedback/list'
    ? ok([{ kind: 'procedure', id: 4, title: 'Acta de nacimiento', url: '/sanrafael/corporate/procedure/preview/4', yes: 12, no: 3, comments: [{ helpful: false, comment: 'Falta el costo.', created: '2026-11-27T10:00:00Z' }] }])
    : undefined));
  render(
    <PortalProviders>
      <TestRouter initialEntries={['/admin/page-feedback']}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole identity={identity('editor')} />} />
        </Routes>
      </TestRouter>
    </PortalProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Respuestas por página, la más respondida primero' });
  const row = within(table).getByRole('row', { name: /Acta de nacimiento/ });
  expect(within(row).getByRole('link', { name: 'Acta de nacimiento' })).toHaveAttribute('href', '/sanrafael/corporate/procedure/preview/4');
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '3', 'No útil: Falta el costo.']);
  expect(JSON.parse(server().calls('feedback/list')[0].body)).toEqual({ customer_id: '1' });
});
