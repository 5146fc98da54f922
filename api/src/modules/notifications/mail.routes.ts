// /api/v2/corporate/mail/* : the delivery log of a city's e-mail (clerks), resending one message, and
// the city's reply-to address (admins). Every query is bound to the body's customer, which the
// corporate access check has already matched against the caller.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { isEmail, type MailEvent, type MailSummary, calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OutboxTable } from '../../db/schema.ts';
import { fieldError, found, ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import type { Actor } from '../../staff/actor.ts';
import { loadCity } from './city.ts';

/** 'maria.perez@example.com' → 'm***@example.com'. */
export function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The city's own staff answer citizens and see their addresses; platform operators and tokens do not need them. */
const seesRecipients = (actor: Actor) => actor.customerId !== null && actor.kind === 'staff';

function toSummary(row: Selectable<OutboxTable>, actor: Actor): MailSummary {
  return {
    id: row.id, event: row.event as MailEvent, recipient: seesRecipients(actor) ? row.recipient : maskAddress(row.recipient), subject: row.subject,
    language: row.language, status: row.status, attempts: row.attempts, last_error: row.last_error, created: row.created, sent_at: row.sent_at,
    next_attempt_at: row.next_attempt_at,
  };
}

async function outboxRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('outbox').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), 'El correo indicado no existe.');
}

async function settingsOf(db: Db, ctx: AppContext, customerId: string) {
  const city = await loadCity(db, ctx.config, customerId);
  const row = await db.selectFrom('customers').select('mail_reply_to').where('id', '=', customerId).executeTakeFirstOrThrow();
  return { reply_to: row.mail_reply_to, from_address: city.email };
}

export function mailRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.mailList,
    handler: async ({ body, db, actor }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('outbox').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['recipient', 'subject'], body.q));
      if (body.status !== undefined) query = query.where('status', '=', body.status);
      if (body.event !== undefined) query = query.where('event', '=', body.event);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map((row) => toSummary(row, actor)), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.mailDetail,
    handler: async ({ body, db, actor }) => {
      const row = await outboxRow(db, body.customer_id, body.id);
      const attempts = await db.selectFrom('outbox_attempts').select(['at', 'outcome', 'response'])
        .where('customer_id', '=', body.customer_id).where('outbox_id', '=', row.id).orderBy('id').execute();
      const text = seesRecipients(actor) ? row.body_text : row.body_text.split(row.recipient).join(maskAddress(row.recipient));
      return ok({ ...toSummary(row, actor), body_text: text, attempts_log: attempts });
    },
  });

  // A resend is a new message (its own Message-ID): the log keeps what happened to the first one.
  corporateCall(app, ctx, {
    call: calls.mailResend, write: { entity: 'mail', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const row = await outboxRow(db, body.customer_id, body.id);
      const now = ctx.now().toISOString();
      const { id: _id, attempts: _attempts, ...copy } = row;
      const messageId = row.message_id.replace(/^<([^@]+)@/, (_match, local: string) => `<${local.split('.r')[0]}.r${Date.now().toString(36)}@`);
      const created = await db.insertInto('outbox').values({
        ...copy, message_id: messageId, status: 'queued', next_attempt_at: now, claim_token: null, claimed_until: null, last_error: null, created: now, sent_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('outbox_attempts').values({ outbox_id: row.id, customer_id: row.customer_id, at: now, outcome: 'resend', response: `reenviado por ${actor.label} como el correo ${created.id}` }).execute();
      ctx.mail.nudge();
      return ok(toSummary(await outboxRow(db, body.customer_id, created.id), actor), 'El correo se volvió a poner en cola.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.mailSettingsDetail,
    handler: async ({ body, db }) => ok(await settingsOf(db, ctx, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: calls.mailSettingsUpdate, write: { entity: 'customer', invalidates: false },
    handler: async ({ body, db }) => {
      const replyTo = body.reply_to.trim();
      if (replyTo !== '' && !isEmail(replyTo)) throw fieldError('reply_to', 'Escriba una dirección de correo válida, o deje el campo vacío.');
      await db.updateTable('customers').set({ mail_reply_to: replyTo }).where('id', '=', body.customer_id).execute();
      return ok(await settingsOf(db, ctx, body.customer_id), 'Dirección de respuesta guardada.');
    },
  });
}
