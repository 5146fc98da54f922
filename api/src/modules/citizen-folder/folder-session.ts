// The signed-in citizen of a request and their whole folder: what every folder call starts from.
import type { FastifyRequest } from 'fastify';
import type { Folder } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { activeSessions, currentCitizen, type CitizenSession } from './citizen-sessions.ts';
import { readFolder } from './folder-data.ts';

export const SIGNED_OUT = 'Entre en Mi carpeta para ver esto: escriba su correo y le enviaremos un enlace.';

/** The signed-in citizen of this site, or 401. */
export async function requireCitizen(ctx: AppContext, request: FastifyRequest): Promise<CitizenSession> {
  const session = await currentCitizen(ctx, request);
  if (!session) throw new HttpError(401, SIGNED_OUT);
  return session;
}

/** The whole folder of a session, as the page and GET /api/v2/folder/ show it. */
export async function folderOf(ctx: AppContext, session: CitizenSession): Promise<Folder> {
  return { ...(await readFolder(ctx.db, session, ctx.now())), expires_at: session.expiresAt.toISOString(), sessions: await activeSessions(ctx, session) };
}

