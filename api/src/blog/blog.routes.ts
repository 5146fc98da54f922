// The blog calls are POSTs in spec section 7 but only read: `readOnly` in the table of calls, so
// callRoute exempts them from the CSRF check (nothing to forge: a cross-site POST can neither change
// data nor read the answer, which CORS withholds) and they work for a first visit without a token.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import { callRoute } from '../http/call-route.ts';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/read-cache.ts';
import { blogRepository } from './blog.repository.ts';
import { listPages, listPosts, pageDetail, pageFiles, postDetail } from './blog.service.ts';

/** POST /api/v2/blog/{post,post/detail,page,page/detail,page/getPublicFile}/. */
export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = blogRepository(ctx.db);

  callRoute(app, calls.blogPostList, {}, async (request, reply) => {
    const { customer_id: customerId, page = 0 } = request.body;
    const cached = await ctx.cache.get(`blog:posts:${customerId}:${page}`, async () =>
      reply.serialize(await listPosts(repo, customerId, page)));
    return sendCached(request, reply, cached);
  });

  callRoute(app, calls.blogPostDetail, {}, async (request, reply) => {
    const { customer_id: customerId, id: postId } = request.body;
    const cached = await ctx.cache.get(`blog:post:${customerId}:${postId}`, async () =>
      reply.serialize(await postDetail(repo, customerId, postId)));
    return sendCached(request, reply, cached);
  });

  callRoute(app, calls.blogPageList, {}, async (request, reply) => {
    const customerId = request.body.customer_id;
    const cached = await ctx.cache.get(`blog:pages:${customerId}`, async () => reply.serialize(await listPages(repo, customerId)));
    return sendCached(request, reply, cached);
  });

  callRoute(app, calls.blogPageDetail, {}, async (request, reply) => {
    const { customer_id: customerId, slug: pageSlug, id: pageId } = request.body;
    const key = pageSlug !== undefined ? `slug:${pageSlug}` : `id:${pageId}`;
    const cached = await ctx.cache.get(`blog:page:${customerId}:${key}`, async () =>
      reply.serialize(await pageDetail(repo, customerId, { slug: pageSlug, id: pageId })));
    return sendCached(request, reply, cached);
  });

  // Unknown extra parameters (spec: "plus extra params") are accepted and dropped.
  callRoute(app, calls.blogPageFiles, {}, async (request, reply) => {
    const { customer_id: customerId, page_id: pageId } = request.body;
    const cached = await ctx.cache.get(`blog:files:${customerId}:${pageId}`, async () =>
      reply.serialize(await pageFiles(repo, customerId, pageId)));
    return sendCached(request, reply, cached);
  });
}
