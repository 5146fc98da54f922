// Answers a stored private file as a download: never cached, never shown inline (a PDF or image a
// citizen uploaded is not rendered on the portal's origin).
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { privateFilePath } from './private-files.ts';

export async function sendPrivateFile(reply: FastifyReply, mediaDir: string, file: { path: string; name: string; mime: string }): Promise<FastifyReply> {
  const absolute = privateFilePath(mediaDir, file.path);
  const bytes = absolute ? await fs.readFile(absolute).catch(() => null) : null;
  if (!bytes) throw new HttpError(404, 'El archivo ya no está disponible.');
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
