// The blog calls are POSTs in spec section 7 but only read. They are exempt from the CSRF check
// (nothing to forge: a cross-site POST can neither change data nor read the answer, which CORS
// withholds), so they also work for a first visit before the csrftoken cookie exists.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorSchema } from '../http/errors.ts';
import { sendCached } from '../http/read-cache.ts';
import { customerIdSchema, postSchema } from '../http/schemas.ts';
import { blogRepository } from './blog.repository.ts';
import { listPages, listPosts, pageDetail, pageFiles, postDetail } from './blog.service.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,199}$' } as const;
const readOnly = { csrf: false } as const;

function body(properties: Record<string, object>, required: string[]) {
  return { type: 'object', required: ['customer_id', ...required], properties: { customer_id: customerIdSchema, ...properties } };
}

function ok(data: object, extra: Record<string, object> = {}) {
  return {
    200: {
      type: 'object',
      required: ['res', 'data', ...Object.keys(extra)],
      properties: { res: { type: 'integer' }, data, message: { type: 'string' }, ...extra },
    },
    '4xx': errorSchema,
  };
}

const pageSummary = {
  type: 'object',
  required: ['id', 'slug', 'title'],
  properties: { id: { type: 'integer' }, slug: { type: 'string' }, title: { type: 'string' } },
} as const;

/** POST /api/v2/blog/{post,post/detail,page,page/detail,page/getPublicFile}/. */
export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = blogRepository(ctx.db);

  app.post<{ Body: { customer_id: string; page: number } }>('/api/v2/blog/post/', {
    config: readOnly,
    schema: {
      body: body({ page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 } }, []),
      response: ok({ type: 'array', items: postSchema }, {
        total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' },
      }),
    },
  }, async (request, reply) => {
    const { customer_id: customerId, page } = request.body;
    const cached = await ctx.cache.get(`blog:posts:${customerId}:${page}`, async () =>
      reply.serialize(await listPosts(repo, customerId, page)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: { customer_id: string; id: number } }>('/api/v2/blog/post/detail/', {
    config: readOnly,
    schema: {
      body: body({ id }, ['id']),
      response: ok({ ...postSchema, properties: { ...postSchema.properties, recent_posts: { type: 'array', items: postSchema } } }),
    },
  }, async (request, reply) => {
    const { customer_id: customerId, id: postId } = request.body;
    const cached = await ctx.cache.get(`blog:post:${customerId}:${postId}`, async () =>
      reply.serialize(await postDetail(repo, customerId, postId)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: { customer_id: string } }>('/api/v2/blog/page/', {
    config: readOnly,
    schema: { body: body({}, []), response: ok({ type: 'array', items: pageSummary }) },
  }, async (request, reply) => {
    const customerId = request.body.customer_id;
    const cached = await ctx.cache.get(`blog:pages:${customerId}`, async () => reply.serialize(await listPages(repo, customerId)));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: { customer_id: string; slug?: string; id?: number } }>('/api/v2/blog/page/detail/', {
    config: readOnly,
    schema: {
      body: { ...body({ slug, id }, []), anyOf: [{ required: ['slug'] }, { required: ['id'] }] },
      response: ok({
        type: 'object',
        required: ['id', 'slug', 'title', 'body', 'has_files'],
        properties: { ...pageSummary.properties, body: { type: 'string' }, has_files: { type: 'boolean' } },
      }),
    },
  }, async (request, reply) => {
    const { customer_id: customerId, slug: pageSlug, id: pageId } = request.body;
    const key = pageSlug !== undefined ? `slug:${pageSlug}` : `id:${pageId}`;
    const cached = await ctx.cache.get(`blog:page:${customerId}:${key}`, async () =>
      reply.serialize(await pageDetail(repo, customerId, { slug: pageSlug, id: pageId })));
    return sendCached(request, reply, cached);
  });

  app.post<{ Body: { customer_id: string; page_id: number } }>('/api/v2/blog/page/getPublicFile/', {
    config: readOnly,
    schema: {
      // Unknown extra parameters (spec: "plus extra params") are accepted and dropped.
      body: body({ page_id: id }, ['page_id']),
      response: ok({
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'url', 'size', 'mime'],
          properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string' }, size: { type: 'integer' }, mime: { type: 'string' } },
        },
      }),
    },
  }, async (request, reply) => {
    const { customer_id: customerId, page_id: pageId } = request.body;
    const cached = await ctx.cache.get(`blog:files:${customerId}:${pageId}`, async () =>
      reply.serialize(await pageFiles(repo, customerId, pageId)));
    return sendCached(request, reply, cached);
  });
}
