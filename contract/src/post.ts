// /api/v2/corporate/post/* (editors): news posts with drafts. A new post is a draft; publish makes
// it public (the blog calls list only published posts, newest publication first), unpublish takes
// it back. The body is HTML, sanitised by the server with rules/post-html.ts's allow-list. The image
// is a path under /djmedia/ answered by media/upload.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DateSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { MediaPathSchema } from './media.ts';
import { POST_BODY_MAX_LENGTH, POST_IMAGE_ALT_MAX_LENGTH } from './rules/post-html.ts';

/**
 * draft → review (an editor asks for approval) → scheduled (published by a job at `scheduled_at`) or
 * published → unpublished. Only 'published' posts are public.
 */
export const PostStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('review'), Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('unpublished')]);
export type PostStatus = Static<typeof PostStatusSchema>;

const format = Type.Union([Type.Literal('standard'), Type.Literal('gallery'), Type.Literal('video')]);

/** A post as editors see it; `published_at` is the date citizens see (null while never published). */
export const EditorPostSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String(),
  body: Type.String(),
  image: Type.String(),
  /** What the picture shows, read by screen readers; required whenever `image` is set. */
  image_alt: Type.String(),
  format,
  status: PostStatusSchema,
  created: Type.String(),
  updated: Type.String(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  /** When a 'scheduled' post is published (an ISO instant), else null. */
  scheduled_at: Type.Union([Type.String(), Type.Null()]),
  /** Whether the caller may publish, schedule and approve (the customer's approver role, or an admin). */
  may_publish: Type.Boolean(),
});
export type EditorPost = Static<typeof EditorPostSchema>;

/** …/post/list/ — newest first; `status` narrows, `q` searches title and excerpt. Bodies are left out ('' in each item). */
export const EditorPostListRequestSchema = Type.Object({ ...ListRequestProperties, status: Type.Optional(PostStatusSchema) });
export type EditorPostListRequest = Static<typeof EditorPostListRequestSchema>;
export const EditorPostListResponseSchema = PagedEnvelope(EditorPostSchema);
export type EditorPostListResponse = Static<typeof EditorPostListResponseSchema>;

/** …/post/detail/ `{customer_id, id}` */
export const EditorPostDetailResponseSchema = Envelope(EditorPostSchema);
export type EditorPostDetailResponse = Static<typeof EditorPostDetailResponseSchema>;

/** …/post/add/ — stored as a draft; 201 `{data: {id}}`. `image` is '' or a path media/upload answered. */
export const EditorPostAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  title: Text(200),
  excerpt: Type.Optional(Type.String({ maxLength: 500 })),
  body: Type.Optional(Type.String({ maxLength: POST_BODY_MAX_LENGTH })),
  image: Type.Optional(MediaPathSchema),
  image_alt: Type.Optional(Type.String({ maxLength: POST_IMAGE_ALT_MAX_LENGTH })),
  format: Type.Optional(format),
});
export type EditorPostAddRequest = Static<typeof EditorPostAddRequestSchema>;
export const EditorPostAddResponseSchema = CreatedResponseSchema;
export type EditorPostAddResponse = Static<typeof EditorPostAddResponseSchema>;

/** …/post/update/ — only the fields given change; a published post stays published. */
export const EditorPostUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  title: Type.Optional(Text(200)),
  excerpt: Type.Optional(Type.String({ maxLength: 500 })),
  body: Type.Optional(Type.String({ maxLength: POST_BODY_MAX_LENGTH })),
  image: Type.Optional(MediaPathSchema),
  image_alt: Type.Optional(Type.String({ maxLength: POST_IMAGE_ALT_MAX_LENGTH })),
  format: Type.Optional(format),
});
export type EditorPostUpdateRequest = Static<typeof EditorPostUpdateRequestSchema>;

/** The answer of update, publish and unpublish: the post as it is now. */
export const EditorPostResponseSchema = Envelope(EditorPostSchema, { message: Type.String() });
export type EditorPostResponse = Static<typeof EditorPostResponseSchema>;

/** …/post/delete/ `{customer_id, id}` */
export const EditorPostDeleteResponseSchema = DeletedResponseSchema;
export type EditorPostDeleteResponse = Static<typeof EditorPostDeleteResponseSchema>;

/** …/post/submit/ `{customer_id, id}` — a draft goes to review, for the approver role to publish or schedule. (IdRequestSchema, EditorPostResponseSchema) */

/** …/post/schedule/ — published by the scheduled-publish job at this wall-clock time of the city (its time zone). */
export const EditorPostScheduleRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  date: DateSchema,
  /** 'HH:MM', or 'HH:MM:SS' to the second */
  time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
});
export type EditorPostScheduleRequest = Static<typeof EditorPostScheduleRequestSchema>;

/** One saved version of a post: what it said, who saved it, when. */
export const PostRevisionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  excerpt: Type.String(),
  body: Type.String(),
  image: Type.String(),
  image_alt: Type.String(),
  format,
  author: Type.String(),
  created: Type.String(),
});
export type PostRevision = Static<typeof PostRevisionSchema>;

/** …/post/revisions/ `{customer_id, id}` — the post's versions, newest first (at most POST_REVISIONS_SHOWN). */
export const EditorPostRevisionsResponseSchema = Envelope(Type.Array(PostRevisionSchema));
export type EditorPostRevisionsResponse = Static<typeof EditorPostRevisionsResponseSchema>;

/** …/post/restore/ — the post takes a version's content again (saved as a new version); its status stays. */
export const EditorPostRestoreRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, revision_id: IdSchema });
export type EditorPostRestoreRequest = Static<typeof EditorPostRestoreRequestSchema>;
