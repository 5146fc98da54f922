import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { FileFolder, sendFile } from '../http/file-sender.ts';
import { inPrivateArea } from '../files/private-files.ts';
import { negotiatedPaths } from './picture-negotiation.ts';

/** GET /djmedia/{path}: files of the media folder, never anything outside it nor in its private area; a library picture's copy in the best format the browser takes. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const media = new FileFolder(ctx.config.mediaDir);
  app.get<{ Params: { '*': string } }>('/djmedia/*', async (request, reply) => {
    const { paths, negotiated } = negotiatedPaths(request.params['*'] ?? '', request.headers.accept);
    if (negotiated) {
      // Kept beside what is there (CORS adds Origin): a cache keeps one answer per Accept.
      const current = reply.getHeader('vary');
      reply.header('vary', [current, 'Accept'].flat().filter(Boolean).join(', '));
    }
    const file = paths.map((relative) => media.resolve(relative)).find((found) => found !== null) ?? null;
    if (!file || inPrivateArea(ctx.config.mediaDir, file)) throw new HttpError(404, 'El archivo solicitado no existe.');
    // Media names are not content-hashed: cache for a day, then revalidate with the ETag.
    return sendFile(request, reply, media, file, 'public, max-age=86400');
  });
}
