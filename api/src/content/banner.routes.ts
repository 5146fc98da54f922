// /api/v2/corporate/banner/* (editors): the landing page's slider, in order.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { BannerItem } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { requireMediaPath } from './media.routes.ts';

async function bannerOf(db: Db, customerId: string, id: number): Promise<BannerItem> {
  return found(
    await db.selectFrom('banners').select(['id', 'image', 'image_alt', 'title', 'link', 'position']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'El banner indicado no existe.',
  );
}

/** Registers the banner calls. */
export function bannerRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.bannerList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const query = db.selectFrom('banners').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['title'], body.q));
      const [rows, count] = await Promise.all([
        query.select(['id', 'image', 'image_alt', 'title', 'link', 'position']).orderBy('position').orderBy('id').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows, Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.bannerAdd, write: { entity: 'banner' },
    handler: async ({ body, db }) => {
      await requireMediaPath(ctx.config.mediaDir, body.image);
      let position = body.position;
      if (position === undefined) {
        const last = await db.selectFrom('banners').select((eb) => eb.fn.max('position').as('last')).where('customer_id', '=', body.customer_id).executeTakeFirst();
        position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
      }
      const { id } = await db
        .insertInto('banners')
        .values({ customer_id: body.customer_id, image: body.image, image_alt: body.image_alt?.trim() ?? '', title: body.title.trim(), link: body.link ?? '', position })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Banner creado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.bannerUpdate, write: { entity: 'banner' },
    handler: async ({ body, db }) => {
      const current = await bannerOf(db, body.customer_id, body.id);
      await requireMediaPath(ctx.config.mediaDir, body.image);
      await db.updateTable('banners')
        .set({ image: given(body.image, current.image), image_alt: given(body.image_alt, current.image_alt).trim(), title: given(body.title, current.title).trim(), link: given(body.link, current.link), position: given(body.position, current.position) })
        .where('id', '=', body.id).execute();
      return ok(await bannerOf(db, body.customer_id, body.id), 'Banner actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.bannerDelete, write: { entity: 'banner' },
    handler: async ({ body, db }) => {
      await bannerOf(db, body.customer_id, body.id);
      await db.deleteFrom('banners').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Banner eliminado.');
    },
  });
}
