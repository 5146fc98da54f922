// editorDashboard/detail: the console's first screen for an editor. The customer's draft news
// stories, those scheduled to be published (the soonest first), the site searches that found
// nothing over the last 30 days (words only), and what readers answered to '¿Le resultó útil esta página?' over the last 30 days, with
// the newest comments of those who said no. All of one customer.
import type { FastifyInstance } from 'fastify';
import { calls, type EditorDashboard } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ok } from '../../corporate/checks.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { topMisses } from '../search/search-misses.ts';

const FEEDBACK_DAYS = 30;

export async function editorDashboard(db: Db, customerId: string, now: Date): Promise<EditorDashboard> {
  const since = new Date(now.getTime() - FEEDBACK_DAYS * 86_400_000).toISOString();
  const scheduled = () => db.selectFrom('posts').where('customer_id', '=', customerId).where('status', '=', 'scheduled').where('scheduled_at', 'is not', null);
  const [drafts, latest, scheduledCount, nextScheduled, searches, feedback, comments] = await Promise.all([
    db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).where('status', '=', 'draft').executeTakeFirst(),
    db.selectFrom('posts').select(['id', 'title', 'updated']).where('customer_id', '=', customerId).where('status', '=', 'draft')
      .orderBy('updated', 'desc').orderBy('id', 'desc').limit(10).execute(),
    scheduled().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    scheduled().select(['id', 'title', 'scheduled_at']).orderBy('scheduled_at', 'asc').orderBy('id', 'asc').limit(10).execute(),
    topMisses(db, customerId, now),
    db.selectFrom('page_feedback').select([(eb) => eb.fn.countAll().as('answers'), (eb) => eb.fn.sum<number>('helpful').as('helpful')])
      .where('customer_id', '=', customerId).where('created', '>=', since).executeTakeFirst(),
    db.selectFrom('page_feedback').select(['page_kind', 'page_id', 'comment', 'created'])
      .where('customer_id', '=', customerId).where('created', '>=', since).where('helpful', '=', 0).where('comment', '!=', '')
      .orderBy('created', 'desc').orderBy('id', 'desc').limit(5).execute(),
  ]);
  return {
    drafts: { total: Number(drafts?.n ?? 0), latest },
    scheduled: { total: Number(scheduledCount?.n ?? 0), next: nextScheduled.map((row) => ({ id: row.id, title: row.title, scheduled_at: row.scheduled_at ?? '' })) },
    searches,
    feedback: { answers: Number(feedback?.answers ?? 0), helpful: Number(feedback?.helpful ?? 0), comments },
  };
}

export function editorDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.editorDashboardDetail,
    handler: async ({ body, db }) => ok(await editorDashboard(db, body.customer_id, ctx.now())),
  });
}
