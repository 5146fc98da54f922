// The admin's first screen on both databases: refused sign-ins of the city's accounts, e-mails that
// could not be delivered, today's changes; another city's never counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addStaff, corporate, login, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

describeEachDatabase('admin dashboard', (ctx) => {
  test("sign-in failures, delivery failures and today's changes of this city only", async () => {
    const { app, db } = ctx();
    await addStaff(db, 'admin1@admin-dash.example', 'admin', { customerId: '1' });
    await addStaff(db, 'clerk1@admin-dash.example', 'clerk', { customerId: '1' });
    await addStaff(db, 'clerk2@admin-dash.example', 'clerk', { customerId: '2' });
    for (const email of ['clerk1@admin-dash.example', 'clerk1@admin-dash.example', 'clerk2@admin-dash.example']) {
      assert.equal((await login(app, email, 'una-clave-equivocada-123')).statusCode, 401);
    }
    const mail = (customerId: string, status: 'failed' | 'sent', subject: string) => db.insertInto('outbox').values({
      customer_id: customerId, event: 'request_received', entity: 'userProcedure', entity_id: null, recipient: 'ana@example.com', language: 'es',
      message_id: `<${subject}@example>`, from_address: 'alcaldia@example.com', reply_to: '', subject, body_text: 'x', body_html: '<p>x</p>', attachments: '[]', headers: '{}',
      status, next_attempt_at: new Date().toISOString(), claim_token: null, claimed_until: null, last_error: status === 'failed' ? '550 no such user' : null,
      created: new Date().toISOString(), sent_at: null,
    }).execute();
    await mail('1', 'failed', 'Solicitud recibida T-1');
    await mail('1', 'sent', 'Solicitud recibida T-2');
    await mail('2', 'failed', 'Solicitud recibida de otra ciudad');

    const admin = await signedIn(app, 'admin1@admin-dash.example');
    assert.equal((await corporate(app, 'state/add', { customer_id: '1', name: 'Archivado' }, admin)).statusCode, 201);
    const answer = await corporate(app, 'adminDashboard/detail', { customer_id: '1' }, admin);
    assert.equal(answer.statusCode, 200, answer.body);
    const dashboard = answer.json().data;
    assert.deepEqual(dashboard.sign_in, { failures: 2, locked: 0 });
    assert.equal(dashboard.delivery.failed, 1);
    assert.deepEqual(dashboard.delivery.latest.map((row: { subject: string }) => row.subject), ['Solicitud recibida T-1']);
    assert.ok(dashboard.changes.total >= 1);
    assert.equal(dashboard.changes.latest[0].call_name, 'state/add');

    const refused = await corporate(app, 'adminDashboard/detail', { customer_id: '2' }, admin);
    assert.ok([403, 404].includes(refused.statusCode), refused.body);
    assert.ok(!refused.body.includes('otra ciudad'));
    const clerk = await corporate(app, 'adminDashboard/detail', { customer_id: '1' }, await signedIn(app, 'clerk1@admin-dash.example'));
    assert.equal(clerk.statusCode, 403);
  });
});
