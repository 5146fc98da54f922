// The newsletter's issues: an editor picks published news posts, writes a subject and a few words,
// and the issue is queued in one transaction for every confirmed subscriber of the city, each copy
// with that subscriber's one-click unsubscribe (RFC 8058). The outbox delivers them like any other
// message; an issue's counts are its copies' states.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { postPath } from '../../publishing/published-text.ts';
import { loadCity } from '../notifications/city.ts';
import { queueMail } from '../notifications/outbox.ts';
import { newsletterIssue } from '../notifications/templates/newsletter-mails.ts';
import type { NewsletterIssue, NewsletterIssueSendRequest } from '@portal/contract';

const ISSUES_LISTED = 50;

async function countsOf(db: Db, customerId: string, ids: number[]): Promise<Map<number, { delivered: number; failed: number }>> {
  const counts = new Map<number, { delivered: number; failed: number }>();
  if (ids.length === 0) return counts;
  const rows = await db.selectFrom('outbox').select(['entity_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('customer_id', '=', customerId).where('event', '=', 'newsletter.issue').where('entity_id', 'in', ids).where('status', 'in', ['sent', 'failed'])
    .groupBy(['entity_id', 'status']).execute();
  for (const row of rows) {
    const entry = counts.get(Number(row.entity_id)) ?? { delivered: 0, failed: 0 };
    if (row.status === 'sent') entry.delivered = Number(row.n);
    else entry.failed = Number(row.n);
    counts.set(Number(row.entity_id), entry);
  }
  return counts;
}

const confirmedSubscribers = (db: Db, customerId: string) =>
  db.selectFrom('newsletter_subscribers').select(['id', 'email', 'language', 'unsubscribe_token'])
    .where('customer_id', '=', customerId).where('status', '=', 'confirmed').orderBy('id');

/** The city's confirmed subscribers now, and its issues, newest first, with their deliveries. */
export async function listIssues(db: Db, customerId: string): Promise<{ subscribers: number; issues: NewsletterIssue[] }> {
  const subscribers = await db.selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('customer_id', '=', customerId).where('status', '=', 'confirmed').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('newsletter_issues').select(['id', 'subject', 'created', 'created_by', 'recipients'])
    .where('customer_id', '=', customerId).orderBy('id', 'desc').limit(ISSUES_LISTED).execute();
  const counts = await countsOf(db, customerId, rows.map((row) => row.id));
  return {
    subscribers: Number(subscribers.n),
    issues: rows.map((row) => ({ ...row, ...(counts.get(row.id) ?? { delivered: 0, failed: 0 }) })),
  };
}

/** Queues the issue for every confirmed subscriber; `db` is the call's transaction. */
export async function sendIssue(db: Db, config: Config, request: NewsletterIssueSendRequest, sentBy: string, now: Date): Promise<NewsletterIssue> {
  const customerId = request.customer_id;
  const posts = await db.selectFrom('posts').select(['id', 'title', 'excerpt'])
    .where('customer_id', '=', customerId).where('id', 'in', request.post_ids).where('status', '=', 'published').execute();
  // Another city's post, a draft or a deleted one: refused as not found, whichever it was.
  if (posts.length !== request.post_ids.length) throw new HttpError(404, 'Alguna de las noticias elegidas no existe o no está publicada.');
  const subscribers = await confirmedSubscribers(db, customerId).execute();
  if (subscribers.length === 0) throw new HttpError(409, 'El boletín no tiene suscriptores confirmados todavía: no hay a quién enviarlo.');
  const city = await loadCity(db, config, customerId);
  const ordered = request.post_ids.map((id) => posts.find((post) => post.id === id)!);
  const facts = {
    subject: request.subject.trim(),
    intro: request.intro,
    posts: ordered.map((post) => ({ title: post.title, excerpt: post.excerpt, url: `${city.siteUrl}${postPath(post)}` })),
  };
  const issue = await db.insertInto('newsletter_issues').values({
    customer_id: customerId, subject: facts.subject, intro: request.intro, post_ids: JSON.stringify(request.post_ids),
    recipients: subscribers.length, created_by: sentBy, created: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  for (const subscriber of subscribers) {
    const unsubscribe = `${city.siteUrl}/api/v2/newsletter/unsubscribe/?token=${subscriber.unsubscribe_token}`;
    const language = subscriber.language === 'en' ? 'en' : 'es';
    await queueMail(db, {
      city, event: 'newsletter.issue', entityId: issue.id, recipient: subscriber.email, language, now,
      mail: newsletterIssue(city, language, facts, unsubscribe),
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
  return { id: issue.id, subject: facts.subject, created: now.toISOString(), created_by: sentBy, recipients: subscribers.length, delivered: 0, failed: 0 };
}
