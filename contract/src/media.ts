// /api/v2/corporate/media/* (editors): the media library. media/upload is multipart/form-data
// with the text fields `customer_id`, `alt` (required: what the picture shows) and `name`
// (optional, the file's name when blank) and the file in `file`: JPEG, PNG or WebP (read from the
// content, not the name), at most 5 MB (IMAGE_UPLOAD_MAX_BYTES). It answers the path to store in
// `image` and its public URL; the library's row keeps the alternative text.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { MEDIA_PATH_PATTERN } from './rules/post-html.ts';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH } from './rules/media-variants.ts';

/** A file of the public media folder, relative to /djmedia/ ('uploads/1/3f…9a.webp'), or '' for none. */
export const MediaPathSchema = Type.String({ maxLength: 300, pattern: MEDIA_PATH_PATTERN });

/** A media path that may not be empty. */
export const RequiredMediaPathSchema = Type.String({ minLength: 1, maxLength: 300, pattern: MEDIA_PATH_PATTERN });

export const MediaUploadResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({
    path: Type.String(), url: Type.String(), size: Type.Integer(), mime: Type.String(),
    id: Type.Integer(), alt: Type.String(), name: Type.String(), width: Type.Integer(), height: Type.Integer(),
  }),
  message: Type.String(),
});
export type MediaUploadResponse = Static<typeof MediaUploadResponseSchema>;

/** Where a library picture is used: a post (its picture or body), a banner or a city page (its body). */
export const MediaUsageSchema = Type.Object({
  kind: Type.Union([Type.Literal('post'), Type.Literal('banner'), Type.Literal('page')]),
  id: Type.Integer(),
  title: Type.String(),
});
export type MediaUsage = Static<typeof MediaUsageSchema>;

/**
 * A picture of the media library. `path` is the original's (what a post or banner stores), `url`
 * its address; `variants` the resized copies written beside it (paths relative to /djmedia/).
 */
export const MediaItemSchema = Type.Object({
  id: Type.Integer(),
  path: Type.String(),
  url: Type.String(),
  name: Type.String(),
  alt: Type.String(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer(),
  created: Type.String(),
});
export type MediaItem = Static<typeof MediaItemSchema>;

/** …/media/list/ — newest first; `q` searches the name and the alternative text. */
export const MediaListRequestSchema = Type.Object(ListRequestProperties);
export type MediaListRequest = Static<typeof MediaListRequestSchema>;
export const MediaListResponseSchema = PagedEnvelope(MediaItemSchema);
export type MediaListResponse = Static<typeof MediaListResponseSchema>;

/** …/media/detail/ `{customer_id, id}` — the picture, its variants and where it is used. */
export const MediaDetailResponseSchema = Envelope(Type.Object({
  ...MediaItemSchema.properties,
  variants: Type.Array(Type.String()),
  usage: Type.Array(MediaUsageSchema),
}));
export type MediaDetailResponse = Static<typeof MediaDetailResponseSchema>;

/** …/media/update/ — the alternative text and the name; only the fields given change. */
export const MediaUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  alt: Type.Optional(Text(MEDIA_ALT_MAX_LENGTH)),
  name: Type.Optional(Text(MEDIA_NAME_MAX_LENGTH)),
});
export type MediaUpdateRequest = Static<typeof MediaUpdateRequestSchema>;
export const MediaUpdateResponseSchema = Envelope(MediaItemSchema, { message: Type.String() });
export type MediaUpdateResponse = Static<typeof MediaUpdateResponseSchema>;

/** …/media/delete/ `{customer_id, id}` — refused (409, naming each use) while the picture is used. */
export const MediaDeleteResponseSchema = DeletedResponseSchema;
export type MediaDeleteResponse = Static<typeof MediaDeleteResponseSchema>;
