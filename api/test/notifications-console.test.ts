// The console's side of e-mail: a clerk's reply to a contact message reaches the citizen (a real SMTP
// server in this process) and stays in the thread; the delivery log shows each message's state with
// the server's answer, resends one, and answers only for the staff's own customer.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { adminToken, createTestContext, csrfHeaders, type TestContext } from './support/test-app.ts';
import { headersOf, partsOf, startSmtp, type TestSmtp } from './support/smtp.ts';
import { eventually } from './support/eventually.ts';

describe('replies and the delivery log', () => {
  let smtp: TestSmtp;
  let t: TestContext;
  let clerk: Record<string, string>;
  let otherClerk: Record<string, string>;
  let messageId = 0;

  before(async () => {
    smtp = await startSmtp();
    t = await createTestContext('sqlite', { SMTP_URL: smtp.url, MAIL_TIMEOUT_MS: '500', MAIL_RETRY_BASE_MS: '10' });
    await addStaff(t.db, 'clerk@sanrafael.example', 'clerk', { customerId: '1' });
    await addStaff(t.db, 'clerk@santalucia.example', 'clerk', { customerId: '2' });
    clerk = await signedIn(t.app, 'clerk@sanrafael.example');
    otherClerk = await signedIn(t.app, 'clerk@santalucia.example');
    const sent = await t.app.inject({
      method: 'POST', url: '/api/v2/contact/', headers: { ...csrfHeaders(), cookie: `${csrfHeaders().cookie}; lang=en` },
      payload: { customer_id: '1', kind: 'contact', name: 'Rosa Pérez', email: 'rosa@example.org', phone: '0414-555-0101', message: 'The street light on 5th street is out.' },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    messageId = sent.json().data.id;
    await t.app.context.mail.drain();
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('a clerk\'s reply is e-mailed from the city with the reference in the subject, kept in the thread, and marks the message answered', async () => {
    const updated = await corporate(t.app, 'mailSettings/update', { customer_id: '1', reply_to: 'buzon@sanrafael.example' }, { authorization: `Bearer ${adminToken}` });
    assert.equal(updated.statusCode, 200, updated.body);
    const replied = await corporate(t.app, 'contact/reply', { customer_id: '1', id: messageId, body: 'The crew fixes it on Monday.' }, clerk);
    assert.equal(replied.statusCode, 200, replied.body);
    const message = replied.json().data;
    assert.equal(message.status, 'answered');
    assert.equal(message.answered_by, 'clerk@sanrafael.example');
    await t.app.context.mail.drain();
    const reply = smtp.received.at(-1)!;
    assert.deepEqual(reply.to, ['rosa@example.org']);
    assert.equal(reply.from, 'atencion@sanrafael.example');
    const headers = headersOf(reply.raw);
    assert.match(headers.subject!, new RegExp(`Reply to your message \\[${message.reference}\\]`), 'in the language the citizen wrote in');
    assert.equal(headers['reply-to'], 'buzon@sanrafael.example');
    const text = partsOf(reply.raw).find((part) => part.contentType.startsWith('text/plain'))!.text;
    assert.match(text, /> The crew fixes it on Monday\./);
    const thread = (await corporate(t.app, 'contact/detail', { customer_id: '1', id: messageId }, clerk)).json().data;
    assert.deepEqual(thread.replies.map((item: { body: string; delivery: string }) => [item.body, item.delivery]), [['The crew fixes it on Monday.', 'sent']]);
  });

  test('the log shows each message with its state and the server\'s answer; a message is resent as a new one', async () => {
    const listed = await corporate(t.app, 'mail/list', { customer_id: '1' }, clerk);
    assert.equal(listed.statusCode, 200, listed.body);
    const rows = listed.json().data as { id: number; event: string; recipient: string; status: string }[];
    assert.deepEqual(rows.map((row) => row.event), ['contact.reply', 'contact.received']);
    assert.ok(rows.every((row) => row.status === 'sent' && row.recipient === 'rosa@example.org'), 'the city\'s clerk sees the address');
    const masked = (await corporate(t.app, 'mail/list', { customer_id: '1' }, { authorization: `Bearer ${adminToken}` })).json().data;
    assert.equal(masked[0].recipient, 'r***@example.org', 'a platform token does not');

    // The server turns connections away (421): the reply waits for a retry, with the answer logged.
    smtp.mood = 'refuse';
    await t.db.updateTable('customers').set({ mail_reply_to: '' }).where('id', '=', '1').execute();
    const second = await corporate(t.app, 'contact/reply', { customer_id: '1', id: messageId, body: 'One more thing.' }, clerk);
    assert.equal(second.statusCode, 200);
    await t.app.context.mail.runOnce();
    const retrying = (await corporate(t.app, 'mail/list', { customer_id: '1', event: 'contact.reply', status: 'queued' }, clerk)).json().data;
    assert.equal(retrying.length, 1);
    assert.match(retrying[0].last_error, /421/);
    const detail = (await corporate(t.app, 'mail/detail', { customer_id: '1', id: retrying[0].id }, clerk)).json().data;
    assert.deepEqual(detail.attempts_log.map((item: { outcome: string }) => item.outcome), ['retry']);
    smtp.mood = 'accept';
    const resent = await corporate(t.app, 'mail/resend', { customer_id: '1', id: rows[0]!.id }, clerk);
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().data.status, 'queued');
    const before = smtp.received.length;
    // The retried message is sent once its backoff has passed.
    await eventually(async () => {
      await t.app.context.mail.runOnce();
      assert.equal(smtp.received.length, before + 2, 'the retried message and the resent one arrived');
    }, { everyMs: 30 });
  });

  test('another customer\'s staff gets 403 with its own customer id; its own customer id finds no row of this one (404)', async () => {
    const { id } = (await corporate(t.app, 'mail/list', { customer_id: '1' }, clerk)).json().data[0];
    assert.equal((await corporate(t.app, 'mail/list', { customer_id: '1' }, otherClerk)).statusCode, 403);
    assert.equal((await corporate(t.app, 'mail/detail', { customer_id: '1', id }, otherClerk)).statusCode, 403);
    assert.equal((await corporate(t.app, 'mail/detail', { customer_id: '2', id }, otherClerk)).statusCode, 404);
    assert.equal((await corporate(t.app, 'mail/resend', { customer_id: '2', id }, otherClerk)).statusCode, 404);
    assert.equal((await corporate(t.app, 'contact/reply', { customer_id: '2', id: messageId, body: 'Hola' }, otherClerk)).statusCode, 404);
    assert.equal((await corporate(t.app, 'mail/list', { customer_id: '2' }, otherClerk)).json().total, 0);
  });
});
