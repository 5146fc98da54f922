// City certificates (issue 15): the public check with each verdict, the unknown pair, masking, bad
// input, the rate limit (also across two instances sharing Redis), the PDF and its hash, the
// validation page's 404, and the clerks' calls: add (JSON and multipart with a PDF), revoke seen at
// once by the public check, role checks.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { RedisCluster } from '../src/cluster/redis-cluster.ts';
import { simplePdf } from '../src/modules/certificates/demo-pdf.ts';
import { multipart } from './support/multipart.ts';
import { randomRedisPrefix, redisAvailable, redisUrl } from './support/redis.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { createTestContext, describeEachDatabase } from './support/test-app.ts';

const check = (app: FastifyInstance, query: Record<string, string>, remoteAddress = '10.0.0.1') =>
  app.inject({ url: `/api/v2/certificate/validate/?${new URLSearchParams({ customer_id: '1', ...query })}`, remoteAddress });

describeEachDatabase('the public certificate check', (ctx) => {
  test('a valid certificate: verdict, details, the holder masked, the PDF hash and a download that matches it', async () => {
    const { app } = ctx();
    const response = await check(app, { number: ' srv-2025-0001 ', register_id: 'r-1001' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { res, data } = response.json();
    assert.equal(res, 1);
    assert.equal(data.status, 'valido');
    assert.equal(data.number, 'SRV-2025-0001');
    assert.equal(data.type, 'Solvencia municipal');
    assert.equal(data.issued_on, '2025-06-02');
    assert.equal(data.expires_on, null);
    assert.ok(data.department, 'the department it came from');
    assert.equal(data.holder_initials, 'M. J. P. R.');
    assert.equal(data.holder_id, '***678');
    assert.ok(!response.body.includes('María') && !response.body.includes('12.345'), 'neither the name nor the id is published');
    assert.match(data.pdf.sha256, /^[0-9a-f]{64}$/);

    const pdf = await app.inject({ url: data.pdf.url, remoteAddress: '10.0.0.1' });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /attachment; filename="certificado-SRV-2025-0001\.pdf"/);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.equal(createHash('sha256').update(pdf.rawPayload).digest('hex'), data.pdf.sha256);
  });

  test('a revoked certificate says when and why; an expired one says vencido; neither has a PDF', async () => {
    const { app } = ctx();
    const revoked = (await check(app, { number: 'SRV-2025-0002', register_id: 'R-1002' })).json().data;
    assert.equal(revoked.status, 'revocado');
    assert.equal(revoked.revoked_on, '2025-10-01');
    assert.equal(revoked.revocation_reason, 'Emitido por error');
    assert.equal(revoked.pdf, null);
    const expired = (await check(app, { number: 'SRV-2024-0099', register_id: 'R-0999' })).json().data;
    assert.equal(expired.status, 'vencido');
    assert.equal(expired.expires_on, '2025-01-31');
    assert.equal(expired.revocation_reason, null);
  });

  test('an unknown pair, a number with another register, another customer: 404 with the same Spanish message', async () => {
    const { app } = ctx();
    const queries: Record<string, string>[] = [
      { number: 'SRV-2025-9999', register_id: 'R-1001' },
      { number: 'SRV-2025-0001', register_id: 'R-1002' },
      { number: 'SRV-2025-0001', register_id: 'R-1001', customer_id: '999' },
    ];
    for (const query of queries) {
      const response = await check(app, query);
      assert.equal(response.statusCode, 404, JSON.stringify(query));
      assert.deepEqual(response.json(), { res: 0, message: 'No encontramos un certificado con ese número y registro.' });
    }
    const pdf = await app.inject({ url: '/api/v2/certificate/pdf/?customer_id=1&number=SRV-2025-9999&register_id=R-1001', remoteAddress: '10.0.0.1' });
    assert.equal(pdf.statusCode, 404);
  });

  test('bad input: 400 with a Spanish message naming the field, never 5xx', async () => {
    const { app } = ctx();
    const cases: [Record<string, string>, string][] = [
      [{ number: '', register_id: 'R-1001' }, 'number'],
      [{ number: '   ', register_id: 'R-1001' }, 'number'],
      [{ number: 'SRV-2025-0001', register_id: '' }, 'register_id'],
      [{ number: "SRV' OR 1=1 --", register_id: 'R-1001' }, 'number'],
      [{ number: 'A'.repeat(41), register_id: 'R-1001' }, 'number'],
      [{ number: 'A'.repeat(500), register_id: 'R-1001' }, 'number'],
      [{ number: 'SRV-2025-0001', register_id: 'R<script>' }, 'register_id'],
    ];
    for (const [query, field] of cases) {
      const response = await check(app, query);
      assert.equal(response.statusCode, 400, `${JSON.stringify(query)} → ${response.body}`);
      const body = response.json();
      assert.equal(body.res, 0);
      assert.match(body.message, /[áéíóúñ]|revise|campo|parámetro/i);
      assert.ok(body.errors.some((error: { field: string }) => error.field === field), response.body);
    }
    const missing = await app.inject({ url: '/api/v2/certificate/validate/?customer_id=1&number=SRV-2025-0001', remoteAddress: '10.0.0.1' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors[0].field, 'register_id');
  });

  test('the validation page answers 200 for a known certificate and 404 for an unknown or incomplete one; without a number it is the form', async () => {
    const { app } = ctx();
    assert.equal((await app.inject({ url: '/certificate/validation/SRV-2025-0001?register_id=R-1001' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/certificate/validation/srv-2025-0002?register_id=r-1002' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/certificate/validation/SRV-2025-9999?register_id=R-1001' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/certificate/validation/SRV-2025-0001' })).statusCode, 404);
    // No number at all: the check's form ('Validar Certificados' in the footer leads there).
    assert.equal((await app.inject({ url: '/certificate/validation/?register_id=' })).statusCode, 200);
  });

  test('clerks add (with a PDF), list and read certificates; revoke shows at once in the public check', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'clerk@certs.example', 'clerk');
    await addStaff(db, 'editor@certs.example', 'editor');
    const clerk = await signedIn(app, 'clerk@certs.example');
    const editor = await signedIn(app, 'editor@certs.example');

    const pdfBytes = simplePdf('Prueba', ['Certificado de prueba']);
    const form = multipart({ customer_id: '1', number: 'srv-2026-0100', register_id: 'r-2000', type: 'Solvencia municipal', procedure_id: '1', holder_name: 'Luis Alberto Méndez', holder_national_id: 'V-15.222.333', issued_on: '2026-01-10', expires_on: '' },
      { field: 'pdf', name: 'solvencia.pdf', type: 'application/pdf', bytes: pdfBytes });
    const added = await app.inject({ method: 'POST', url: '/api/v2/corporate/certificate/add/', payload: form.payload, headers: { ...clerk, ...form.headers } });
    assert.equal(added.statusCode, 201, added.body);
    const id = added.json().data.id as number;

    const publicAnswer = (await check(app, { number: 'SRV-2026-0100', register_id: 'R-2000' })).json().data;
    assert.equal(publicAnswer.status, 'valido');
    assert.equal(publicAnswer.holder_initials, 'L. A. M.');
    assert.equal(publicAnswer.holder_id, '***333');
    assert.equal(publicAnswer.pdf.sha256, createHash('sha256').update(pdfBytes).digest('hex'));

    const duplicate = await corporate(app, 'certificate/add', { customer_id: '1', number: 'SRV-2026-0100', register_id: 'R-2000', type: 'Otro', holder_name: 'X Y', holder_national_id: 'V-1.111', issued_on: '2026-01-11' }, clerk);
    assert.equal(duplicate.statusCode, 409);

    const listed = await corporate(app, 'certificate/list', { customer_id: '1', q: 'méndez' }, clerk);
    assert.equal(listed.statusCode, 200);
    assert.equal(listed.json().total, 1);
    assert.equal(listed.json().data[0].holder_national_id, 'V-15.222.333', 'staff see the full id');
    assert.equal(listed.json().data[0].has_pdf, true);

    const detail = (await corporate(app, 'certificate/detail', { customer_id: '1', id }, clerk)).json().data;
    assert.equal(detail.procedure_id, 1);
    assert.ok(detail.department_name);

    assert.equal((await corporate(app, 'certificate/revoke', { customer_id: '1', id, reason: 'Datos del titular incorrectos' }, editor)).statusCode, 403, 'editors may not revoke');
    const revoked = await corporate(app, 'certificate/revoke', { customer_id: '1', id, reason: 'Datos del titular incorrectos', revoked_on: '2026-02-01' }, clerk);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json().data.verdict, 'revocado');
    const after = (await check(app, { number: 'SRV-2026-0100', register_id: 'R-2000' })).json().data;
    assert.equal(after.status, 'revocado', 'the public check sees the revocation at once');
    assert.equal(after.revoked_on, '2026-02-01');
    assert.equal(after.revocation_reason, 'Datos del titular incorrectos');
    assert.equal((await corporate(app, 'certificate/revoke', { customer_id: '1', id, reason: 'Otra vez' }, clerk)).statusCode, 409);

    const audit = await db.selectFrom('audit_log').select(['call_name', 'entity_id']).where('entity', '=', 'certificate').orderBy('id').execute();
    assert.deepEqual(audit.map((row) => row.call_name), ['certificate/add', 'certificate/revoke']);
    assert.ok(audit.every((row) => row.entity_id === id));
  });

  test('certificate/add refuses a file that is not a PDF (by content) and one over 10 MB, and stores nothing', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'clerk2@certs.example', 'clerk');
    const clerk = await signedIn(app, 'clerk2@certs.example');
    const fields = { customer_id: '1', number: 'SRV-2026-0200', register_id: 'R-3000', type: 'Solvencia municipal', holder_name: 'Ana Díaz', holder_national_id: 'V-7.654.321', issued_on: '2026-01-10' };
    const fake = multipart(fields, { field: 'pdf', name: 'solvencia.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') });
    const refused = await app.inject({ method: 'POST', url: '/api/v2/corporate/certificate/add/', payload: fake.payload, headers: { ...clerk, ...fake.headers } });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /PDF/);
    const big = multipart(fields, { field: 'pdf', name: 'grande.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]) });
    const tooBig = await app.inject({ method: 'POST', url: '/api/v2/corporate/certificate/add/', payload: big.payload, headers: { ...clerk, ...big.headers } });
    assert.equal(tooBig.statusCode, 413);
    assert.match(tooBig.json().message, /10 MB/);
    const stored = await db.selectFrom('certificates').select('id').where('number', '=', 'SRV-2026-0200').execute();
    assert.equal(stored.length, 0);
  });
});

describeEachDatabase('the public check rate limit', (ctx) => {
  test('CERT_CHECK_RATE_LIMIT checks per client and minute, then 429 with Retry-After; other clients go on', async () => {
    const { app } = ctx();
    for (let i = 0; i < 3; i += 1) assert.equal((await check(app, { number: 'SRV-2025-9999', register_id: 'R-1', }, '10.9.0.1')).statusCode, 404);
    const limited = await check(app, { number: 'SRV-2025-0001', register_id: 'R-1001' }, '10.9.0.1');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.json().res, 0);
    assert.equal((await check(app, { number: 'SRV-2025-0001', register_id: 'R-1001' }, '10.9.0.2')).statusCode, 200);
  });
}, { CERT_CHECK_RATE_LIMIT: '3' });

test('the limit is shared by instances over Redis', { skip: redisAvailable ? false : 'Redis unreachable' }, async () => {
  const context = await createTestContext('sqlite', { CERT_CHECK_RATE_LIMIT: '4' });
  const prefix = randomRedisPrefix();
  const log = { warn: () => {}, info: () => {} };
  const clusters = [new RedisCluster({ url: redisUrl, prefix, log }), new RedisCluster({ url: redisUrl, prefix, log })];
  const apps = await Promise.all(clusters.map((cluster) => buildApp({ config: context.config, db: context.db, cluster, logger: false })));
  try {
    // Until both links are up a store error lets requests through (skipOnError): wait for them.
    assert.deepEqual(await Promise.all(clusters.map((cluster) => cluster.ready())), [true, true]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await check(apps[i % 2]!, { number: 'SRV-2025-0001', register_id: 'R-1001' }, '10.8.0.1')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  } finally {
    for (const app of apps) await app.close();
    for (const cluster of clusters) await cluster.close();
    await context.close();
  }
});

test('the answer time does not tell a known number from an unknown one', async () => {
  const context = await createTestContext('sqlite', { CERT_CHECK_RATE_LIMIT: '100000' });
  try {
    const once = async (number: string) => {
      const started = process.hrtime.bigint();
      await check(context.app, { number, register_id: 'R-1001' });
      return Number(process.hrtime.bigint() - started);
    };
    for (let i = 0; i < 50; i += 1) await once('SRV-2025-0001'); // warm up
    // Interleaved, so a busy machine slows both kinds alike; medians, so one pause (a GC, another
    // process) does not decide the comparison.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      known.push(await once('SRV-2025-0001'));
      unknown.push(await once(`SRV-2025-${String(7000 + i)}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [knownMedian, unknownMedian] = [median(known), median(unknown)];
    // Same query and same work on both paths: within a wide margin (the machine is shared).
    assert.ok(unknownMedian > knownMedian * 0.5 && unknownMedian < knownMedian * 2, `median known ${knownMedian} ns, unknown ${unknownMedian} ns`);
  } finally {
    await context.close();
  }
});
