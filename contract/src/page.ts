// /api/v2/corporate/page/{add,delete,detail,list,update}/ (editors): the city's own pages, shown at
// /page/{slug}?id={id} and linked from the menu. Bodies are sanitised like posts'.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { POST_BODY_MAX_LENGTH } from './rules/post-html.ts';

/** The part of a page's address after /page/: lower-case letters, digits and dashes. */
export const PageSlugSchema = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,199}$' });

/** A page as editors see it. */
export const EditorPageSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), body: Type.String() });
export type EditorPage = Static<typeof EditorPageSchema>;

/** …/page/list/ — by title; `q` searches title and slug. Bodies are left out ('' in each item). */
export const EditorPageListRequestSchema = Type.Object(ListRequestProperties);
export type EditorPageListRequest = Static<typeof EditorPageListRequestSchema>;
export const EditorPageListResponseSchema = PagedEnvelope(EditorPageSchema);
export type EditorPageListResponse = Static<typeof EditorPageListResponseSchema>;

/** …/page/detail/ `{customer_id, id}` */
export const EditorPageDetailResponseSchema = Envelope(EditorPageSchema);
export type EditorPageDetailResponse = Static<typeof EditorPageDetailResponseSchema>;

/** …/page/add/ — 201 `{data: {id}}`; 409 when the slug is taken. */
export const EditorPageAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  slug: PageSlugSchema,
  title: Text(200),
  body: Type.Optional(Type.String({ maxLength: POST_BODY_MAX_LENGTH })),
});
export type EditorPageAddRequest = Static<typeof EditorPageAddRequestSchema>;
export const EditorPageAddResponseSchema = CreatedResponseSchema;
export type EditorPageAddResponse = Static<typeof EditorPageAddResponseSchema>;

/** …/page/update/ — only the fields given change. */
export const EditorPageUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  slug: Type.Optional(PageSlugSchema),
  title: Type.Optional(Text(200)),
  body: Type.Optional(Type.String({ maxLength: POST_BODY_MAX_LENGTH })),
});
export type EditorPageUpdateRequest = Static<typeof EditorPageUpdateRequestSchema>;
export const EditorPageUpdateResponseSchema = Envelope(EditorPageSchema, { message: Type.String() });
export type EditorPageUpdateResponse = Static<typeof EditorPageUpdateResponseSchema>;

/** …/page/delete/ `{customer_id, id}` — 409 while a menu entry links to it; its files go with it. */
export const EditorPageDeleteResponseSchema = DeletedResponseSchema;
export type EditorPageDeleteResponse = Static<typeof EditorPageDeleteResponseSchema>;
