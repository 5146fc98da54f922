// Behind a proxy (findings 3 and 6 of issue 18): TRUST_PROXY names how many proxies (or which
// addresses) to trust, so a client cannot pick its own rate-limit key with X-Forwarded-For; a
// forwarded or raw Host is echoed into the page only when it is a configured host, and never
// multiplies the read cache.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestContext, csrfHeaders, postgresAvailable } from './support/test-app.ts';

const message = { customer_id: '1', name: 'Vecina', email: 'vecina@example.com', phone: '04125551234' };

function bootOf(html: string): { apiHost: string } {
  const match = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'boot data block present');
  return JSON.parse(match[1]!);
}

test('TRUST_PROXY takes a hop count or proxy addresses; true means one hop, with a warning', () => {
  assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy, ['10.0.0.1', '10.1.0.0/16']);
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  const trueConfig = loadConfig({ TRUST_PROXY: 'true' });
  assert.equal(trueConfig.trustProxy, 1);
  assert.match(trueConfig.warnings.join('\n'), /TRUST_PROXY=true/);
  assert.throws(() => loadConfig({ TRUST_PROXY: 'banana' }), ConfigError);
  assert.throws(() => loadConfig({ PUBLIC_HOSTS: 'https://x.example/path' }), ConfigError);
});

for (const trustProxy of ['1', 'true']) {
  test(`with TRUST_PROXY=${trustProxy}, rotating the left-most X-Forwarded-For does not escape the write limit`, async () => {
    const context = await createTestContext('sqlite', { TRUST_PROXY: trustProxy, WRITE_RATE_LIMIT: '30' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        // The proxy appends the address it saw (203.0.113.9); the client wrote everything before it.
        const response = await context.app.inject({
          method: 'POST', url: '/api/v2/contact/', payload: { ...message, name: `Vecina ${i}` },
          headers: { ...csrfHeaders(), 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      assert.equal(statuses.filter((status) => status === 201).length, 30);
      assert.equal(statuses[30], 429);
      // Another client behind the same proxy has its own allowance.
      const other = await context.app.inject({
        method: 'POST', url: '/api/v2/contact/', payload: message, headers: { ...csrfHeaders(), 'x-forwarded-for': '203.0.113.10' },
      });
      assert.equal(other.statusCode, 201);
    } finally {
      await context.close();
    }
  });
}

test('a forwarded host outside PUBLIC_HOSTS is never echoed into apiHost or egovHost; a listed one is', async () => {
  const context = await createTestContext('sqlite', { TRUST_PROXY: '1', PUBLIC_HOSTS: 'portal.example.org' });
  try {
    const evil = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const page = await context.app.inject({ url: '/', headers: evil });
    assert.doesNotMatch(page.body, /evil\.example/);
    assert.equal(bootOf(page.body).apiHost, '');
    const config = await context.app.inject({ url: '/api/config/site/', headers: evil });
    assert.doesNotMatch(config.body, /evil\.example/);
    const listed = await context.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.org' } });
    assert.equal(bootOf(listed.body).apiHost, 'https://portal.example.org');
    // A raw Host header is held to the same list.
    const raw = await context.app.inject({ url: '/', headers: { host: 'evil.example' } });
    assert.equal(bootOf(raw.body).apiHost, '');
  } finally {
    await context.close();
  }
});

test('5,000 requests with 5,000 different hosts share one cached site config', async () => {
  const context = await createTestContext('sqlite');
  try {
    const first = await context.app.inject({ url: '/api/config/site/' });
    const etag = first.headers.etag;
    for (let i = 0; i < 5000; i += 1) {
      const response = await context.app.inject({ url: '/api/config/site/', headers: { host: `h${i}.example` } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers.etag, etag, `host h${i}.example got another body`);
    }
    const { size } = context.app.context.cache;
    assert.ok(size <= 2, `${size} cache entries`);
  } finally {
    await context.close();
  }
});

test('a client reaching the server directly from a public address cannot claim another address or host', async () => {
  const context = await createTestContext('sqlite', { TRUST_PROXY: '1' });
  try {
    const direct = { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '10.9.9.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' } };
    const response = await context.app.inject({ url: '/', ...direct });
    assert.equal(response.headers['strict-transport-security'], undefined);
    const viaProxy = await context.app.inject({ url: '/', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(String(viaProxy.headers['strict-transport-security']), /max-age/);
  } finally {
    await context.close();
  }
});

test('TRUST_PROXY=N@addresses: a hop count with the nearest proxy named; a bare count warns', () => {
  assert.deepEqual(loadConfig({ TRUST_PROXY: '2@10.0.0.5, 10.1.0.0/16' }).trustProxy, { hops: 2, nearest: ['10.0.0.5', '10.1.0.0/16'] });
  assert.match(loadConfig({ TRUST_PROXY: '1' }).warnings.join('\n'), /any loopback or private peer/);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '1@10.0.0.5' }).warnings, []);
  assert.throws(() => loadConfig({ TRUST_PROXY: '1@banana' }), ConfigError);
  assert.throws(() => loadConfig({ TRUST_PROXY: '0@10.0.0.5' }), ConfigError);
});

for (const kind of ['sqlite', 'postgres'] as const) {
  test(`[${kind}] with TRUST_PROXY=2@10.0.0.5 the hop count is applied to the address chain, and only from the named balancer`, { skip: kind === 'postgres' && !postgresAvailable ? 'PostgreSQL unreachable' : false }, async () => {
    const context = await createTestContext(kind, { TRUST_PROXY: '2@10.0.0.5', LOOKUP_RATE_LIMIT: '1' });
    const lookup = (remoteAddress: string, forwarded: string) => context.app.inject({
      method: 'POST', url: '/api/v2/appointment/detail/', remoteAddress, headers: { 'x-forwarded-for': forwarded },
      payload: { customer_id: '1', code: 'A-23456789', email: 'x@example.com' },
    });
    try {
      // Through the balancer (10.0.0.5) and a CDN hop (203.0.113.50): the client is the entry before them,
      // whatever the client wrote further left.
      assert.equal((await lookup('10.0.0.5', '192.0.2.1, 198.51.100.1, 203.0.113.50')).statusCode, 404);
      assert.equal((await lookup('10.0.0.5', '192.0.2.2, 198.51.100.1, 203.0.113.50')).statusCode, 429, 'same client, another forged entry');
      assert.equal((await lookup('10.0.0.5', '198.51.100.2, 203.0.113.50')).statusCode, 404, 'another client');
      // A machine of the private network that is not the balancer is the client itself.
      assert.equal((await lookup('10.9.9.9', '198.51.100.3, 203.0.113.50')).statusCode, 404);
      assert.equal((await lookup('10.9.9.9', '198.51.100.4, 203.0.113.51')).statusCode, 429, 'its forged chain is not believed');
    } finally {
      await context.close();
    }
  });
}
