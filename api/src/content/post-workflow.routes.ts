// The news publishing workflow (editors): submit a draft for review; publish, schedule or take back
// (the customer's approver role, or an admin: post-rows.ts mayPublish); list a post's versions and
// restore one. A scheduled post is published by the scheduled-publish job (scheduled-publish.ts).
import type { FastifyInstance } from 'fastify';
import { businessTimeZone, calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../staff/actor.ts';
import { fieldError, found, ok, requireRealDate } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { HttpError } from '../http/errors.ts';
import { zonedInstant } from '../modules/schedule/slots.ts';
import { mayPublish, postRow, toEditorPost } from './post-rows.ts';
import { recordRevision, revisionOf, revisionsOf } from './post-revisions.ts';

const STATUS_NAMES: Record<string, string> = {
  draft: 'un borrador', review: 'en revisión', scheduled: 'programada', published: 'publicada', unpublished: 'retirada',
};

async function requirePublisher(db: Db, customerId: string, actor: Actor): Promise<void> {
  if (!(await mayPublish(db, customerId, actor))) {
    throw new HttpError(403, 'Su rol no publica noticias en este municipio: envíela a revisión para que la apruebe quien publica.');
  }
}

function requireStatus(status: string, allowed: readonly string[], action: string): void {
  if (!allowed.includes(status)) throw new HttpError(409, `La noticia está ${STATUS_NAMES[status] ?? status}: no se puede ${action}.`);
}

/** Registers the workflow calls. */
export function postWorkflowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.now().toISOString();
  const answer = async (db: Db, customerId: string, id: number, actor: Actor, message: string) =>
    ok(toEditorPost(await postRow(db, customerId, id), await mayPublish(db, customerId, actor)), message);

  corporateCall(app, ctx, {
    call: calls.postSubmit, write: { entity: 'post' },
    handler: async ({ body, db, actor }) => {
      const current = await postRow(db, body.customer_id, body.id);
      requireStatus(current.status, ['draft', 'unpublished'], 'enviar a revisión');
      await db.updateTable('posts').set({ status: 'review' }).where('id', '=', body.id).execute();
      return answer(db, body.customer_id, body.id, actor, 'Noticia enviada a revisión.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postPublish, write: { entity: 'post' },
    handler: async ({ body, db, actor }) => {
      const current = await postRow(db, body.customer_id, body.id);
      await requirePublisher(db, body.customer_id, actor);
      // Published again after unpublishing: it keeps its first publication date.
      await db.updateTable('posts').set({ status: 'published', published_at: current.published_at ?? now(), scheduled_at: null }).where('id', '=', body.id).execute();
      return answer(db, body.customer_id, body.id, actor, 'Noticia publicada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postSchedule, write: { entity: 'post' },
    handler: async ({ body, db, actor }) => {
      const current = await postRow(db, body.customer_id, body.id);
      await requirePublisher(db, body.customer_id, actor);
      requireStatus(current.status, ['draft', 'review', 'scheduled', 'unpublished'], 'programar');
      requireRealDate('date', body.date);
      const customer = await db.selectFrom('customers').select('time_zone').where('id', '=', body.customer_id).executeTakeFirst();
      const seconds = Number(body.time.slice(6) || 0);
      const at = new Date(zonedInstant(body.date, body.time.slice(0, 5), businessTimeZone(customer?.time_zone)).getTime() + seconds * 1000);
      if (at.getTime() <= ctx.now().getTime()) throw fieldError('time', 'Elija una fecha y hora futuras para publicarla.');
      await db.updateTable('posts').set({ status: 'scheduled', scheduled_at: at.toISOString() }).where('id', '=', body.id).execute();
      return answer(db, body.customer_id, body.id, actor, 'Noticia programada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postUnpublish, write: { entity: 'post' },
    handler: async ({ body, db, actor }) => {
      const current = await postRow(db, body.customer_id, body.id);
      await requirePublisher(db, body.customer_id, actor);
      // A scheduled post taken back was never public: it goes back to a draft.
      const status = current.status === 'published' ? 'unpublished' : 'draft';
      await db.updateTable('posts').set({ status, scheduled_at: null }).where('id', '=', body.id).execute();
      return answer(db, body.customer_id, body.id, actor, 'Noticia retirada: los vecinos ya no la ven.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postRevisions,
    handler: async ({ body, db }) => {
      await postRow(db, body.customer_id, body.id);
      return ok(await revisionsOf(db, body.customer_id, body.id));
    },
  });

  corporateCall(app, ctx, {
    call: calls.postRestore, write: { entity: 'post' },
    handler: async ({ body, db, actor }) => {
      await postRow(db, body.customer_id, body.id);
      const revision = found(await revisionOf(db, body.customer_id, body.id, body.revision_id), 'Esa versión de la noticia no existe.');
      await db.updateTable('posts').set({
        title: revision.title, excerpt: revision.excerpt, body: revision.body, image: revision.image, image_alt: revision.image_alt,
        images: JSON.stringify(revision.image ? [revision.image] : []), format: revision.format, updated: now(),
      }).where('id', '=', body.id).execute();
      await recordRevision(db, await postRow(db, body.customer_id, body.id), actor.label, now());
      return answer(db, body.customer_id, body.id, actor, 'Versión restaurada.');
    },
  });
}
