// Two instances on one PostgreSQL and one Redis share their rendered pages: a page one of them
// rendered is served by the other without a render of its own, and a post published through one
// shows on the other's /blog-grid/ within a second (the purge by tag travels through Redis).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { renderOf, writeEchoShellBuild } from './support/echo-shell-build.ts';
import { eventually } from './support/eventually.ts';
import { startInstances, type Instances } from './support/instances.ts';
import { bootData } from './support/plain-forms.ts';
import { parsePrometheusText } from './support/prometheus-text.ts';
import { redisAvailable } from './support/redis.ts';
import { request, type ServerProcess } from './support/server-process.ts';
import { adminToken, postgresAvailable } from './support/test-app.ts';

const skip = !postgresAvailable ? 'PostgreSQL unreachable' : !redisAvailable ? 'Redis unreachable' : false;

/** How many renders of `outcome` an instance counted (its /metrics). */
async function renders(server: ServerProcess, outcome: string): Promise<number> {
  const families = parsePrometheusText((await request(server.port, 'GET', '/metrics')).body);
  return (families.get('portal_ssr_render_duration_seconds')?.samples ?? [])
    .filter((sample) => sample.name === 'portal_ssr_render_duration_seconds_count' && sample.labels.outcome === outcome)
    .reduce((total, sample) => total + sample.value, 0);
}

describe('rendered pages shared by two instances', { skip }, () => {
  let instances: Instances;
  let a: ServerProcess;
  let b: ServerProcess;

  before(async () => {
    // A page is kept a minute: only a purge can make it change within the test.
    instances = await startInstances(2, { SSR_CACHE_MS: '60000' }, { prepareShell: writeEchoShellBuild });
    [a, b] = instances.servers as [ServerProcess, ServerProcess];
  });

  after(async () => {
    await instances?.close();
  });

  test('a page A rendered is served by B from the shared cache, without a render on B', async () => {
    const fromA = await request(a.port, 'GET', '/contact', { headers: { host: 'localhost' } });
    assert.equal(fromA.status, 200);
    const renderedOnB = await renders(b, 'rendered');
    const fromB = await request(b.port, 'GET', '/contact', { headers: { host: 'localhost' } });
    assert.equal(fromB.status, 200);
    assert.deepEqual(renderOf(fromB.body), renderOf(fromA.body), 'the same render');
    assert.equal(renderOf(fromB.body).process, a.child.pid);
    assert.equal(await renders(b, 'rendered'), renderedOnB, 'B rendered nothing');
    assert.ok((await renders(b, 'shared')) >= 1);
    // The same bytes from either instance: a CDN in front of both revalidates with either.
    assert.equal(fromB.headers.etag, fromA.headers.etag);
    assert.match(String(fromB.headers['cache-control']), /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // A visitor of one's own on B gets the same render with B's token in its form.
    const own = await request(b.port, 'GET', '/contact', { headers: { host: 'localhost', cookie: 'seguimiento=x' } });
    assert.equal(renderOf(own.body).process, a.child.pid);
    const token = bootData(own.body).csrfToken;
    assert.match(token, /^[\w-]{32,}$/);
    assert.ok(own.body.includes(`name="csrftoken" value="${token}"`), 'the form carries B\'s token for this visitor');
  });

  test('a post published through A is on B\'s /blog-grid/ within 1 s', async () => {
    const page = () => request(b.port, 'GET', '/blog-grid/', { headers: { host: 'localhost' } });
    const before = await page();
    assert.equal(before.status, 200);
    // B keeps it: asked again, the same render.
    assert.deepEqual(renderOf((await page()).body), renderOf(before.body));
    const title = `Corte de agua ${Date.now()}`;
    const headers = { authorization: `Bearer ${adminToken}` };
    const added = await request(a.port, 'POST', '/api/v2/corporate/post/add/', { body: { customer_id: '1', title, body: '<p>Mañana</p>' }, headers, from: '127.0.0.6' });
    assert.equal(added.status, 201, added.body);
    const published = await request(a.port, 'POST', '/api/v2/corporate/post/publish/', { body: { customer_id: '1', id: added.json().data.id }, headers, from: '127.0.0.6' });
    assert.equal(published.status, 200, published.body);
    const seen = await eventually(async () => {
      const answer = await page();
      assert.ok(answer.body.includes(title), 'B still serves the news without the new post');
      return answer;
    }, { withinMs: 1000 });
    assert.ok(String(seen.headers['surrogate-key']).split(' ').includes(`post-${added.json().data.id}`));
  });
});
