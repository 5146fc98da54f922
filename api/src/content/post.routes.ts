// /api/v2/corporate/post/* (editors): news posts with drafts. Bodies are sanitised before storing;
// the image must be a file of the public media folder (media/upload). Every change drops the read
// caches, so /blog-grid/ and the post page show it at once.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { POST_BODY_MAX_LENGTH, type EditorPost, calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { PostTable } from '../db/schema.ts';
import { fieldError, found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { storedBody } from './html-sanitiser.ts';
import { requireMediaPath } from './media.routes.ts';

/** Room for a 200,000-character body written in multi-byte characters, as JSON. */
export const CONTENT_BODY_LIMIT = 4 * POST_BODY_MAX_LENGTH + 64 * 1024;

function toEditorPost(row: Selectable<PostTable>, withBody = true): EditorPost {
  return {
    id: row.id, title: row.title, excerpt: row.excerpt, body: withBody ? row.body : '', image: row.image, image_alt: row.image_alt,
    format: row.format === 'gallery' || row.format === 'video' ? row.format : 'standard',
    status: row.status === 'published' ? 'published' : 'draft', created: row.created, updated: row.updated, published_at: row.published_at,
  };
}

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

async function postRow(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('posts').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), 'La noticia indicada no existe.');
}

/** Registers the post calls. */
export function postRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.now().toISOString();

  corporateCall(app, ctx, {
    call: calls.postList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('posts').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['title', 'excerpt'], body.q));
      if (body.status !== undefined) query = query.where('status', '=', body.status);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created', 'desc').orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map((row) => toEditorPost(row, false)), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.postDetail,
    handler: async ({ body, db }) => ok(toEditorPost(await postRow(db, body.customer_id, body.id))),
  });

  corporateCall(app, ctx, {
    call: calls.postAdd, write: { entity: 'post' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db }) => {
      await requireMediaPath(ctx.config.mediaDir, body.image);
      const image = body.image ?? '';
      const { id } = await db
        .insertInto('posts')
        .values({
          customer_id: body.customer_id, title: body.title.trim(), excerpt: (body.excerpt ?? '').trim(), body: storedBody(body.body ?? ''),
          image, image_alt: imageAlt(image, body.image_alt ?? ''), images: JSON.stringify(image ? [image] : []), features_img: '[]', format: body.format ?? 'standard',
          created: now(), updated: now(), status: 'draft', published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Noticia guardada como borrador.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postUpdate, write: { entity: 'post' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db }) => {
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
          format: given(body.format, toEditorPost(current).format), updated: now(),
        })
        .where('id', '=', body.id)
        .execute();
      return ok(toEditorPost(await postRow(db, body.customer_id, body.id)), 'Noticia actualizada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postPublish, write: { entity: 'post' },
    handler: async ({ body, db }) => {
      const current = await postRow(db, body.customer_id, body.id);
      // Published again after unpublishing: it keeps its first publication date.
      await db.updateTable('posts').set({ status: 'published', published_at: current.published_at ?? now() }).where('id', '=', body.id).execute();
      return ok(toEditorPost(await postRow(db, body.customer_id, body.id)), 'Noticia publicada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.postUnpublish, write: { entity: 'post' },
    handler: async ({ body, db }) => {
      await postRow(db, body.customer_id, body.id);
      await db.updateTable('posts').set({ status: 'draft' }).where('id', '=', body.id).execute();
      return ok(toEditorPost(await postRow(db, body.customer_id, body.id)), 'Noticia retirada: vuelve a ser un borrador.');
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
