// The blog calls of spec section 7: posts and dynamic pages. POSTs that only read.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema } from './common.ts';

/** A news post; image paths are relative to /djmedia/. */
export const PostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String(),
  image: Type.String(),
  /** what the picture shows, as its editor wrote it (a screen reader reads it; og:image:alt) */
  image_alt: Type.Optional(Type.String()),
  images: Type.Array(Type.String()),
  body: Type.String(),
  format: Type.Union([Type.Literal('standard'), Type.Literal('gallery'), Type.Literal('video')]),
  created: Type.String(),
  updated: Type.String(),
  features_img: Type.Array(Type.String()),
});
export type Post = Static<typeof PostSchema>;

/** A post with the five most recent posts. */
export const PostDetailSchema = Type.Object({ ...PostSchema.properties, recent_posts: Type.Array(PostSchema) });
export type PostDetail = Static<typeof PostDetailSchema>;

/** POST /api/v2/blog/post/ — `page` is a 0-based index. */
export const PostListRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type PostListRequest = Static<typeof PostListRequestSchema>;
export const PostListResponseSchema = Envelope(Type.Array(PostSchema), {
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type PostListResponse = Static<typeof PostListResponseSchema>;

/** POST /api/v2/blog/post/detail/ */
export const PostDetailRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema });
export type PostDetailRequest = Static<typeof PostDetailRequestSchema>;
export const PostDetailResponseSchema = Envelope(PostDetailSchema);
export type PostDetailResponse = Static<typeof PostDetailResponseSchema>;

/** A dynamic page as listed. */
export const PageSummarySchema = Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() });
export type PageSummary = Static<typeof PageSummarySchema>;

/** A dynamic page with its HTML body (editor content, sanitised before display). */
export const PageDetailSchema = Type.Object({ ...PageSummarySchema.properties, body: Type.String(), has_files: Type.Boolean() });
export type PageDetail = Static<typeof PageDetailSchema>;

/** POST /api/v2/blog/page/ */
export const PageListRequestSchema = Type.Object({ customer_id: CustomerIdSchema });
export type PageListRequest = Static<typeof PageListRequestSchema>;
export const PageListResponseSchema = Envelope(Type.Array(PageSummarySchema));
export type PageListResponse = Static<typeof PageListResponseSchema>;

/** POST /api/v2/blog/page/detail/ — by slug or by id. */
export const PageDetailRequestSchema = Type.Object(
  {
    customer_id: CustomerIdSchema,
    slug: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,199}$' })),
    id: Type.Optional(IdSchema),
  },
  { anyOf: [{ required: ['slug'] }, { required: ['id'] }] },
);
export type PageDetailRequest = Static<typeof PageDetailRequestSchema>;
export const PageDetailResponseSchema = Envelope(PageDetailSchema);
export type PageDetailResponse = Static<typeof PageDetailResponseSchema>;

/** A public file of a dynamic page; `url` is site-absolute under /djmedia/, `size` in bytes. */
export const PublicFileSchema = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), size: Type.Integer(), mime: Type.String() });
export type PublicFile = Static<typeof PublicFileSchema>;

/** POST /api/v2/blog/page/getPublicFile/ — unknown extra parameters are accepted and dropped. */
export const PublicFilesRequestSchema = Type.Object({ customer_id: CustomerIdSchema, page_id: IdSchema });
export type PublicFilesRequest = Static<typeof PublicFilesRequestSchema>;
export const PublicFilesResponseSchema = Envelope(Type.Array(PublicFileSchema));
export type PublicFilesResponse = Static<typeof PublicFilesResponseSchema>;
