// The scheduled-publish job: every SCHEDULED_PUBLISH_EVERY_MS, one instance of all (jobs/job-runs.ts)
// publishes every customer's 'scheduled' posts whose time has come, and drops the read caches so
// /blog-grid/ and the post page show them at once.
import type { AppContext } from '../context.ts';
import { customerTag } from '../ssr/page-tags.ts';
import type { ScheduledJob } from '../jobs/scheduler.ts';

/** Publishes the posts due at `now`; answers how many. A post keeps its first publication date. */
export async function publishDuePosts(ctx: Pick<AppContext, 'db' | 'cache' | 'pages'>, now: Date): Promise<number> {
  const due = await ctx.db.selectFrom('posts').select(['id', 'customer_id', 'scheduled_at', 'published_at'])
    .where('status', '=', 'scheduled').where('scheduled_at', '<=', now.toISOString()).execute();
  for (const post of due) {
    // Only if it is still scheduled: an editor may have unscheduled it since the read.
    await ctx.db.updateTable('posts')
      .set({ status: 'published', published_at: post.published_at ?? post.scheduled_at, scheduled_at: null })
      .where('id', '=', post.id).where('status', '=', 'scheduled').execute();
  }
  if (due.length > 0) {
    ctx.cache.invalidate();
    ctx.pages.purge([...new Set(due.map((post) => customerTag(String(post.customer_id))))]);
  }
  return due.length;
}

export function scheduledPublishJob(ctx: Pick<AppContext, 'db' | 'cache' | 'pages' | 'config' | 'now'>): ScheduledJob {
  return {
    name: 'scheduled-publish',
    everyMs: ctx.config.scheduledPublishEveryMs,
    run: async () => `${await publishDuePosts(ctx, ctx.now())} posts published`,
  };
}
