// /api/v2/corporate/media/upload/ (editors): an image for a post or a banner. multipart/form-data
// with the text field `customer_id` and the file in `file`: JPEG, PNG or WebP (read from the
// content, not the name), at most 5 MB (IMAGE_UPLOAD_MAX_BYTES). Answers the path to store in `image` and its public URL.
import { Type, type Static } from 'typebox';
import { MEDIA_PATH_PATTERN } from './rules/post-html.ts';

/** A file of the public media folder, relative to /djmedia/ ('uploads/1/3f…9a.webp'), or '' for none. */
export const MediaPathSchema = Type.String({ maxLength: 300, pattern: MEDIA_PATH_PATTERN });

/** A media path that may not be empty. */
export const RequiredMediaPathSchema = Type.String({ minLength: 1, maxLength: 300, pattern: MEDIA_PATH_PATTERN });

export const MediaUploadResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({ path: Type.String(), url: Type.String(), size: Type.Integer(), mime: Type.String() }),
  message: Type.String(),
});
export type MediaUploadResponse = Static<typeof MediaUploadResponseSchema>;
