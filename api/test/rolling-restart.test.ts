// A rolling restart loses nothing: two instances behind a load balancer set up as deploy/Caddyfile
// sets up Caddy (health checks on /readyz, a refused connection tried on the other instance), each
// stopped with SIGTERM and started again in turn while 200 clients browse and write. On SIGTERM an
// instance leaves the rotation (/readyz 503 'draining'), serves what still reaches it, finishes
// what is in flight and exits 0: every answer is a success and every acknowledged write is stored.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { csrfHeaders, postgresAvailable } from './support/test-app.ts';
import { redisAvailable } from './support/redis.ts';
import { request, startServer } from './support/server-process.ts';
import { startInstances, type Instances } from './support/instances.ts';
import { startLoadBalancer, type LoadBalancer } from './support/load-balancer.ts';
import { eventually } from './support/eventually.ts';

const skip = !postgresAvailable ? 'PostgreSQL unreachable' : !redisAvailable ? 'Redis unreachable' : false;
const CLIENTS = 200;
const message = { customer_id: '1', kind: 'contact', email: 'vecina@example.com', phone: '04125551234' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling restart behind a load balancer', { skip }, () => {
  let instances: Instances;
  let balancer: LoadBalancer;

  before(async () => {
    // Longer than the balancer's health interval (100 ms) with room for a busy machine.
    instances = await startInstances(2, { SHUTDOWN_DRAIN_MS: '1500', WRITE_RATE_LIMIT: '1000000', LOG_LEVEL: 'info' });
    balancer = await startLoadBalancer(instances.servers.map((server) => server.port), { healthEveryMs: 100 });
  });

  after(async () => {
    await balancer?.close();
    await instances?.close();
  });

  test(`each of two instances restarted in turn while ${CLIENTS} clients browse and write: 0 failed answers, 0 lost writes`, { timeout: 240_000 }, async (t) => {
    const tag = randomBytes(4).toString('hex');
    const failures: string[] = [];
    const acknowledged: number[] = [];
    let answers = 0;
    let running = true;
    const client = async (c: number) => {
      for (let i = 0; running; i += 1) {
        const write = i % 4 === 3;
        try {
          const answer = write
            ? await request(balancer.port, 'POST', '/api/v2/contact/', { body: { ...message, name: `Cliente ${c}-${i} ${tag}` }, headers: csrfHeaders() })
            : await request(balancer.port, 'GET', i % 2 === 0 ? '/djstatic/sanrafael/procedures.json' : '/api/config/site/');
          answers += 1;
          if (answer.status !== (write ? 201 : 200)) failures.push(`${answer.status} ${answer.body.slice(0, 120)}`);
          else if (write) acknowledged.push(answer.json().data.id as number);
        } catch (error) {
          failures.push(String(error));
        }
        // A visitor reads a moment before the next click (0.2–0.4 s: a fast one), so the load is
        // what 200 visitors make, not what 200 loops without pause would.
        await pause(200 + Math.random() * 200);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    // The clients stop however the restarts end: a failed step must fail the test, not leave 200
    // loops running and the test file waiting for them for ever.
    try {
      await eventually(() => assert.ok(acknowledged.length >= 100, `${acknowledged.length} writes so far`), { withinMs: 60_000, everyMs: 100 });

      for (const index of [0, 1]) {
        const old = instances.servers[index]!;
        const writesBefore = acknowledged.length;
        const exited = old.stop('SIGTERM');
        // Out of the rotation at once, while still answering.
        await eventually(async () => {
          const ready = await request(old.port, 'GET', '/readyz');
          assert.equal(ready.status, 503);
          assert.equal(ready.json().data.status, 'draining');
        }, { withinMs: 1000, everyMs: 20 });
        assert.equal(await exited, 0, old.output());
        instances.servers[index] = await startServer({ ...instances.env, PORT: String(old.port) });
        // Traffic flows through the restarted one before the next is stopped.
        await eventually(async () => assert.equal((await request(old.port, 'GET', '/readyz')).status, 200), { withinMs: 30_000 });
        await eventually(() => assert.ok(acknowledged.length >= writesBefore + 100), { withinMs: 60_000, everyMs: 100 });
      }
    } finally {
      running = false;
      await Promise.all(clients);
    }
    t.diagnostic(`${answers} answers, ${acknowledged.length} writes acknowledged, ${balancer.retried} requests tried on the other instance`);

    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} failed answers`);
    const { rows } = await instances.client.query<{ id: number }>('select id from contact_messages where name like $1', [`% ${tag}`]);
    const stored = rows.map((row) => row.id).sort((x, y) => x - y);
    assert.deepEqual(stored, [...acknowledged].sort((x, y) => x - y), 'every acknowledged write is stored, and nothing else');
  });
});
