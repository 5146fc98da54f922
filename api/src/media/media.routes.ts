import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { FileFolder, sendFile } from '../http/file-sender.ts';
import { inPrivateArea } from '../files/private-files.ts';

/** GET /djmedia/{path}: files of the media folder, never anything outside it nor in its private area. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const media = new FileFolder(ctx.config.mediaDir);
  app.get<{ Params: { '*': string } }>('/djmedia/*', async (request, reply) => {
    const file = media.resolve(request.params['*'] ?? '');
    if (!file || inPrivateArea(ctx.config.mediaDir, file)) throw new HttpError(404, 'El archivo solicitado no existe.');
    // Media names are not content-hashed: cache for a day, then revalidate with the ETag.
    return sendFile(request, reply, media, file, 'public, max-age=86400');
  });
}
