// PostgreSQL goes away and comes back (finding 1 of issue 18): dropped pooled connections must
// not end the process; while the database is away /readyz and the API answer 503 in Spanish,
// cached reads keep working, and everything recovers by itself when it returns.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import pg from 'pg';
import { createTestContext, csrfHeaders, postgresAvailable, postgresUrl } from './support/test-app.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';

const message = { customer_id: '1', name: 'Vecina', email: 'vecina@example.com', phone: '04125551234' };

test('the server survives its database: terminated backends, an outage and the return', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, async () => {
  const target = new URL(postgresUrl);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const application = `portal-outage-${randomBytes(4).toString('hex')}`;
  const url = new URL(postgresUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.searchParams.set('application_name', application);
  // A dropped pooled connection reports its error on the pool and on itself: the same Error object.
  const lost = new Set<Error>();
  let onLost = () => {};
  const context = await createTestContext('postgres', { DATABASE_URL: url.toString() }, { onConnectionError: (error) => { lost.add(error); onLost(); } });
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { app } = context;
    // Three reads leave idle connections in the pool.
    await Promise.all([1, 2, 3].map((id) => app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id } })));
    assert.equal((await app.inject({ url: '/djstatic/sanrafael/procedures.json' })).statusCode, 200);

    // A restart, failover or idle reaper: the server kills our connections.
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [application]);
    assert.ok(killed.rowCount! > 0, 'the pool had connections to terminate');
    // The pool learns of each loss from its connection's error, and discards it.
    await new Promise<void>((resolve) => {
      onLost = () => { if (lost.size >= killed.rowCount!) resolve(); };
      onLost();
    });
    // Still here (an unhandled pool 'error' used to end the process), and serving from new connections.
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() })).statusCode, 201);

    // The database goes away.
    await proxy.cut();
    const ready = await app.inject({ url: '/readyz' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().data.database, 'down');
    const started = Date.now();
    const write = await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() });
    assert.equal(write.statusCode, 503);
    assert.match(write.json().message, /Intente de nuevo/);
    const read = await app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id: 4 } });
    assert.equal(read.statusCode, 503);
    assert.match(read.json().message, /no está disponible/);
    assert.ok(Date.now() - started < 8000, 'a request fails within seconds, it does not hang');
    assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200, 'the process is alive');
    assert.equal((await app.inject({ url: '/djstatic/sanrafael/procedures.json' })).statusCode, 200, 'cached reads still answer');

    // It comes back: no restart needed.
    await proxy.restore();
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() })).statusCode, 201);
    assert.equal((await app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id: 4 } })).statusCode, 200);
  } finally {
    await admin.end();
    await proxy.restore().catch(() => {});
    await context.close();
    await proxy.close();
  }
});

test('a frozen PostgreSQL (connections open, nothing answers): requests get a Spanish 503 within 5 s, and the log holds no cancel key', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, async () => {
  const target = new URL(postgresUrl);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const url = new URL(postgresUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  const lines: string[] = [];
  const context = await createTestContext('postgres', { DATABASE_URL: url.toString() });
  const { buildApp } = await import('../src/app.ts');
  const { Writable } = await import('node:stream');
  const logStream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  const app = await buildApp({ config: context.config, db: context.db, logger: true, logStream });
  try {
    // Connections in the pool, then the database stops answering mid-conversation.
    await Promise.all([1, 2, 3].map((id) => app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id } })));
    proxy.freeze();
    const started = Date.now();
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id: 5 } }),
      app.inject({ method: 'POST', url: '/api/v2/contact/', payload: message, headers: csrfHeaders() }),
    ]);
    const took = Date.now() - started;
    for (const answer of answers) {
      assert.equal(answer.statusCode, 503, answer.body);
      assert.match(answer.json().message, /Intente de nuevo/);
      assert.ok(Number(answer.headers['retry-after']) > 0);
    }
    assert.ok(took < 5000, `answered in ${took} ms`);
    // It comes back: the abandoned connections were dropped, new ones serve.
    proxy.thaw();
    const after = await app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id: 6 } });
    assert.equal(after.statusCode, 200, after.body + lines.slice(-3).join(''));
    const log = lines.join('');
    assert.doesNotMatch(log, /secretKey|processID/);
    assert.ok(lines.every((line) => line.length < 4096), 'no line of kilobytes');
  } finally {
    proxy.thaw();
    await app.close();
    await context.close();
    await proxy.close();
  }
});

test('a dropped connection is logged as its kind, message and code, never the pool client hung on it (cancel secretKey)', async () => {
  const { loggableError } = await import('../src/db/loggable-error.ts');
  const error = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET', client: { processID: 4242, secretKey: 987654321, connectionParameters: { password: 'x' } } });
  const logged = JSON.stringify(loggableError(error));
  assert.deepEqual(JSON.parse(logged), { type: 'Error', message: 'Connection terminated unexpectedly', code: 'ECONNRESET' });
  assert.doesNotMatch(logged, /secretKey|987654321|processID/);
});
