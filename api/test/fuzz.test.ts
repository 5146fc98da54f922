// A short run of the fuzzer (npm run fuzz -w api sends 10,000 per database): random and
// near-valid requests for every route over real HTTP, none answered 5xx or left without answer.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { fuzz } from '../bench/fuzz-requests.ts';
import { adminToken, describeEachDatabase } from './support/test-app.ts';

describeEachDatabase('fuzzed requests over HTTP', (ctx) => {
  test('300 random and near-valid requests get no 5xx', async (t) => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx().app.server.address() as AddressInfo;
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
    const result = await fuzz(port, { count: Number(process.env.FUZZ_HTTP_RUNS ?? 300), seed, adminToken, concurrency: 8 });
    t.diagnostic(`seed ${seed}: ${JSON.stringify(result.byClass)}`);
    assert.deepEqual(result.failures, [], `seed ${seed}`);
  });
});
