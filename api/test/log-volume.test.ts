// The default log stays small under load (finding 7 of issue 18): at LOG_LEVEL=info a mixed load
// of pages, reads, writes and client errors writes at most 100 bytes per request on average.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { createTestContext, csrfHeaders } from './support/test-app.ts';

test('at the default level the log averages at most 100 B per request over a mixed load', async (t) => {
  const context = await createTestContext('sqlite');
  let bytes = 0;
  let lines = 0;
  const sink = new Writable({ write(chunk: Buffer, _encoding, done) { bytes += chunk.length; lines += 1; done(); } });
  const app = await buildApp({ config: context.config, db: context.db, logStream: sink });
  try {
    const requests = 1000;
    for (let i = 0; i < requests; i += 1) {
      switch (i % 10) {
        case 0: await app.inject({ url: '/' }); break;
        case 1: await app.inject({ url: '/procedures' }); break;
        case 2: await app.inject({ url: '/api/config/site/' }); break;
        case 3: await app.inject({ url: '/djstatic/sanrafael/procedures.json' }); break;
        case 4: await app.inject({ method: 'POST', url: '/api/v2/blog/post/', payload: { customer_id: '1' } }); break;
        case 5: await app.inject({ url: '/djmedia/logos/sanrafael.svg' }); break;
        case 6: await app.inject({ url: '/main.1a2b3c4d5e.js' }); break;
        case 7: await app.inject({ method: 'POST', url: '/api/v2/contact/', headers: csrfHeaders(), payload: { customer_id: '1', name: `Vecino ${i}`, email: 'v@example.com', phone: '04125551234' } }); break;
        case 8: await app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id: 999999 } }); break; // 404
        default: await app.inject({ method: 'POST', url: '/api/v2/contact/', payload: {} }); break; // 403
      }
    }
    const perRequest = bytes / requests;
    t.diagnostic(`log: ${bytes} B in ${lines} lines for ${requests} requests = ${perRequest.toFixed(1)} B per request`);
    assert.ok(perRequest <= 100, `${perRequest.toFixed(1)} B per request`);
  } finally {
    await app.close();
    await context.close();
  }
});
