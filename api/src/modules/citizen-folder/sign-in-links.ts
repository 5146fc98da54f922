// One-time sign-in links for the citizen's folder. A link carries a random token (only its SHA-256
// is stored), works once, for 15 minutes, and only in the browser that asked for it: asking sets a
// nonce cookie, whose hash the link row keeps, so a link read by someone else (a forwarded e-mail,
// a mail scanner that follows links) opens nothing. Asking is limited per client (the route's rate
// limit) and per address (a few links in 15 minutes), so nobody floods a mailbox.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { overTls } from '../../http/security-headers.ts';
import { loadCity } from '../notifications/city.ts';
import { languageOf } from '../notifications/language.ts';
import { queueMail } from '../notifications/outbox.ts';
import { hashOf } from './citizen-sessions.ts';
import { signInMail } from './sign-in-mail.ts';

export const LINK_TTL_MS = 15 * 60_000;
/** Links one address may be sent in LINK_TTL_MS. */
export const LINKS_PER_ADDRESS = 3;
export const LANDING_PATH = '/mi-carpeta/entrar';

export const LINK_SENT = 'Si la dirección es correcta, en unos minutos recibirá un correo con un enlace para entrar. Ábralo en este mismo navegador: vale 15 minutos y sirve una sola vez.';
export const TOO_MANY_LINKS = 'Ya le enviamos varios enlaces a esta dirección. Use el último que recibió o espere 15 minutos para pedir otro.';

const nonceCookieFor = (request: FastifyRequest) => (overTls(request) ? '__Host-portal_citizen_nonce' : 'portal_citizen_nonce');
const nonceOptions = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: overTls(request) });

function browserNonce(request: FastifyRequest): string | null {
  const value = request.cookies[nonceCookieFor(request)];
  return value && /^[A-Za-z0-9_-]{32}$/.test(value) ? value : null;
}

/** Queues a sign-in link for `email`, bound to this browser (its nonce cookie is set or renewed). */
export async function sendSignInLink(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, customerId: string, typedEmail: string): Promise<void> {
  const email = typedEmail.trim().toLowerCase();
  const now = ctx.now();
  const since = new Date(now.getTime() - LINK_TTL_MS).toISOString();
  const recent = await ctx.db.selectFrom('citizen_sign_in_links').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customer_id', '=', customerId).where('email', '=', email).where('created_at', '>', since).executeTakeFirstOrThrow();
  if (Number(recent.count) >= LINKS_PER_ADDRESS) throw new HttpError(429, TOO_MANY_LINKS);
  const nonce = browserNonce(request) ?? randomBytes(24).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const city = await loadCity(ctx.db, ctx.config, customerId);
  const language = languageOf(request);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('citizen_sign_in_links').values({
      token_hash: hashOf(token), customer_id: customerId, email, browser_hash: hashOf(nonce),
      created_at: now.toISOString(), expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(), used_at: null,
    }).execute();
    await queueMail(trx, {
      city, event: 'folder.sign_in', entityId: null, recipient: email, language, now,
      mail: signInMail(city, language, `${city.siteUrl}${LANDING_PATH}?token=${token}`),
    });
  });
  ctx.mail.nudge();
  reply.setCookie(nonceCookieFor(request), nonce, { ...nonceOptions(request), maxAge: LINK_TTL_MS / 1000 });
}

export type LinkOutcome = { email: string; customerId: string } | { refused: string; status: number };

/** Uses a link up (in one statement: two tabs cannot both use it) when this browser asked for it. */
export async function takeSignInLink(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, customerId: string, token: string): Promise<LinkOutcome> {
  const now = ctx.now().toISOString();
  const row = await ctx.db.selectFrom('citizen_sign_in_links').select(['id', 'email', 'browser_hash', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashOf(token)).where('customer_id', '=', customerId).executeTakeFirst();
  const expired = { refused: 'El enlace caducó o ya se usó. Pida uno nuevo: escriba su correo otra vez.', status: 410 };
  if (!row) return { refused: 'El enlace no es válido. Pida uno nuevo: escriba su correo otra vez.', status: 404 };
  if (row.used_at !== null || row.expires_at <= now) return expired;
  const nonce = browserNonce(request);
  if (!nonce || hashOf(nonce) !== row.browser_hash) {
    return { refused: 'Abra el enlace en el mismo navegador donde lo pidió, o pida uno nuevo desde este.', status: 403 };
  }
  const taken = await ctx.db.updateTable('citizen_sign_in_links').set({ used_at: now })
    .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return expired;
  reply.clearCookie(nonceCookieFor(request), nonceOptions(request));
  return { email: row.email, customerId };
}
