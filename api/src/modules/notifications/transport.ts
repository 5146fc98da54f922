// Delivers one outbox row through Nodemailer: SMTP when SMTP_URL is set, else an RFC 5322 .eml file
// per message in MAIL_DIR (what a developer or a test reads is exactly what would have been sent).
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Selectable } from 'kysely';
import type { MailSettings } from '../../config.ts';
import type { OutboxTable } from '../../db/schema.ts';
import type { Attachment } from './layout.ts';

export type OutboxRow = Selectable<OutboxTable>;

export interface Transport {
  /** resolves with the server's answer ('250 OK …', or the file written); rejects with the failure */
  deliver(row: OutboxRow, signal?: AbortSignal): Promise<string>;
  close(): void;
}

/** Why a delivery failed, and whether trying later can help. */
export interface DeliveryFailure {
  response: string;
  /** a 5xx answer to the message itself: the same message would be refused again */
  permanent: boolean;
}

function message(row: OutboxRow) {
  const attachments = JSON.parse(row.attachments) as Attachment[];
  const headers = JSON.parse(row.headers) as Record<string, string>;
  return {
    from: row.from_address,
    to: row.recipient,
    replyTo: row.reply_to || undefined,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    messageId: row.message_id,
    date: new Date(row.created),
    headers,
    attachments: attachments.map((item) => ({ filename: item.filename, contentType: item.contentType, content: item.content })),
  };
}

function smtpTransport(settings: MailSettings & { smtpUrl: string }): Transport {
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    async deliver(row, signal) {
      // The signal closes a connection that outlives the claim's lease, so a slow server cannot make
      // the message look abandoned to another instance while this one is still sending it.
      const info = await transporter.sendMail({ ...message(row), ...(signal ? { signal } : {}) });
      return String(info.response ?? '250 OK');
    },
    close: () => transporter.close(),
  };
}

/** The file of an outbox row: its id names it, so delivering one row twice rewrites one file. */
export function emlFileName(row: Pick<OutboxRow, 'id' | 'created'>): string {
  return `${row.created.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${String(row.id).padStart(8, '0')}.eml`;
}

function fileTransport(dir: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(row) {
      const info = await transporter.sendMail(message(row));
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, emlFileName(row));
      // Written whole, then renamed: a reader never sees half a message.
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, info.message as Buffer);
      fs.renameSync(partial, file);
      return `written ${path.basename(file)}`;
    },
    close: () => transporter.close(),
  };
}

export function createTransport(settings: MailSettings): Transport {
  return settings.smtpUrl ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : fileTransport(settings.dir);
}

/** The failure as the delivery log shows it, and whether it is worth retrying. */
export function describeFailure(error: unknown): DeliveryFailure {
  const failure = error as { responseCode?: number; response?: string; code?: string; command?: string; message?: string };
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const response = (failure.response ?? [failure.code, failure.message].filter(Boolean).join(' ')) || String(error);
  // A 5xx answer to the recipient or the content is the server's final word about this message (no
  // such mailbox, refused content). Anything else may pass later: a 4xx, a refused or dropped
  // connection, a timeout, and also a 5xx at greeting or sign-in, which is the server's or the
  // settings' fault and would otherwise fail every message at once.
  const aboutMessage = failure.command === 'RCPT TO' || failure.command === 'DATA';
  return { response: response.slice(0, 1000), permanent: code !== null && code >= 500 && code < 600 && aboutMessage };
}
