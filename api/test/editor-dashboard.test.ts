// The editor's first screen on both databases: the city's drafts, its scheduled posts and what its readers answered over
// the last 30 days, with the newest comments of those who said no; never another city's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

const now = new Date('2026-12-15T16:00:00.000Z');

describeEachDatabase('editor dashboard', (ctx) => {
  test("drafts, scheduled posts and the last 30 days of readers' answers of this city only", async () => {
    const { app, db } = ctx();
    await db.deleteFrom('page_feedback').execute();
    const answer = (customerId: string, helpful: number, comment: string, created: string) =>
      db.insertInto('page_feedback').values({ customer_id: customerId, page_kind: 'procedure', page_id: 1, helpful, comment, created }).execute();
    await answer('1', 1, '', '2026-12-14T10:00:00.000Z');
    await answer('1', 0, 'No dice el horario.', '2026-12-13T10:00:00.000Z');
    await answer('1', 0, '', '2026-12-12T10:00:00.000Z');
    await answer('1', 0, 'Muy antiguo.', '2026-10-01T10:00:00.000Z'); // over 30 days ago
    await answer('2', 0, 'De otra ciudad.', '2026-12-14T10:00:00.000Z');
    const post = (customerId: string, title: string, status: string, scheduledAt: string | null) => db.insertInto('posts').values({
      customer_id: customerId, title, excerpt: '', image: '', images: '[]', body: '', format: 'standard', features_img: '[]',
      created: '2026-12-01 09:00:00', updated: '2026-12-01 09:00:00', status, published_at: null, scheduled_at: scheduledAt,
    }).returning('id').executeTakeFirstOrThrow();
    await db.deleteFrom('posts').where('status', '=', 'scheduled').execute();
    const later = await post('1', 'Feria del libro', 'scheduled', '2026-12-20T13:00:00.000Z');
    const sooner = await post('1', 'Corte de agua', 'scheduled', '2026-12-16T11:00:00.000Z');
    await post('2', 'Programada de otra ciudad', 'scheduled', '2026-12-16T10:00:00.000Z');
    const drafts = await db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', '1').where('status', '=', 'draft').executeTakeFirstOrThrow();

    await addStaff(db, 'editor1@dashboard.example', 'editor', { customerId: '1' });
    const editor = await signedIn(app, 'editor1@dashboard.example');
    const response = await corporate(app, 'editorDashboard/detail', { customer_id: '1' }, editor);
    assert.equal(response.statusCode, 200, response.body);
    const dashboard = response.json().data;
    assert.equal(dashboard.drafts.total, Number(drafts.n));
    assert.ok(dashboard.drafts.latest.length <= 10);
    assert.deepEqual(dashboard.scheduled, {
      total: 2,
      next: [
        { id: sooner.id, title: 'Corte de agua', scheduled_at: '2026-12-16T11:00:00.000Z' },
        { id: later.id, title: 'Feria del libro', scheduled_at: '2026-12-20T13:00:00.000Z' },
      ],
    });
    assert.ok(!response.body.includes('otra ciudad'));
    assert.deepEqual({ answers: dashboard.feedback.answers, helpful: dashboard.feedback.helpful }, { answers: 3, helpful: 1 });
    assert.deepEqual(dashboard.feedback.comments.map((row: { comment: string }) => row.comment), ['No dice el horario.']);

    const refused = await corporate(app, 'editorDashboard/detail', { customer_id: '2' }, editor);
    assert.ok([403, 404].includes(refused.statusCode), refused.body);
    assert.ok(!refused.body.includes('De otra ciudad.'));
    assert.ok(!refused.body.includes('Programada de otra ciudad'));
    await addStaff(db, 'clerk1@dashboard.example', 'clerk', { customerId: '1' });
    const clerk = await corporate(app, 'editorDashboard/detail', { customer_id: '1' }, await signedIn(app, 'clerk1@dashboard.example'));
    assert.equal(clerk.statusCode, 403);
  });
}, {}, { now: () => now });
