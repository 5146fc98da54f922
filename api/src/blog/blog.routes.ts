// The blog calls are POSTs in spec section 7 but only read. They are exempt from the CSRF check
// (nothing to forge: a cross-site POST can neither change data nor read the answer, which CORS
// withholds), so they also work for a first visit before the csrftoken cookie exists.
import type { FastifyInstance } from 'fastify';
import {
  ErrorResponseSchema,
  PageDetailRequestSchema, PageDetailResponseSchema, PageListRequestSchema, PageListResponseSchema,
  PostDetailRequestSchema, PostDetailResponseSchema, PostListRequestSchema, PostListResponseSchema,
  PublicFilesRequestSchema, PublicFilesResponseSchema,
  type PageDetailRequest, type PageListRequest, type PostDetailRequest, type PostListRequest, type PublicFilesRequest,
} from '@portal/contract/schemas';
import type { AppContext } from '../context.ts';
import { sendCached } from '../http/read-cache.ts';
import { blogRepository } from './blog.repository.ts';
import { listPages, listPosts, pageDetail, pageFiles, postDetail } from './blog.service.ts';

const readOnly = { csrf: false } as const;

function ok<T extends object>(answer: T) {
  return { 200: answer, '4xx': ErrorResponseSchema };
}

/** POST /api/v2/blog/{post,post/detail,page,page/detail,page/getPublicFile}/. */
export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = blogRepository(ctx.db);

  app.post<{ Body: PostListRequest }>('/api/v2/blog/post/', {
    config: readOnly,
    schema: { body: PostListRequestSchema, response: ok(PostListResponseSchema) },
  }, async (request, reply) => {
    const { customer_id: customerId, page = 0 } = request.body;
    const cached = await ctx.cache.get(`blog:posts:${customerId}:${page}`, async () =>
      reply.serialize(await listPosts(repo, customerId, page)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: PostDetailRequest }>('/api/v2/blog/post/detail/', {
    config: readOnly,
    schema: { body: PostDetailRequestSchema, response: ok(PostDetailResponseSchema) },
  }, async (request, reply) => {
    const { customer_id: customerId, id: postId } = request.body;
    const cached = await ctx.cache.get(`blog:post:${customerId}:${postId}`, async () =>
      reply.serialize(await postDetail(repo, customerId, postId)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: PageListRequest }>('/api/v2/blog/page/', {
    config: readOnly,
    schema: { body: PageListRequestSchema, response: ok(PageListResponseSchema) },
  }, async (request, reply) => {
    const customerId = request.body.customer_id;
    const cached = await ctx.cache.get(`blog:pages:${customerId}`, async () => reply.serialize(await listPages(repo, customerId)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: PageDetailRequest }>('/api/v2/blog/page/detail/', {
    config: readOnly,
    schema: { body: PageDetailRequestSchema, response: ok(PageDetailResponseSchema) },
  }, async (request, reply) => {
    const { customer_id: customerId, slug: pageSlug, id: pageId } = request.body;
    const key = pageSlug !== undefined ? `slug:${pageSlug}` : `id:${pageId}`;
    const cached = await ctx.cache.get(`blog:page:${customerId}:${key}`, async () =>
      reply.serialize(await pageDetail(repo, customerId, { slug: pageSlug, id: pageId })));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: PublicFilesRequest }>('/api/v2/blog/page/getPublicFile/', {
    config: readOnly,
    // Unknown extra parameters (spec: "plus extra params") are accepted and dropped.
    schema: { body: PublicFilesRequestSchema, response: ok(PublicFilesResponseSchema) },
  }, async (request, reply) => {
    const { customer_id: customerId, page_id: pageId } = request.body;
    const cached = await ctx.cache.get(`blog:files:${customerId}:${pageId}`, async () =>
      reply.serialize(await pageFiles(repo, customerId, pageId)));
    return sendCached(request, reply, cached);
  });
}
