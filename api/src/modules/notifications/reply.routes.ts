// /api/v2/corporate/contact/reply/ (clerks): the answer to a contact message is e-mailed from the
// city's address with the message's reference in the subject, kept in the thread, and marks the
// message answered; reply, thread row and e-mail are one transaction.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { inboxMessage, messageRow } from '../../contact/inbox.routes.ts';
import { loadCity } from './city.ts';
import { languageOfEntity } from './language.ts';
import { queueMail } from './outbox.ts';
import { contactReply } from './templates/contact-mails.ts';

export function replyRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.contactReply, write: { entity: 'contact', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const row = await messageRow(db, body.customer_id, body.id);
      const now = ctx.now();
      const answer = body.body.trim();
      const city = await loadCity(db, ctx.config, body.customer_id);
      const language = await languageOfEntity(db, body.customer_id, 'contact', row.id);
      const outboxId = await queueMail(db, {
        city, event: 'contact.reply', entityId: row.id, recipient: row.email, language, now,
        mail: contactReply(city, language, { reference: row.reference ?? '', name: row.name, message: row.message, answer }),
      });
      await db.insertInto('contact_replies').values({ customer_id: body.customer_id, message_id: row.id, body: answer, at: now.toISOString(), author: actor.label, outbox_id: outboxId }).execute();
      if (row.answered_at === null) {
        await db.updateTable('contact_messages')
          .set({ answered_at: now.toISOString(), answered_by: actor.label, answered_staff_id: actor.staffId, answer_note: answer.slice(0, 2000) })
          .where('id', '=', row.id).where('answered_at', 'is', null).execute();
      }
      ctx.mail.nudge();
      return ok(await inboxMessage(db, body.customer_id, row.id), `Respuesta enviada a ${row.email}.`);
    },
  });
}
