// /api/v2/corporate/post/* (editors): news posts with drafts; the workflow (review, schedule, publish,
// versions) is in post-workflow.routes.ts. Every save is a version (post-revisions.ts). Bodies are sanitised before storing;
// the image must be a file of the public media folder (media/upload). Every change drops the read
// caches, so /blog-grid/ and the post page show it at once.
import type { FastifyInstance } from 'fastify';
import { POST_BODY_MAX_LENGTH, calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { fieldError, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { storedBody } from './html-sanitiser.ts';
import { requireMediaPath } from './media.routes.ts';
import { mayPublish, postRow, toEditorPost } from './post-rows.ts';
import { recordRevision } from './post-revisions.ts';

/** Room for a 200,000-character body written in multi-byte characters, as JSON. */
export const CONTENT_BODY_LIMIT = 4 * POST_BODY_MAX_LENGTH + 64 * 1024;

/**
 * The picture's alternative text as stored: trimmed, '' without a picture, and refused (400 naming
 * `image_alt`) when a picture has none, since a screen reader would read its file name instead.
 */
function imageAlt(image: string, alt: string): string {
  if (!image) return '';
  const text = alt.trim();
  if (!text) throw fieldError('image_alt', 'Escriba el texto alternativo de la imagen: qué muestra, para quien no puede verla.');
  return text;
}

/** Registers the post calls. */
export function postRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.now().toISOString();

  corporateCall(app, ctx, {
    call: calls.postList,
    handler: async ({ body, db, actor }) => {
      const window = pageWindow(body);
      const publisher = await mayPublish(db, body.customer_id, actor);
      let query = db.selectFrom('posts').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['title', 'excerpt'], body.q));
      if (body.status !== undefined) query = query.where('status', '=', body.status);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created', 'desc').orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map((row) => toEditorPost(row, publisher, false)), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.postDetail,
    handler: async ({ body, db, actor }) => ok(toEditorPost(await postRow(db, body.customer_id, body.id), await mayPublish(db, body.customer_id, actor))),
  });

  corporateCall(app, ctx, {
    call: calls.postAdd, write: { entity: 'post' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db, actor }) => {
      await requireMediaPath(ctx.config.mediaDir, body.image);
      const image = body.image ?? '';
      const { id } = await db
        .insertInto('posts')
        .values({
          customer_id: body.customer_id, title: body.title.trim(), excerpt: (body.excerpt ?? '').trim(), body: storedBody(body.body ?? ''),
          image, image_alt: imageAlt(image, body.image_alt ?? ''), images: JSON.stringify(image ? [image] : []), features_img: '[]', format: body.format ?? 'standard',
          created: now(), updated: now(), status: 'draft', published_at: null, scheduled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordRevision(db, await postRow(db, body.customer_id, id), actor.label, now());
      return ok({ id }, 'Noticia guardada como borrador.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postUpdate, write: { entity: 'post' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db, actor }) => {
      const current = await postRow(db, body.customer_id, body.id);
      await requireMediaPath(ctx.config.mediaDir, body.image);
      const image = given(body.image, current.image);
      await db
        .updateTable('posts')
        .set({
          title: given(body.title, current.title).trim(), excerpt: given(body.excerpt, current.excerpt).trim(),
          body: body.body === undefined ? current.body : storedBody(body.body),
          image, image_alt: imageAlt(image, given(body.image_alt, current.image_alt)),
          images: body.image === undefined ? current.images : JSON.stringify(image ? [image] : []),
          format: given(body.format, toEditorPost(current, false).format), updated: now(),
        })
        .where('id', '=', body.id)
        .execute();
      const saved = await postRow(db, body.customer_id, body.id);
      await recordRevision(db, saved, actor.label, now());
      return ok(toEditorPost(saved, await mayPublish(db, body.customer_id, actor)), 'Noticia actualizada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postDelete, write: { entity: 'post' },
    handler: async ({ body, db }) => {
      await postRow(db, body.customer_id, body.id);
      await db.deleteFrom('posts').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Noticia eliminada.');
    },
  });
}
