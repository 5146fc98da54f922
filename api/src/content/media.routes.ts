// /api/v2/corporate/media/upload/ (editors): a picture for the media library, checked by its
// content (JPEG, PNG or WebP) and size (5 MB), with its alternative text required; stored in the
// public media folder under uploads/<customer>/<random>/ with its resized copies
// (media/picture-variants.ts) and served by GET /djmedia/. The library's other calls are in
// media-library.routes.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema, type MediaUploadResponse } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import { calls, IMAGE_UPLOAD_MAX_BYTES, MEDIA_ALT_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { FILE_KINDS } from '../files/file-kind.ts';
import { fieldError } from '../corporate/checks.ts';
import { requireCustomerAccess, runWrite, writeRateLimit } from '../corporate/corporate-call.ts';
import { HttpError } from '../http/errors.ts';
import { readUpload, registerUploads } from '../http/uploads.ts';
import { storePicture, type PictureKind } from '../media/picture-variants.ts';
import { mediaAddress } from '../media/media-address.ts';

/** The public folder (inside MEDIA_DIR) uploaded images go to. */
export const UPLOADS_AREA = 'uploads';

/** True when `relative` names an existing public media file (not in the private area). */
export async function publicMediaExists(mediaDir: string, relative: string): Promise<boolean> {
  if (relative === '' || relative.split('/').some((part) => part === '..' || part === '.' || part === '') || relative.toLowerCase().startsWith('private/')) return false;
  try {
    return (await fs.stat(path.join(mediaDir, relative))).isFile();
  } catch {
    return false;
  }
}

/** Throws 400 on `field` unless `image` is '' or an existing public media file. */
export async function requireMediaPath(mediaDir: string, image: string | undefined, field = 'image'): Promise<void> {
  if (image === undefined || image === '') return;
  if (!(await publicMediaExists(mediaDir, image))) throw fieldError(field, 'La imagen no existe: súbala primero con media/upload.');
}

/** Registers media/upload in a scope of its own (multipart parsing stays out of the JSON routes). */
export async function mediaUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerUploads(scope, IMAGE_UPLOAD_MAX_BYTES);
    scope.post(calls.mediaUpload.path, {
      config: { csrf: false, rateLimit: writeRateLimit(ctx) },
      schema: { response: { 201: schemaOf(calls.mediaUpload.response), '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
    }, async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
      const { fields, file } = await readUpload(request, { maxBytes: IMAGE_UPLOAD_MAX_BYTES, accept: ['jpeg', 'png', 'webp'] });
      const customerId = fields.customer_id ?? '';
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(customerId)) throw fieldError('customer_id', 'Este dato es obligatorio.');
      if (!file) throw fieldError('file', 'Elija una imagen (JPEG, PNG o WebP).');
      const alt = (fields.alt ?? '').trim();
      if (!alt) throw fieldError('alt', 'Escriba el texto alternativo de la imagen: qué muestra, para quien no puede verla.');
      if (alt.length > MEDIA_ALT_MAX_LENGTH) throw fieldError('alt', `El texto alternativo admite hasta ${MEDIA_ALT_MAX_LENGTH} caracteres.`);
      const name = ((fields.name ?? '').trim() || file.filename.replace(/\.[A-Za-z0-9]+$/, '').trim() || 'imagen').slice(0, MEDIA_NAME_MAX_LENGTH);
      await requireCustomerAccess(ctx.db, actor, customerId);
      const kind = file.kind as PictureKind;
      // The picture's own folder: its original and every copy of it, removed together.
      const folder = path.posix.join(UPLOADS_AREA, customerId, randomBytes(16).toString('hex'));
      // Resized before the write's transaction: the database is not held while libvips works.
      const stored = await storePicture(ctx.config.mediaDir, folder, file.bytes, kind);
      try {
        const answer: MediaUploadResponse = await runWrite(ctx, request, { call: 'media/upload', entity: 'media', customerId, body: { customer_id: customerId, name, alt }, invalidates: false }, async (db) => {
          const { id } = await db.insertInto('media_items').values({
            customer_id: customerId, path: stored.path, name, alt, mime: FILE_KINDS[kind].mime,
            width: stored.width, height: stored.height, size: stored.size, created: ctx.now().toISOString(),
          }).returning('id').executeTakeFirstOrThrow();
          return {
            res: 1, message: 'Imagen subida a la biblioteca de medios.',
            data: { id, path: stored.path, url: mediaAddress(stored.path), size: stored.size, mime: FILE_KINDS[kind].mime, alt, name, width: stored.width, height: stored.height },
          };
        });
        return reply.code(201).send(answer);
      } catch (error) {
        await fs.rm(path.join(ctx.config.mediaDir, folder), { recursive: true, force: true });
        throw error;
      }
    });
  });
}
