// /api/v2/corporate/media/upload/ (editors): an image for a post or a banner, checked by its content
// (JPEG, PNG or WebP) and size (5 MB), stored in the public media folder under
// uploads/<customer>/<random>.<ext> and served by GET /djmedia/.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema, type MediaUploadResponse } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import { calls, IMAGE_UPLOAD_MAX_BYTES } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { FILE_KINDS } from '../files/file-kind.ts';
import { fieldError } from '../corporate/checks.ts';
import { requireCustomerAccess, runWrite, writeRateLimit } from '../corporate/corporate-call.ts';
import { HttpError } from '../http/errors.ts';
import { readUpload, registerUploads } from '../http/uploads.ts';

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
      await requireCustomerAccess(ctx.db, actor, customerId);
      const relative = path.posix.join(UPLOADS_AREA, customerId, `${randomBytes(16).toString('hex')}.${FILE_KINDS[file.kind].extension}`);
      const target = path.join(ctx.config.mediaDir, relative);
      const answer: MediaUploadResponse = await runWrite(ctx, request, { call: 'media/upload', entity: 'media', customerId, body: fields, invalidates: false }, async () => {
        await fs.mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        await fs.writeFile(temporary, file.bytes);
        await fs.rename(temporary, target);
        return {
          res: 1, message: 'Imagen subida.',
          data: { path: relative, url: `/djmedia/${relative}`, size: file.bytes.byteLength, mime: FILE_KINDS[file.kind].mime },
        };
      });
      return reply.code(201).send(answer);
    });
  });
}
