// Random and near-valid requests for every route, from a seeded generator, sent to a listening
// server; counts answers by status class. Used by `npm run fuzz -w api` (10,000 per database,
// real server processes) and, with a few hundred, by test/fuzz.test.ts.
import { request } from '../test/support/server-process.ts';

const csrfToken = 'fuzz-csrf-token-abcdefghijklmnopqrstuvwxyz0123';
const csrf = { cookie: `csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken };

interface Route {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Every route with a body it accepts. */
export function validRoutes(adminToken: string): Route[] {
  const admin = { authorization: `Bearer ${adminToken}` };
  return [
    { method: 'POST', url: '/api/v2/blog/post/', body: { customer_id: '1', page: 0 } },
    { method: 'POST', url: '/api/v2/blog/post/detail/', body: { customer_id: '1', id: 1 } },
    { method: 'POST', url: '/api/v2/blog/page/', body: { customer_id: '1' } },
    { method: 'POST', url: '/api/v2/blog/page/detail/', body: { customer_id: '1', slug: 'transparencia' } },
    { method: 'POST', url: '/api/v2/blog/page/getPublicFile/', body: { customer_id: '1', page_id: 1 } },
    { method: 'POST', url: '/api/v2/contact/', body: { customer_id: '1', kind: 'contact', name: 'Vecina', email: 'vecina@example.com', phone: '+58 412 555 1234', message: 'Hola' }, headers: csrf },
    { method: 'POST', url: '/api/v2/contact/', body: { customer_id: '2', kind: 'quote', name: 'Empresa', email: 'empresa@example.com' }, headers: csrf },
    { method: 'POST', url: '/api/v2/corporate/procedure/list/', body: { customer_id: '1' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/department/list/', body: { customer_id: '2' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/department/add/', body: { customer_id: '1', name: 'Catastro', is_active: true }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/department/update/', body: { customer_id: '1', id: 1, name: 'Hacienda', is_active: true }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/procedure/detail/', body: { customer_id: '1', id: 1 }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/procedure/update/', body: { customer_id: '1', id: 2, calc_price: 10.5, office_ids: [1] }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/procedure/addRequirement/', body: { customer_id: '1', procedure_id: 3, requirement_id: 2, note: 'Copia', position: 0 }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/requirement/list/', body: { customer_id: '1', page: 1, pageSize: 10, q: 'cédula' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/office/add/', body: { customer_id: '1', name: 'Oficina', address: 'Calle 1', latitude: 10.1, longitude: -69.3, procedure_ids: [1] }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/schedule/add/', body: { customer_id: '1', office_id: 2, slot_minutes: 30, capacity: 2, valid_from: '2031-01-01', valid_to: null, days: [{ weekday: 2, start: '08:00', end: '12:00' }] }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/holiday/add/', body: { customer_id: '1', date: '2032-05-01', name: 'Feriado' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/post/add/', body: { customer_id: '1', title: 'Noticia', body: '<p>Hola</p>', format: 'standard' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/menu/add/', body: { customer_id: '1', label: 'Enlace', url: '/procedures', parent_id: null }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/site/update/', body: { customer_id: '1', siteName: 'Portal', customer: { phone: '+58 251 555 0100' } }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/contact/list/', body: { customer_id: '1', status: 'new' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/staff/logs/', body: { customer_id: '1', entity: 'department', entity_id: 1 }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/staff/invite/', body: { customer_id: '1', email: 'nueva@example.org', role: 'clerk' }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/staff/update/', body: { customer_id: '1', id: 1, role: 'editor', disabled: false }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/staff/unlock/', body: { customer_id: '1', id: 1 }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/staff/updatePolicy/', body: { customer_id: '2', editor: false }, headers: admin },
    { method: 'POST', url: '/api/v2/staff/passkey/options/', body: {}, headers: csrf },
    { method: 'POST', url: '/api/v2/staff/passkey/login/', body: { challenge_id: 'abc', response: { id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} } }, headers: csrf },
    { method: 'POST', url: '/api/v2/staff/link/complete/', body: { token: 'A'.repeat(43), password: 'una clave larga de prueba' }, headers: csrf },
    { method: 'POST', url: '/api/v2/corporate/certificate/add/', body: { customer_id: '1', number: 'SRV-2030-0001', register_id: 'R-1', type: 'Solvencia', procedure_id: 1, holder_name: 'Ana Díaz', holder_national_id: 'V-1.234.567', issued_on: '2026-01-02', expires_on: null }, headers: admin },
    { method: 'POST', url: '/api/v2/corporate/certificate/revoke/', body: { customer_id: '1', id: 1, reason: 'Error', revoked_on: '2026-01-03' }, headers: admin },
    { method: 'GET', url: '/api/v2/certificate/validate/?customer_id=1&number=SRV-2025-0001&register_id=R-1001' },
    { method: 'POST', url: '/api/v2/staff/login/', body: { email: 'nadie@example.org', password: 'x' }, headers: csrf },
    { method: 'GET', url: '/api/config/site/?version=1' },
    { method: 'GET', url: '/api/config/remotes/' },
    { method: 'GET', url: '/djstatic/sanrafael/procedures.json' },
    { method: 'GET', url: '/djmedia/logos/sanrafael.svg' },
    { method: 'GET', url: '/' },
    { method: 'GET', url: '/procedures' },
    { method: 'GET', url: '/healthz' },
    { method: 'GET', url: '/readyz' },
  ];
}

/** A small seeded generator (mulberry32), so a failing run can be repeated with its seed. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof generator>;

const awkward: unknown[] = [
  'Infinity', '-Infinity', 'NaN', '1e400', '-1e400', `1${'0'.repeat(309)}`, `-${'9'.repeat(310)}`, '0x10', '1e3', ' 1 ', '',
  ' ', '\u0000', 'a\u0000b', '\uD800', '\uFFFF', '😀'.repeat(50), 'x'.repeat(5000), "' OR 1=1 --", '<script>alert(1)</script>',
  '../../etc/passwd', '%00', '1', '2', '-1', '0', 2147483647, 2147483648, -2147483649, 9007199254740993, 1e308, -0, 0.5,
  1.7976931348623157e308, true, false, null, [], {}, [1], { $gt: '' }, { __proto__: { polluted: 1 } }, 'quote', 'contact',
  'transparencia', 'a@b.c', 'no es correo', '+58 412 555 1234', '(0251) 555-0100', '1234567',
];

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 1 ? 5 : 7)) {
    case 0: return random.pick(awkward);
    case 1: return random.int(2 ** 31) * (random.next() < 0.5 ? -1 : 1);
    case 2: return random.next() * 10 ** random.int(320);
    case 3: return Array.from({ length: random.int(40) }, () => String.fromCharCode(random.int(0x3000))).join('');
    case 4: return random.pick(awkward);
    case 5: return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default: return Object.fromEntries(Array.from({ length: random.int(4) }, () => [random.pick(['customer_id', 'id', 'name', 'x', 'page']), randomValue(random, depth + 1)]));
  }
}

/** A valid body changed a little: a field dropped, retyped, given an awkward value, or one added. */
function mutate(body: Record<string, unknown>, random: Random): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  const keys = Object.keys(copy);
  for (let i = 0, n = 1 + random.int(3); i < n; i += 1) {
    const key = random.pick(keys.length > 0 ? keys : ['customer_id']);
    switch (random.int(5)) {
      case 0: delete copy[key]; break;
      case 1: copy[key] = random.pick(awkward); break;
      case 2: copy[key] = randomValue(random); break;
      case 3: copy[random.pick(['extra', 'kind', 'id', 'page', 'slug', 'page_id', 'is_active', 'message', '__proto__', 'constructor'])] = randomValue(random); break;
      default: copy[key] = typeof copy[key] === 'number' ? String(copy[key]) : typeof copy[key] === 'string' ? Number(copy[key]) : String(copy[key]);
    }
  }
  return copy;
}

export interface FuzzResult {
  sent: number;
  byClass: Record<string, number>;
  /** up to ten 5xx answers, to reproduce */
  failures: string[];
}

/** Sends count requests (concurrency at a time) to a server on port; never throws for an answer. */
export async function fuzz(port: number, options: { count: number; seed: number; adminToken: string; concurrency?: number }): Promise<FuzzResult> {
  const random = generator(options.seed);
  const routes = validRoutes(options.adminToken);
  const result: FuzzResult = { sent: 0, byClass: {}, failures: [] };
  const one = async (): Promise<void> => {
    const route = random.pick(routes);
    const roll = random.next();
    let body: unknown = route.body;
    let raw: string | undefined;
    const headers: Record<string, string> = { ...(route.headers ?? {}) };
    if (route.body && roll < 0.15) body = randomValue(random); // random JSON
    else if (route.body && roll < 0.85) body = mutate(route.body, random); // near valid
    else if (roll < 0.9) raw = random.pick(['{', '[]', 'null', '"x"', '{"customer_id":', '\u0000', '{"a":' + '['.repeat(500), 'customer_id=1']);
    if (random.next() < 0.1) delete headers['x-csrftoken'];
    if (random.next() < 0.05) headers['content-type'] = random.pick(['text/plain', 'application/json; charset=latin1', 'x/y', 'multipart/form-data']);
    if (route.url === '/api/v2/contact/' && random.next() < 0.3) headers['idempotency-key'] = random.next() < 0.8 ? `fuzz-key-${random.int(50)}` : String(randomValue(random)).replace(/[^\x20-\x7e]/g, '').slice(0, 300);
    const method = route.method === 'GET' && random.next() < 0.05 ? random.pick(['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) : route.method;
    let url = route.url;
    if (random.next() < 0.1) url += `${url.includes('?') ? '&' : '?'}version=${encodeURIComponent(String(randomValue(random)).slice(0, 80).replace(/[\uD800-\uDFFF]/g, ''))}`;
    let status: number;
    try {
      const answer = raw !== undefined || body === undefined || method === 'GET' || method === 'HEAD'
        ? await request(port, method, url, { headers: raw !== undefined ? { 'content-type': 'application/json', ...headers } : headers, ...(raw !== undefined ? { raw } : {}) })
        : await request(port, method, url, { body: body as object, headers });
      status = answer.status;
      if (status >= 500 && result.failures.length < 10) result.failures.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${status} ${answer.body.slice(0, 200)}`);
    } catch (error) {
      status = 0;
      if (result.failures.length < 10) result.failures.push(`${method} ${url} → no answer: ${(error as Error).message}`);
    }
    result.sent += 1;
    const bucket = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
    result.byClass[bucket] = (result.byClass[bucket] ?? 0) + 1;
  };
  let issued = 0;
  const worker = async (): Promise<void> => {
    while (issued < options.count) {
      issued += 1;
      await one();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  return result;
}
