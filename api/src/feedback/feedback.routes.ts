// '¿Le resultó útil esta página?' (contract/src/feedback.ts): citizens answer at the foot of a
// procedure's page, a news story or a city page; editors read the counts and comments per page.
// Nothing about who answered is stored; each address may answer a few times an hour, so a script
// cannot stuff the counts.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { FeedbackPageKind, PageFeedback } from '@portal/contract';
import { callRoute } from '../http/call-route.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { HttpError } from '../http/errors.ts';
import { pagePath, postPath, procedurePath } from '../publishing/published-text.ts';

/** Answers per address and hour: enough for a person reading many pages, too few to stuff a count. */
export const FEEDBACK_PER_HOUR = 30;
const COMMENTS_PER_PAGE = 50;

/** The title of a page citizens may answer about, or null when this customer has no such page (or it is a draft). */
async function pageTitle(db: Db, customerId: string, kind: FeedbackPageKind, id: number): Promise<string | null> {
  if (kind === 'procedure') {
    return (await db.selectFrom('procedures').select('name').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst())?.name ?? null;
  }
  if (kind === 'post') {
    return (await db.selectFrom('posts').select('title').where('customer_id', '=', customerId).where('id', '=', id).where('status', '=', 'published').executeTakeFirst())?.title ?? null;
  }
  return (await db.selectFrom('pages').select('title').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst())?.title ?? null;
}

/** A comment as stored: plain text, control characters gone, at most the contract's length. */
function cleanComment(comment: string | undefined): string {
  return (comment ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.feedback, {
    config: { rateLimit: { max: FEEDBACK_PER_HOUR, timeWindow: 3_600_000 } },
  }, async (request, reply) => {
    const { customer_id: customerId, kind, id, helpful, comment } = request.body;
    if ((await pageTitle(ctx.db, customerId, kind, id)) === null) throw new HttpError(404, 'La página indicada no existe.');
    await ctx.db.insertInto('page_feedback').values({
      customer_id: customerId, page_kind: kind, page_id: id, helpful: helpful ? 1 : 0, comment: cleanComment(comment), created: ctx.now().toISOString(),
    }).execute();
    return reply.code(201).send({ res: 1, data: null, message: 'Gracias por su respuesta.' });
  });
}

/** Registers the staff's call: every page with answers, the most answered first. */
export function feedbackCorporateRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.feedbackList,
    handler: async ({ body, db }) => {
      const customerId = body.customer_id;
      const counts = await db.selectFrom('page_feedback')
        .select(['page_kind', 'page_id', (eb) => eb.fn.countAll().as('answers'), (eb) => eb.fn.sum<number>('helpful').as('yes')])
        .where('customer_id', '=', customerId)
        .groupBy(['page_kind', 'page_id'])
        .execute();
      const shortname = (await db.selectFrom('customers').select('shortname').where('id', '=', customerId).executeTakeFirst())?.shortname ?? '';
      const pages: PageFeedback[] = [];
      for (const row of counts) {
        const kind = row.page_kind as FeedbackPageKind;
        const id = Number(row.page_id);
        const comments = await db.selectFrom('page_feedback').select(['helpful', 'comment', 'created'])
          .where('customer_id', '=', customerId).where('page_kind', '=', kind).where('page_id', '=', id).where('comment', '<>', '')
          .orderBy('created', 'desc').orderBy('id', 'desc').limit(COMMENTS_PER_PAGE).execute();
        const answers = Number(row.answers);
        const yes = Number(row.yes ?? 0);
        pages.push({
          kind, id, yes, no: answers - yes,
          title: (await pageTitle(db, customerId, kind, id)) ?? 'Página eliminada o no publicada',
          url: kind === 'procedure' ? procedurePath(shortname, id) : kind === 'post' ? postPath({ id }) : await cityPageUrl(db, customerId, id),
          comments: comments.map((comment) => ({ helpful: Number(comment.helpful) === 1, comment: comment.comment, created: comment.created })),
        });
      }
      pages.sort((a, b) => b.yes + b.no - (a.yes + a.no) || a.title.localeCompare(b.title, 'es'));
      return ok(pages);
    },
  });
}

async function cityPageUrl(db: Db, customerId: string, id: number): Promise<string> {
  const page = await db.selectFrom('pages').select('slug').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
  return page ? pagePath(page) : '';
}
