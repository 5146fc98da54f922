// The newsletter's double opt-in and one-click unsubscribe (RFC 8058). Subscribing stores the address
// as pending and e-mails a confirmation link (one transaction); only following it subscribes, and
// the welcome e-mail carries List-Unsubscribe and List-Unsubscribe-Post headers. The unsubscribe
// link opens a page with one button (a link scanner following it unsubscribes no one); a mail
// client's one-click POST, or that button, deletes the address.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls, emailProblem } from '@portal/contract';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { loadCity, siteUrlFor } from '../notifications/city.ts';
import { languageOf } from '../notifications/language.ts';
import { queueMail } from '../notifications/outbox.ts';
import { newsletterConfirm, newsletterWelcome } from '../notifications/templates/newsletter-mails.ts';
import { newsletterPage } from './newsletter-page.ts';

const PREFIX = '/api/v2/newsletter';
const SUBSCRIBED = 'Le enviamos un correo para confirmar la suscripción. Siga el enlace que contiene para empezar a recibir el boletín.';

const token = () => randomBytes(24).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function newsletterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.newsletterSubscribe, {
    config: {
      rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 },
      // A refused address is answered with why, in the forms' own words.
      fieldRules: (body) => {
        const problem = emailProblem(typeof body.email === 'string' ? body.email.trim() : '');
        return problem ? [{ field: 'email', ...problem }] : [];
      },
    },
  }, async (request) => {
    const email = request.body.email.trim().toLowerCase();
    const customerId = request.body.customer_id;
    const language = languageOf(request);
    const city = await loadCity(ctx.db, ctx.config, customerId);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('newsletter_subscribers').select(['id', 'status']).where('customer_id', '=', customerId).where('email', '=', email).executeTakeFirst();
      // Subscribed already: the same answer, and no e-mail (a stranger cannot flood an address).
      if (existing?.status === 'confirmed') return;
      const confirmToken = token();
      if (existing) {
        await trx.updateTable('newsletter_subscribers').set({ confirm_token_hash: hashOf(confirmToken), language }).where('id', '=', existing.id).execute();
      } else {
        await trx.insertInto('newsletter_subscribers').values({
          customer_id: customerId, email, status: 'pending', language, confirm_token_hash: hashOf(confirmToken), unsubscribe_token: token(), created: now.toISOString(), confirmed_at: null,
        }).onConflict((oc) => oc.columns(['customer_id', 'email']).doUpdateSet({ confirm_token_hash: hashOf(confirmToken) })).execute();
      }
      await queueMail(trx, {
        city, event: 'newsletter.confirm', entityId: null, recipient: email, language, now,
        mail: newsletterConfirm(city, language, `${city.siteUrl}${PREFIX}/confirm/?token=${confirmToken}`),
      });
    });
    ctx.mail.nudge();
    return { res: 1 as const, data: null, message: SUBSCRIBED };
  });

  callRoute(app, calls.newsletterConfirm, {}, async (request, reply) => {
    const now = ctx.now();
    const confirmed = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', hashOf(request.query.token)).where('status', '=', 'pending').executeTakeFirst();
      if (!row) return null;
      await trx.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirm_token_hash: null, confirmed_at: now.toISOString() }).where('id', '=', row.id).execute();
      const city = await loadCity(trx, ctx.config, row.customer_id);
      const unsubscribe = `${city.siteUrl}${PREFIX}/unsubscribe/?token=${row.unsubscribe_token}`;
      const language = row.language === 'en' ? 'en' : 'es';
      await queueMail(trx, {
        city, event: 'newsletter.welcome', entityId: row.id, recipient: row.email, language, now,
        mail: newsletterWelcome(city, language, unsubscribe),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      return city;
    });
    ctx.mail.nudge();
    if (!confirmed) {
      return sendPage(reply, 404, newsletterPage({ title: 'Enlace no válido', paragraphs: ['Este enlace de confirmación no es válido o ya se usó. Si quiere recibir el boletín, suscríbase de nuevo desde el pie de página del sitio.'], siteUrl: siteUrlFor(ctx.config, ctx.config.customerId) }));
    }
    return sendPage(reply, 200, newsletterPage({ title: 'Suscripción confirmada', paragraphs: [`Desde ahora recibirá el boletín de ${confirmed.name}. Cada correo trae un enlace para darse de baja.`], siteUrl: confirmed.siteUrl }));
  });

  callRoute(app, calls.newsletterUnsubscribePage, {}, async (request, reply) => {
    const row = await ctx.db.selectFrom('newsletter_subscribers').select(['email', 'customer_id']).where('unsubscribe_token', '=', request.query.token).executeTakeFirst();
    const siteUrl = siteUrlFor(ctx.config, row?.customer_id ?? ctx.config.customerId);
    if (!row) return sendPage(reply, 404, newsletterPage({ title: 'Dirección dada de baja', paragraphs: ['Esta dirección ya no recibe el boletín.'], siteUrl }));
    return sendPage(reply, 200, newsletterPage({
      title: 'Darse de baja del boletín', paragraphs: [`La dirección ${row.email} dejará de recibir el boletín.`],
      form: { action: `${PREFIX}/unsubscribe/?token=${request.query.token}`, field: 'List-Unsubscribe', value: 'One-Click', button: 'Darme de baja' }, siteUrl,
    }));
  });

  // RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' to the header's URL, with no cookie:
  // the token in the URL is the only authority, so there is no anti-forgery check to pass.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    callRoute(scope, calls.newsletterUnsubscribe, {
      config: { csrf: false, rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body['List-Unsubscribe'] !== 'One-Click') throw new HttpError(400, 'Falta «List-Unsubscribe=One-Click».');
      const row = await ctx.db.selectFrom('newsletter_subscribers').select(['id', 'customer_id']).where('unsubscribe_token', '=', request.query.token).executeTakeFirst();
      if (row) await ctx.db.deleteFrom('newsletter_subscribers').where('id', '=', row.id).execute();
      return sendPage(reply, 200, newsletterPage({ title: 'Dirección dada de baja', paragraphs: ['Ya no recibirá el boletín. Puede volver a suscribirse cuando quiera desde el pie de página del sitio.'], siteUrl: siteUrlFor(ctx.config, row?.customer_id ?? ctx.config.customerId) }));
    });
  });
}
