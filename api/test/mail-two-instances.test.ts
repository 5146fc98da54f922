// Two real server processes on one PostgreSQL database share one outbox: with a flaky SMTP server
// (one connection in five refused with a 421) each of 500 queued messages arrives exactly once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { adminToken, defaultRegistry, indexHtml, postgresAvailable, postgresUrl } from './support/test-app.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { headersOf, startSmtp, type TestSmtp } from './support/smtp.ts';
import { eventually } from './support/eventually.ts';

const COUNT = 500;

describe('two instances deliver one outbox', { skip: postgresAvailable ? false : 'PostgreSQL unreachable' }, () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let dir = '';
  let servers: ServerProcess[] = [];
  let client: pg.Client;
  let smtp: TestSmtp;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-two-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
    client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path to ${schema}`);
    smtp = await startSmtp({ refuseRate: 0.2 });
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.toString(), SHELL_DIST: path.join(dir, 'shell'), MEDIA_DIR: path.join(dir, 'media'), REMOTES_FILE: path.join(dir, 'remotes.json'),
      ADMIN_TOKENS: adminToken, MAIL_WORKER: 'on', MAIL_DIR: path.join(dir, 'mail'), SMTP_URL: smtp.url,
      MAIL_POLL_MS: '20', MAIL_RETRY_BASE_MS: '20', MAIL_TIMEOUT_MS: '2000', MAIL_MAX_ATTEMPTS: '60',
    };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });

  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await client?.query(`drop schema ${schema} cascade`).catch(() => {});
    await client?.end();
    await smtp?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test(`each of ${COUNT} queued messages is delivered exactly once`, { timeout: 120_000 }, async () => {
    await client.query(`
      insert into outbox (customer_id, event, entity, entity_id, recipient, language, message_id, from_address, reply_to, subject,
        body_text, body_html, attachments, headers, status, attempts, next_attempt_at, created)
      select '1', 'contact.received', 'contact', null, 'vecino' || g || '@example.com', 'es', '<m' || g || '.test@sanrafael.example>',
        '"San Rafael" <atencion@sanrafael.example>', 'atencion@sanrafael.example', 'Mensaje ' || g, 'Texto ' || g, '<p>Texto ' || g || '</p>',
        '[]', '{}', 'queued', 0, '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z'
      from generate_series(1, ${COUNT}) g`);
    await eventually(async () => {
      const sent = (await client.query(`select count(*)::int as n from outbox where status = 'sent'`)).rows[0].n;
      assert.equal(sent, COUNT, `${sent} of ${COUNT} sent`);
    }, { withinMs: 100_000, everyMs: 200 });
    // Both instances stopped (each finishes what it was sending): nothing can arrive late after this.
    await Promise.all(servers.map((server) => server.stop()));
    const ids = smtp.received.map((mail) => headersOf(mail.raw)['message-id']);
    assert.equal(new Set(ids).size, COUNT, 'every message arrived');
    assert.equal(ids.length, COUNT, 'none arrived twice');
    assert.ok(smtp.turnedAway > 0, 'the server refused some connections');
    const retried = (await client.query(`select count(*)::int as n from outbox_attempts where outcome = 'retry'`)).rows[0].n;
    assert.ok(retried > 0, 'refused deliveries were retried');
  });
});
