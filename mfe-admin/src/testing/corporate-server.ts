// A loopback portal for the console's unit tests: real HTTP through the shared client (so the
// anti-forgery header and cookies are what a browser sends), with each corporate call answered by
// the test's handler. Only the federation runtime is mocked (jest.config.cjs).
import { json, startTestServer, type SeenRequest } from '@portal/shared/testing/http-server';
import type { StaffIdentity } from '@portal/contract';
import { callsOfRole } from '@portal/contract';
import { setBoot } from '@portal/shared/testing/boot';

export type Answer = { status: number; body: unknown };
/** Answers one call; a promise holds the answer back, as a slow server would. */
export type CallHandler = (call: string, body: Record<string, unknown>) => Answer | undefined | Promise<Answer | undefined>;

export async function startCorporateServer() {
  let handler: CallHandler = () => undefined;
  const server = await startTestServer(async (req: SeenRequest, res) => {
    const match = /^\/api\/v2\/(?:corporate|staff)\/(.+?)\/$/.exec(req.url);
    const call = match?.[1] ?? req.url;
    const body = req.body && req.headers['content-type']?.includes('json') ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    const answer = await handler(call, body);
    if (!answer) return json(res, 404, { res: 0, message: `Sin respuesta de prueba para ${call}.` });
    json(res, answer.status, answer.body);
  });
  return {
    ...server,
    answer(next: CallHandler) {
      handler = next;
    },
    /** The requests made for one call. */
    calls(call: string) {
      return server.seen.filter((req) => req.url.endsWith(`/${call}/`));
    },
  };
}

export function identity(role: StaffIdentity['role'], email = `${role}@sanrafael.example`): StaffIdentity {
  return {
    id: 1, email, role, customer_id: '1', calls: callsOfRole(role), expires_at: '2030-01-01T00:00:00Z', idle_minutes: 30,
    factors: { passkeys: 0, totp: false }, second_factor_required: false, must_enrol: false,
  };
}

export const ok = (data: unknown, extra: object = {}): Answer => ({ status: 200, body: { res: 1, data, message: 'Hecho.', ...extra } });
export const paged = (rows: unknown[], total = rows.length, page = 1): Answer => ok(rows, { total, page, pageSize: 20 });
export const refused = (status: number, message: string, errors?: { field: string; message: string }[]): Answer => ({ status, body: { res: 0, message, ...(errors ? { errors } : {}) } });

export type CorporateServer = Awaited<ReturnType<typeof startCorporateServer>>;

/**
 * A test file's loopback portal: started once for the file, and before each test its requests are
 * forgotten and the boot block points the console at it (customer 1). Call at the file's top level.
 */
export function corporateServerPerFile(): () => CorporateServer {
  let server: CorporateServer | undefined;
  beforeAll(async () => {
    server = await startCorporateServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.seen.length = 0;
    setBoot({ customerId: '1', apiHost: server!.url, csrfToken: 'tok-123', registry: {} });
  });
  return () => server!;
}
