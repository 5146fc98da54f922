// Limits an attacker cannot step around: every code look-up shares one budget per client, the
// certificate page shares the JSON check's, and with Redis configured but unreachable each instance
// still enforces them (in memory), says 'degraded' in /readyz, and keeps cached answers seconds only.
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { RedisCluster } from '../src/cluster/redis-cluster.ts';
import { UNCONFIRMED_TTL_MS } from '../src/http/read-cache.ts';
import { multipart } from './support/multipart.ts';
import { randomRedisPrefix, redisAvailable, redisUrl } from './support/redis.ts';
import { createTestContext, csrfHeaders, describeEachDatabase, postgresAvailable, type DbKind } from './support/test-app.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { eventually } from './support/eventually.ts';

const who = { customer_id: '1', email: 'nadie@example.com' };

/** One code guess through each of the look-up routes, in turn. */
const lookups: ((app: FastifyInstance, ip: string, i: number) => Promise<number>)[] = [
  async (app, ip, i) => (await app.inject({ method: 'POST', url: '/api/v2/appointment/detail/', payload: { ...who, code: `A-2222222${i}` }, remoteAddress: ip })).statusCode,
  async (app, ip, i) => (await app.inject({ method: 'POST', url: '/api/v2/userProcedure/track/', payload: { ...who, code: `T-2222222${i}` }, remoteAddress: ip })).statusCode,
  async (app, ip, i) => (await app.inject({ method: 'POST', url: '/api/v2/userProcedure/downloadFile/', payload: { ...who, code: `T-3333333${i}`, requirement_id: 1 }, remoteAddress: ip })).statusCode,
  async (app, ip, i) => (await app.inject({ method: 'POST', url: '/api/v2/appointment/cancel/', payload: { ...who, code: `A-4444444${i}` }, headers: csrfHeaders(), remoteAddress: ip })).statusCode,
  async (app, ip, i) => {
    const form = multipart({ ...who, code: `T-5555555${i}`, requirement_id: '1' }, { name: 'dni.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') });
    return (await app.inject({ method: 'POST', url: '/api/v2/userProcedure/addFile/', payload: form.payload, headers: { ...form.headers, ...csrfHeaders() }, remoteAddress: ip })).statusCode;
  },
];

const certificateJson = (app: FastifyInstance, ip: string) =>
  app.inject({ url: '/api/v2/certificate/validate/?customer_id=1&number=SRV-2025-0001&register_id=R-1001', remoteAddress: ip });
const certificatePage = (app: FastifyInstance, ip: string) =>
  app.inject({ url: '/certificate/validation/SRV-2025-9999?register_id=R-1001', remoteAddress: ip });

describeEachDatabase('shared budgets', (ctx) => {
  test('appointment, request, download, addFile and cancel look-ups share one budget per client (LOOKUP_RATE_LIMIT 5)', async () => {
    const { app } = ctx();
    const statuses: number[] = [];
    for (const [i, lookup] of lookups.entries()) statuses.push(await lookup(app, '10.20.0.1', i));
    assert.ok(statuses.every((status) => status !== 429), `five guesses over five routes pass: ${statuses}`);
    for (const [i, lookup] of lookups.entries()) assert.equal(await lookup(app, '10.20.0.1', i), 429, `the sixth guess, on route ${i}, is refused`);
    assert.notEqual(await lookups[0]!(app, '10.20.0.2', 0), 429, 'another client is not limited');
  });

  test('the certificate validation page counts in the JSON check\'s budget (CERT_CHECK_RATE_LIMIT 3)', async () => {
    const { app } = ctx();
    assert.equal((await certificateJson(app, '10.21.0.1')).statusCode, 200);
    assert.equal((await certificatePage(app, '10.21.0.1')).statusCode, 404);
    assert.equal((await certificateJson(app, '10.21.0.1')).statusCode, 200);
    const page = await certificatePage(app, '10.21.0.1');
    assert.equal(page.statusCode, 429);
    assert.ok(Number(page.headers['retry-after']) > 0);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.equal((await certificateJson(app, '10.21.0.1')).statusCode, 429);
    assert.equal((await certificatePage(app, '10.21.0.2')).statusCode, 404, 'another client is not limited');
  });
}, { LOOKUP_RATE_LIMIT: '5', CERT_CHECK_RATE_LIMIT: '3' });

/** A loopback port nothing listens on: Redis configured there never answers. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const quiet = { warn: () => {}, info: () => {} };

for (const kind of ['sqlite', 'postgres'] as DbKind[]) {
  test(`[${kind}] Redis configured but unreachable: limits hold in memory and /readyz says degraded`, { skip: kind === 'postgres' && !postgresAvailable ? 'PostgreSQL unreachable' : false }, async () => {
    const context = await createTestContext(kind, { CERT_CHECK_RATE_LIMIT: '3', LOOKUP_RATE_LIMIT: '2' });
    const cluster = new RedisCluster({ url: `redis://127.0.0.1:${await closedPort()}`, prefix: randomRedisPrefix(), log: quiet });
    const app = await buildApp({ config: context.config, db: context.db, cluster, logger: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await certificateJson(app, '10.22.0.1')).statusCode);
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      const guesses: number[] = [];
      for (let i = 0; i < 3; i += 1) guesses.push(await lookups[0]!(app, '10.22.0.1', i));
      assert.deepEqual(guesses, [404, 404, 429]);
      const ready = await app.inject({ url: '/readyz' });
      assert.equal(ready.statusCode, 200, 'the instance keeps serving');
      assert.equal(ready.json().data.status, 'degraded');
      assert.equal(ready.json().data.redis, 'down');
      assert.match(ready.json().message, /Redis no responde/);
    } finally {
      await app.close();
      await cluster.close();
      await context.close();
    }
  });

  test(`[${kind}] an instance whose Redis is down cannot tell the others: their cached answers last seconds, not until the next write`, { skip: !redisAvailable ? 'Redis unreachable' : kind === 'postgres' && !postgresAvailable ? 'PostgreSQL unreachable' : false }, async () => {
    const context = await createTestContext(kind);
    const prefix = randomRedisPrefix();
    const connected = new RedisCluster({ url: redisUrl, prefix, log: quiet });
    const cutOff = new RedisCluster({ url: `redis://127.0.0.1:${await closedPort()}`, prefix, log: quiet });
    const reader = await buildApp({ config: context.config, db: context.db, cluster: connected, logger: false });
    const writer = await buildApp({ config: context.config, db: context.db, cluster: cutOff, logger: false });
    try {
      assert.equal(await connected.ready(), true);
      await addStaff(context.db, 'editor@ttl.example', 'editor');
      const editor = await signedIn(writer, 'editor@ttl.example');
      const titles = async () => ((await reader.inject({ method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1' } })).json().data as { id: number; title: string }[]);
      const first = (await titles())[0]!;
      const hidden = await corporate(writer, 'post/unpublish', { customer_id: '1', id: first.id }, editor);
      assert.equal(hidden.statusCode, 200, hidden.body);
      // Gone within the short expiry.
      await eventually(async () => assert.ok(!(await titles()).some((post) => post.id === first.id), 'the unpublished post is still listed'), { withinMs: UNCONFIRMED_TTL_MS + 2000, everyMs: 250 });
    } finally {
      await reader.close();
      await writer.close();
      await connected.close();
      await cutOff.close();
      await context.close();
    }
  });
}
