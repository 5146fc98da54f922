// The folder page's one sentence after a plain post: the server acts, sets it in a short-lived
// cookie of the page's path and redirects (303) back to the page, which shows it once.
import type { FastifyRequest, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { overTls } from '../../http/security-headers.ts';

export const FOLDER_PATH = '/mi-carpeta';
const FLASH_COOKIE = 'mi_carpeta_aviso';
const UNAVAILABLE = 'No pudimos atender su solicitud en este momento. Inténtelo de nuevo en unos minutos.';

/** What the page shows once after a post: a notice or an error, and the e-mail typed. */
export interface Flash { notice?: string; error?: string; email?: string }

export function setFlash(request: FastifyRequest, reply: FastifyReply, flash: Flash): void {
  reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(flash), 'utf8').toString('base64url'), { path: FOLDER_PATH, httpOnly: true, sameSite: 'lax', maxAge: 120, secure: overTls(request) });
}

export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash {
  const value = request.cookies[FLASH_COOKIE];
  if (value === undefined) return {};
  reply.clearCookie(FLASH_COOKIE, { path: FOLDER_PATH });
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Flash;
    const text = (item: unknown) => (typeof item === 'string' ? item.slice(0, 400) : undefined);
    return Object.fromEntries(Object.entries({ notice: text(parsed.notice), error: text(parsed.error), email: text(parsed.email) }).filter(([, item]) => item !== undefined));
  } catch {
    return {};
  }
}

export const back = (reply: FastifyReply, location = FOLDER_PATH) => reply.code(303).header('location', location).send();

/** The Spanish sentence of a failure: an HttpError's own, any other fault the generic one. */
export function sentenceOf(error: unknown): string {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  return UNAVAILABLE;
}

