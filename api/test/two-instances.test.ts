// Two real server processes on one PostgreSQL database and one Redis behave as one portal
// (issue 18): shared rate limits, cache invalidation broadcast within a second, idempotency
// across instances, and no acknowledged write lost when one instance stops mid-burst.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { adminToken, csrfHeaders, postgresAvailable } from './support/test-app.ts';
import { redisAvailable } from './support/redis.ts';
import { request, type ServerProcess } from './support/server-process.ts';
import { startInstances, type Instances } from './support/instances.ts';
import { eventually } from './support/eventually.ts';

const message = { customer_id: '1', kind: 'contact', name: 'Vecina', email: 'vecina@example.com', phone: '04125551234' };
const skip = !postgresAvailable ? 'PostgreSQL unreachable' : !redisAvailable ? 'Redis unreachable' : false;

describe('two instances on one PostgreSQL and one Redis', { skip }, () => {
  let instances: Instances;
  let a: ServerProcess;
  let b: ServerProcess;
  let client: pg.Client;

  before(async () => {
    instances = await startInstances(2, { WRITE_RATE_LIMIT: '30' });
    [a, b] = instances.servers as [ServerProcess, ServerProcess];
    client = instances.client;
  });

  after(async () => {
    await instances?.close();
  });

  test('both report Redis in /readyz and the database was seeded once', async () => {
    for (const server of [a, b]) assert.equal((await request(server.port, 'GET', '/readyz')).json().data.redis, 'ok');
    const { rows } = await client.query('select count(*)::int as n from site_config');
    assert.equal(rows[0].n, 1);
  });

  test('30 writes spread over both instances use up the allowance: the 31st gets 429', async () => {
    const from = '127.0.0.2';
    for (let i = 0; i < 30; i += 1) {
      const response = await request(i % 2 === 0 ? a.port : b.port, 'POST', '/api/v2/contact/', { body: { ...message, name: `Vecina ${i}` }, headers: csrfHeaders(), from });
      assert.equal(response.status, 201, `write ${i + 1}: ${response.body}`);
    }
    for (const server of [a, b]) {
      const response = await request(server.port, 'POST', '/api/v2/contact/', { body: message, headers: csrfHeaders(), from });
      assert.equal(response.status, 429);
      assert.match(response.json().message, /Demasiadas solicitudes/);
    }
  });

  test('a department added through A is in B\'s procedures.json, with a new version, within 1 s', async () => {
    const first = await request(b.port, 'GET', '/djstatic/sanrafael/procedures.json');
    assert.equal(first.status, 200);
    const { version } = first.json();
    // B has it cached now.
    assert.equal((await request(b.port, 'GET', '/djstatic/sanrafael/procedures.json', { headers: { 'if-none-match': String(first.headers.etag) } })).status, 304);
    const name = `Departamento ${randomBytes(3).toString('hex')}`;
    const added = await request(a.port, 'POST', '/api/v2/corporate/department/add/', { body: { customer_id: '1', name }, headers: { authorization: `Bearer ${adminToken}` }, from: '127.0.0.3' });
    assert.equal(added.status, 201, added.body);
    const seen = await eventually(async () => {
      const catalogue: { version: string; departments: { name: string }[] } = (await request(b.port, 'GET', '/djstatic/sanrafael/procedures.json')).json();
      assert.ok(catalogue.departments.some((department) => department.name === name), 'B still serves the old catalogue');
      return catalogue;
    }, { withinMs: 1000 });
    assert.notEqual(seen.version, version);
  });

  test('a contact retry with the same Idempotency-Key, once through A and once through B, stores one row', async () => {
    const key = `two-instances-${randomBytes(6).toString('hex')}`;
    const headers = { ...csrfHeaders(), 'idempotency-key': key };
    const first = await request(a.port, 'POST', '/api/v2/contact/', { body: message, headers, from: '127.0.0.4' });
    const retry = await request(b.port, 'POST', '/api/v2/contact/', { body: message, headers, from: '127.0.0.4' });
    assert.equal(first.status, 201);
    assert.equal(retry.status, 201);
    assert.equal(retry.json().data.id, first.json().data.id);
    const { rows } = await client.query('select count(*)::int as n from contact_messages where idempotency_key = $1', [key]);
    assert.equal(rows[0].n, 1);
  });

  test('stopping A in the middle of a burst loses no acknowledged write, and B keeps serving', async (t) => {
    const tag = randomBytes(4).toString('hex');
    // 10 client addresses × 25 messages: under each address's allowance of 30. A is stopped as soon
    // as the first message is acknowledged, however slow the machine is, so the stop lands mid-burst.
    let firstAck: () => void = () => {};
    const acknowledgedOnce = new Promise<void>((resolve) => { firstAck = resolve; });
    const sends = Array.from({ length: 250 }, (_, i) => request(a.port, 'POST', '/api/v2/contact/', {
      body: { ...message, name: `Ráfaga ${tag} ${i}` }, headers: csrfHeaders(), from: `127.0.1.${10 + (i % 10)}`,
    }).then((answer) => { if (answer.status === 201) firstAck(); return answer; }, () => null));
    await Promise.race([acknowledgedOnce, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const code = await a.stop('SIGTERM');
    const answers = await Promise.all(sends);
    assert.equal(code, 0, a.output());
    const acknowledged = answers.filter((answer) => answer?.status === 201).map((answer) => answer!.json().data.id as number);
    t.diagnostic(`${acknowledged.length} of 250 acknowledged before A stopped`);
    assert.ok(acknowledged.length > 0, 'some writes were acknowledged before the stop');
    assert.ok(acknowledged.length < 250 || answers.every((answer) => answer?.status === 201), 'the stop happened mid-burst');
    const { rows } = await client.query('select id from contact_messages where name like $1', [`Ráfaga ${tag} %`]);
    const stored = new Set(rows.map((row: { id: number }) => row.id));
    for (const id of acknowledged) assert.ok(stored.has(id), `acknowledged message ${id} is missing`);
    assert.ok(answers.every((answer) => answer === null || [201, 503].includes(answer.status)), 'no other answer than stored or retry-later');
    assert.equal((await request(b.port, 'POST', '/api/v2/contact/', { body: message, headers: csrfHeaders(), from: '127.0.0.5' })).status, 201);
  });
});
