// /api/v2/corporate/contact/{list,detail,markAnswered,reply}/ (clerks): the contact inbox. A message is
// 'new' until a clerk marks it answered with a note or e-mails a reply; who and when are kept with it,
// and the replies form its thread.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { InboxMessage, InboxMessageSummary } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { ContactMessageTable } from '../db/schema.ts';
import { found, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { HttpError } from '../http/errors.ts';

const EXCERPT_LENGTH = 140;

function toSummary(row: Selectable<ContactMessageTable>): InboxMessageSummary {
  const excerpt = row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH - 1)}…` : row.message;
  return {
    id: row.id, reference: row.reference ?? '', created: row.created, kind: row.kind === 'quote' ? 'quote' : 'contact',
    name: row.name, email: row.email, phone: row.phone, excerpt, status: row.answered_at === null ? 'new' : 'answered',
  };
}

async function toMessage(db: Db, row: Selectable<ContactMessageTable>): Promise<InboxMessage> {
  const replies = await db.selectFrom('contact_replies').leftJoin('outbox', 'outbox.id', 'contact_replies.outbox_id')
    .select(['contact_replies.id', 'contact_replies.body', 'contact_replies.at', 'contact_replies.author', 'outbox.status'])
    .where('contact_replies.customer_id', '=', row.customer_id).where('contact_replies.message_id', '=', row.id)
    .orderBy('contact_replies.id').execute();
  return {
    ...toSummary(row), message: row.message, answered_at: row.answered_at, answered_by: row.answered_by, answer_note: row.answer_note,
    replies: replies.map((reply) => ({ id: reply.id, body: reply.body, at: reply.at, author: reply.author, delivery: reply.status ?? 'sent' })),
  };
}

export async function messageRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('contact_messages').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), 'El mensaje indicado no existe.');
}

/** The message as the console shows it, with its thread. */
export async function inboxMessage(db: Db, customerId: string, id: number): Promise<InboxMessage> {
  return toMessage(db, await messageRow(db, customerId, id));
}

/** Registers the inbox calls. */
export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.contactList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('contact_messages').where('customer_id', '=', body.customer_id)
        .where((eb) => matchesWords(eb, ['reference', 'name', 'email', 'message'], body.q));
      if (body.status === 'new') query = query.where('answered_at', 'is', null);
      if (body.status === 'answered') query = query.where('answered_at', 'is not', null);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(toSummary), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.contactDetail,
    handler: async ({ body, db }) => ok(await inboxMessage(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.contactMarkAnswered, write: { entity: 'contact', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const row = await messageRow(db, body.customer_id, body.id);
      if (row.answered_at !== null) throw new HttpError(409, `Este mensaje ya lo marcó como respondido ${row.answered_by ?? 'otra persona'} el ${row.answered_at}.`);
      await db.updateTable('contact_messages')
        .set({ answered_at: ctx.now().toISOString(), answered_by: actor.label, answered_staff_id: actor.staffId, answer_note: body.note.trim() })
        .where('id', '=', body.id).where('answered_at', 'is', null).execute();
      return ok(await inboxMessage(db, body.customer_id, body.id), 'Mensaje marcado como respondido.');
    },
  });
}
