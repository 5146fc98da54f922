// The console's calls go through the table of calls: a call's body and answer are the types of its
// entry, its path the call's name under /api/v2/corporate/. The type checks below are enforced by `npm run typecheck` (this file is in the program).
import { corporatePath } from '@portal/contract';
import { setBoot } from '@portal/shared/testing/boot';
import { ok, startCorporateServer } from '../testing/corporate-server';
import { corporateCall, corporateList } from './corporate-client';

type Server = Awaited<ReturnType<typeof startCorporateServer>>;
let server: Server;
beforeAll(async () => {
  server = await startCorporateServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  setBoot({ customerId: '7', apiHost: server.url, csrfToken: 'tok-123', registry: {} });
});

test('a call of the table posts to its path with the console\'s customer and answers its data', async () => {
  server.answer((call, body) => (call === 'holiday/detail' ? ok({ id: body.id, date: '2026-12-25', name: 'Navidad' }) : undefined));
  const holiday = await corporateCall('holiday/detail', { id: 3 });
  expect(holiday.name).toBe('Navidad');
  const [request] = server.calls('holiday/detail');
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe(corporatePath('holiday/detail'));
  expect(JSON.parse(request!.body)).toEqual({ customer_id: '7', id: 3 });
});

test('a list call answers one page of the table\'s rows', async () => {
  server.answer((call) => (call === 'holiday/list' ? { status: 200, body: { res: 1, data: [{ id: 1, date: '2026-01-01', name: 'Año Nuevo' }], total: 1, page: 1, pageSize: 20 } } : undefined));
  const page = await corporateList('holiday/list', { year: 2026 });
  expect(page.data.map((holiday) => holiday.name)).toEqual(['Año Nuevo']);
  expect(page.total).toBe(1);
});

// Typed both ways by the table: these lines fail the typecheck unless the table refuses them.
export async function typeChecks(): Promise<void> {
  // @ts-expect-error holiday/add needs a date and a name
  await corporateCall('holiday/add', { name: 'Navidad' });
  // @ts-expect-error the answer of holiday/detail has no `title`
  (await corporateCall('holiday/detail', { id: 1 })).title.trim();
  // @ts-expect-error a call removed from the table (or never in it) cannot be made
  await corporateCall('holiday/removed', {});
}
