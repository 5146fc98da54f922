// Generated malformed bodies, parameters, headers and paths against every route: the server
// must answer each with a status below 500, quickly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { csrfHeaders, describeEachDatabase } from './support/test-app.ts';

const postRoutes = [
  '/api/v2/blog/post/', '/api/v2/blog/post/detail/', '/api/v2/blog/page/', '/api/v2/blog/page/detail/',
  '/api/v2/blog/page/getPublicFile/', '/api/v2/contact/', '/api/v2/corporate/procedure/list/',
  '/api/v2/corporate/department/list/', '/api/v2/corporate/department/add/',
];
const getRoutes = ['/api/config/site/', '/api/config/remotes/', '/djstatic/sanrafael/procedures.json', '/djmedia/logos/sanrafael.svg', '/', '/procedures'];

const field = fc.constantFrom('customer_id', 'page', 'id', 'slug', 'page_id', 'name', 'email', 'phone', 'message', 'kind', 'is_active', '__proto__', 'constructor');
const value = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom('1', '2', '-1', '1e309', 'NaN', '', ' ', '0x10', '../../etc/passwd', '<script>', "' OR 1=1 --", '\u0000', 'transparencia'),
);
const jsonBody = fc.dictionary(field, value, { maxKeys: 8 }).map((object) => JSON.stringify(object));
const rawBody = fc.oneof(
  jsonBody,
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '1', '{"customer_id":', '\u0000', '{"a":' + '['.repeat(2000)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json; charset=latin1', '', 'x/y');
const pathSegment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%', '%E0%A4%A', '~', '.', '%c0%ae', 'procedures.json', 'a'.repeat(600)),
);
const randomPath = fc.tuple(fc.constantFrom('/djstatic/', '/djmedia/', '/api/v2/blog/', '/api/config/', '/api/v2/corporate/', '/', '/page/', '/blog-details/'), fc.array(pathSegment, { maxLength: 4 }))
  .map(([prefix, segments]) => prefix + segments.join('/'));
const query = fc.dictionary(fc.constantFrom('version', 'page', 'id', 'x'), fc.string({ maxLength: 50 }), { maxKeys: 3 })
  .map((entries) => new URLSearchParams(entries).toString());
const acceptEncoding = fc.oneof(
  fc.constantFrom('br', 'gzip', 'gzip, deflate, br, zstd', '*', '*;q=0', 'br;q=0, gzip;q=0', 'br;q=banana', 'identity;q=0', ';;,,', 'gzip;q=1.0000001'),
  fc.string({ maxLength: 60 }),
);

async function withinTime<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms); });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describeEachDatabase('bad input never yields a 5xx or a hang', (ctx) => {
  const runs = Number(process.env.FUZZ_RUNS ?? 400);

  test('malformed bodies and headers on every POST route', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...postRoutes), rawBody, contentType, fc.boolean(), fc.option(fc.string({ maxLength: 60 })),
      async (url, payload, type, withCsrf, auth) => {
        const headers: Record<string, string> = { ...(withCsrf ? csrfHeaders() : {}), ...(type ? { 'content-type': type } : {}) };
        if (auth !== null) headers.authorization = `Bearer ${auth}`;
        const response = await withinTime(ctx().app.inject({ method: 'POST', url, payload, headers }), 5000);
        assert.ok(response.statusCode < 500, `${url} ${payload.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      },
    ), { numRuns: runs });
  });

  test('generated paths, query strings and methods', async () => {
    await fc.assert(fc.asyncProperty(
      fc.oneof(randomPath, fc.constantFrom(...getRoutes)), query, fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), acceptEncoding,
      async (path, search, method, encoding) => {
        const url = search ? `${path}?${search}` : path;
        const response = await withinTime(ctx().app.inject({ method: method as 'GET', url, headers: { 'if-none-match': '"x"', 'accept-encoding': encoding } }), 5000);
        assert.ok(response.statusCode < 500, `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      },
    ), { numRuns: runs });
  });
});
