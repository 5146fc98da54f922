// The news publishing workflow: every save is a version (listed with its author, restorable); a post
// scheduled at a time of the city's clock is published by the scheduled-publish job and then shows
// on the public news calls; the customer's approver role decides who publishes; another customer's
// posts, versions and ids are out of reach.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { publishDuePosts } from '../src/content/scheduled-publish.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

/** 'YYYY-MM-DD' and 'HH:MM' of an instant on Caracas' clock (UTC−4, customer 1's zone). */
function caracas(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() - 4 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

const publicPost = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { customer_id: '1', id } })).statusCode;

describeEachDatabase('post workflow', (ctx) => {
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  let editor2: Record<string, string>;
  before(async () => {
    const { app, db } = ctx();
    await addStaff(db, 'editor@workflow.example', 'editor', { customerId: '1' });
    await addStaff(db, 'admin@workflow.example', 'admin', { customerId: '1' });
    await addStaff(db, 'editor2@workflow.example', 'editor', { customerId: '2' });
    editor = await signedIn(app, 'editor@workflow.example');
    admin = await signedIn(app, 'admin@workflow.example');
    editor2 = await signedIn(app, 'editor2@workflow.example');
  });

  test('every save is a version with its author and time; restoring the first brings its content back as a new version', async () => {
    const { app } = ctx();
    const id = (await corporate(app, 'post/add', { customer_id: '1', title: 'Primera', body: '<p>Uno</p>' }, editor)).json().data.id;
    const updated = await corporate(app, 'post/update', { customer_id: '1', id, title: 'Segunda', body: '<p>Dos</p>' }, editor);
    assert.equal(updated.statusCode, 200, updated.body);
    const versions = (await corporate(app, 'post/revisions', { customer_id: '1', id }, editor)).json().data;
    assert.deepEqual(versions.map((v: { title: string; body: string; author: string }) => [v.title, v.body, v.author]), [
      ['Segunda', '<p>Dos</p>', 'editor@workflow.example'],
      ['Primera', '<p>Uno</p>', 'editor@workflow.example'],
    ]);
    assert.ok(!Number.isNaN(Date.parse(versions[0].created)));

    const restored = await corporate(app, 'post/restore', { customer_id: '1', id, revision_id: versions[1].id }, editor);
    assert.equal(restored.statusCode, 200, restored.body);
    assert.deepEqual([restored.json().data.title, restored.json().data.body, restored.json().data.status], ['Primera', '<p>Uno</p>', 'draft']);
    assert.equal((await corporate(app, 'post/revisions', { customer_id: '1', id }, editor)).json().data.length, 3);
  });

  test('a post scheduled on the city\'s clock is public only once the job has run after its time', async () => {
    const { app, db } = ctx();
    const id = (await corporate(app, 'post/add', { customer_id: '1', title: 'Programada', body: '<p>Pronto</p>' }, editor)).json().data.id;
    const past = await corporate(app, 'post/schedule', { customer_id: '1', id, ...caracas(new Date(clock().getTime() - 60_000)) }, editor);
    assert.equal(past.statusCode, 400, past.body);
    assert.equal(past.json().errors[0].field, 'time');
    assert.match(past.json().errors[0].message, /futuras/);

    const at = new Date(Math.ceil((clock().getTime() + 2 * 60_000) / 60_000) * 60_000);
    const scheduled = await corporate(app, 'post/schedule', { customer_id: '1', id, ...caracas(at) }, editor);
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal(scheduled.json().data.status, 'scheduled');
    assert.equal(scheduled.json().data.scheduled_at, at.toISOString());

    assert.equal(await publishDuePosts(app.context, clock()), 0);
    assert.equal(await publicPost(app, id), 404);
    offsetMs = at.getTime() - Date.now() + 1000;
    try {
      assert.equal(await publishDuePosts(app.context, clock()), 1);
    } finally {
      offsetMs = 0;
    }
    const row = await db.selectFrom('posts').select(['status', 'published_at', 'scheduled_at']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual({ ...row }, { status: 'published', published_at: at.toISOString(), scheduled_at: null });
    assert.equal(await publicPost(app, id), 200);

    const taken = await corporate(app, 'post/unpublish', { customer_id: '1', id }, editor);
    assert.equal(taken.json().data.status, 'unpublished');
    assert.equal(await publicPost(app, id), 404);
  });

  test('when the admin makes publishing an admin\'s job, an editor submits for review and an admin publishes', async () => {
    const { app, db } = ctx();
    await db.updateTable('customers').set({ post_approver_role: 'admin' }).where('id', '=', '1').execute();
    try {
      const id = (await corporate(app, 'post/add', { customer_id: '1', title: 'Para revisar' }, editor)).json().data.id;
      assert.equal((await corporate(app, 'post/detail', { customer_id: '1', id }, editor)).json().data.may_publish, false);
      const refused = await corporate(app, 'post/publish', { customer_id: '1', id }, editor);
      assert.equal(refused.statusCode, 403);
      assert.match(refused.json().message, /revisión/);
      const submitted = await corporate(app, 'post/submit', { customer_id: '1', id }, editor);
      assert.equal(submitted.json().data.status, 'review');
      assert.equal((await corporate(app, 'post/submit', { customer_id: '1', id }, editor)).statusCode, 409);
      const published = await corporate(app, 'post/publish', { customer_id: '1', id }, admin);
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().data.status, 'published');
    } finally {
      await db.updateTable('customers').set({ post_approver_role: 'editor' }).where('id', '=', '1').execute();
    }
  });

  test('another customer\'s editor reaches none of customer 1\'s posts or versions, by its own id or customer 1\'s', async () => {
    const { app } = ctx();
    const id = (await corporate(app, 'post/add', { customer_id: '1', title: 'Ajena' }, editor)).json().data.id;
    const revision = (await corporate(app, 'post/revisions', { customer_id: '1', id }, editor)).json().data[0].id;
    const own = (await corporate(app, 'post/add', { customer_id: '2', title: 'Propia' }, editor2)).json().data.id;
    const later = caracas(new Date(clock().getTime() + 3_600_000));
    for (const [call, extra] of [['post/revisions', {}], ['post/restore', { revision_id: revision }], ['post/schedule', later], ['post/submit', {}], ['post/publish', {}], ['post/unpublish', {}]] as const) {
      assert.equal((await corporate(app, call, { customer_id: '1', id, ...extra }, editor2)).statusCode, 403, call);
      assert.equal((await corporate(app, call, { customer_id: '2', id, ...extra }, editor2)).statusCode, 404, call);
    }
    // Its own post with customer 1's version: not found, nothing restored.
    const crossed = await corporate(app, 'post/restore', { customer_id: '2', id: own, revision_id: revision }, editor2);
    assert.equal(crossed.statusCode, 404);
    assert.equal((await corporate(app, 'post/detail', { customer_id: '2', id: own }, editor2)).json().data.title, 'Propia');
    assert.equal((await corporate(app, 'post/detail', { customer_id: '1', id }, editor)).json().data.status, 'draft');
  });
}, {}, { now: clock });
