// /api/v2/corporate/media/{list,detail,update,delete}/ (editors): the media library's pictures,
// found by name or alternative text, with where each is used; a picture still used by a post, a
// banner or a city page is never deleted (409 naming each use). Uploads: media.routes.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls, libraryPicture, type MediaItem } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { HttpError } from '../http/errors.ts';
import { describeUsage, pictureUsage } from '../media/picture-usage.ts';
import { storedVariants } from '../media/picture-variants.ts';
import { mediaAddress } from '../media/media-address.ts';

const COLUMNS = ['id', 'path', 'name', 'alt', 'mime', 'width', 'height', 'size', 'created'] as const;

type MediaRow = Omit<MediaItem, 'url'>;

function toItem(row: MediaRow): MediaItem {
  return { ...row, url: mediaAddress(row.path) };
}

async function pictureOf(db: Db, customerId: string, id: number): Promise<MediaRow> {
  return found(
    await db.selectFrom('media_items').select(COLUMNS).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'La imagen indicada no existe en la biblioteca de medios.',
  );
}

/** The folder of a stored picture (its original and copies). */
function folderOf(row: MediaRow): string {
  return libraryPicture(row.path)?.folder ?? path.posix.dirname(row.path);
}

/** Registers the media library's calls. */
export function mediaLibraryRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.mediaList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const query = db.selectFrom('media_items').where('customer_id', '=', body.customer_id).where((eb) => matchesWords(eb, ['name', 'alt'], body.q));
      const [rows, count] = await Promise.all([
        query.select(COLUMNS).orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return pagedAnswer(rows.map(toItem), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.mediaDetail,
    handler: async ({ body, db }) => {
      const row = await pictureOf(db, body.customer_id, body.id);
      const folder = folderOf(row);
      const [variants, usage] = await Promise.all([storedVariants(ctx.config.mediaDir, folder), pictureUsage(db, body.customer_id, folder)]);
      return ok({ ...toItem(row), variants, usage });
    },
  });

  corporateCall(app, ctx, {
    call: calls.mediaUpdate, write: { entity: 'media', invalidates: false },
    handler: async ({ body, db }) => {
      const current = await pictureOf(db, body.customer_id, body.id);
      await db.updateTable('media_items')
        .set({ alt: given(body.alt, current.alt).trim(), name: given(body.name, current.name).trim() })
        .where('customer_id', '=', body.customer_id).where('id', '=', body.id).execute();
      return { ...ok(toItem(await pictureOf(db, body.customer_id, body.id)), 'Imagen actualizada.') };
    },
  });

  corporateCall(app, ctx, {
    call: calls.mediaDelete, write: { entity: 'media', invalidates: false },
    handler: async ({ body, db }) => {
      const row = await pictureOf(db, body.customer_id, body.id);
      const folder = folderOf(row);
      const usage = await pictureUsage(db, body.customer_id, folder);
      if (usage.length > 0) {
        throw new HttpError(409, `No se puede eliminar la imagen «${row.name}» porque se usa en ${describeUsage(usage)}. Quítela de allí primero.`);
      }
      await db.deleteFrom('media_items').where('customer_id', '=', body.customer_id).where('id', '=', body.id).execute();
      // Only a library picture's own folder is removed with it; an older upload's folder is shared.
      if (libraryPicture(row.path)) await fs.rm(path.join(ctx.config.mediaDir, folder), { recursive: true, force: true });
      else await fs.rm(path.join(ctx.config.mediaDir, row.path), { force: true });
      return ok({ id: body.id }, 'Imagen eliminada.');
    },
  });
}
