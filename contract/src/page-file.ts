// /api/v2/corporate/pageFile/{list,upload,update,delete}/ (editors): the files a city page offers for
// download (PDF, Word/Excel/PowerPoint, OpenDocument, CSV), listed on the public page with their type
// and size in the order the editor chose. upload is a multipart form with the text fields
// `customer_id`, `page_id` and optionally `name` (the label; else the file's name without its
// extension) and the file in `file`. Every call answers the page's list as it now is.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema, Text } from './common.ts';
import { PAGE_FILE_LABEL_MAX_LENGTH } from './rules/page-files.ts';

/** An attachment as the console shows it. */
export const EditorPageFileSchema = Type.Object({
  id: Type.Integer(),
  page_id: Type.Integer(),
  /** the label citizens read */
  name: Type.String(),
  /** the public address of the file (/djmedia/…) */
  url: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  position: Type.Integer(),
});
export type EditorPageFile = Static<typeof EditorPageFileSchema>;

/** The page's attachments in their order, answered by every call. */
export const EditorPageFileListResponseSchema = Envelope(Type.Array(EditorPageFileSchema), { message: Type.String() });
export type EditorPageFileListResponse = Static<typeof EditorPageFileListResponseSchema>;

/** …/pageFile/list/ `{customer_id, page_id}` — 404 when the page is not the customer's. */
export const EditorPageFileListRequestSchema = Type.Object({ customer_id: CustomerIdSchema, page_id: IdSchema });
export type EditorPageFileListRequest = Static<typeof EditorPageFileListRequestSchema>;

/** …/pageFile/update/ — a new label, or a new place in the list (`position`: 1 is the first). */
export const EditorPageFileUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(PAGE_FILE_LABEL_MAX_LENGTH)),
  position: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type EditorPageFileUpdateRequest = Static<typeof EditorPageFileUpdateRequestSchema>;

/** …/pageFile/delete/ `{customer_id, id}` — the file leaves the page and the media folder. */
export const EditorPageFileDeleteRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema });
export type EditorPageFileDeleteRequest = Static<typeof EditorPageFileDeleteRequestSchema>;
