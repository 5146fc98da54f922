// /api/v2/corporate/page/* (editors): the city's own pages. Delete refuses (409) while a menu entry
// links the page (the entry would lead nowhere); the page's files go with it.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { EditorPage } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { HttpError } from '../http/errors.ts';
import { storedBody } from './html-sanitiser.ts';
import { removeAttachment } from './page-file.routes.ts';
import { CONTENT_BODY_LIMIT } from './post.routes.ts';

async function pageOf(db: Db, customerId: string, id: number): Promise<EditorPage> {
  return found(
    await db.selectFrom('pages').select(['id', 'slug', 'title', 'body']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'La página indicada no existe.',
  );
}

async function refuseTakenSlug(db: Db, customerId: string, slug: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('pages').select('title').where('customer_id', '=', customerId).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const other = await query.executeTakeFirst();
  if (other) throw new HttpError(409, `La dirección /page/${slug} ya la usa la página «${other.title}».`);
}

/** Registers the page calls. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.pageList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const query = db.selectFrom('pages').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['title', 'slug'], body.q));
      const [rows, count] = await Promise.all([
        query.select(['id', 'slug', 'title']).orderBy('title').orderBy('id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map((row) => ({ ...row, body: '' })), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.pageDetail,
    handler: async ({ body, db }) => ok(await pageOf(db, body.customer_id, body.id)),
  });

  corporateCall(app, ctx, {
    call: calls.pageAdd, write: { entity: 'page' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db }) => {
      await refuseTakenSlug(db, body.customer_id, body.slug, null);
      const { id } = await db
        .insertInto('pages')
        .values({ customer_id: body.customer_id, slug: body.slug, title: body.title.trim(), body: storedBody(body.body ?? '') })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Página creada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.pageUpdate, write: { entity: 'page' }, bodyLimit: CONTENT_BODY_LIMIT,
    handler: async ({ body, db }) => {
      const current = await pageOf(db, body.customer_id, body.id);
      const slug = given(body.slug, current.slug);
      await refuseTakenSlug(db, body.customer_id, slug, body.id);
      await db.updateTable('pages')
        .set({ slug, title: given(body.title, current.title).trim(), body: body.body === undefined ? current.body : storedBody(body.body) })
        .where('id', '=', body.id).execute();
      return ok(await pageOf(db, body.customer_id, body.id), 'Página actualizada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.pageDelete, write: { entity: 'page' },
    handler: async ({ body, db }) => {
      const current = await pageOf(db, body.customer_id, body.id);
      const links = await db.selectFrom('menu_entries').select('label').where('page_id', '=', body.id).execute();
      if (links.length > 0) {
        throw new HttpError(409, `La página «${current.title}» está enlazada desde el menú (${links.map((link) => `«${link.label}»`).join(', ')}). Quite o cambie esas entradas antes.`);
      }
      const files = await db.selectFrom('page_files').select('path').where('customer_id', '=', body.customer_id).where('page_id', '=', body.id).execute();
      await db.deleteFrom('pages').where('customer_id', '=', body.customer_id).where('id', '=', body.id).execute();
      for (const file of files) await removeAttachment(ctx.config.mediaDir, file.path);
      return ok({ id: body.id }, 'Página eliminada.');
    },
  });
}
