// /api/v2/corporate/menu/{add,delete,list,update}/ (editors): the main menu, up to three levels.
// The shell adds 'Contacto' at the end by itself.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope, Text } from './common.ts';

/** Where an entry leads: a path of this site ('/procedures'), '#' (opens its submenu only) or an http(s) address. */
export const MenuUrlSchema = Type.String({ minLength: 1, maxLength: 500, pattern: '^(#|/[^\\s]*|https?://[^\\s]+)$' });

/** A menu entry; `depth` 0 is the top bar. `page_id` links one of the city's pages. */
export const MenuItemSchema = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  depth: Type.Integer(),
  label: Type.String(),
  url: Type.String(),
  page_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type MenuItem = Static<typeof MenuItemSchema>;

/** …/menu/list/ — in menu order (each entry followed by its submenu); `q` searches label and url. */
export const MenuListRequestSchema = Type.Object(ListRequestProperties);
export type MenuListRequest = Static<typeof MenuListRequestSchema>;
export const MenuListResponseSchema = PagedEnvelope(MenuItemSchema);
export type MenuListResponse = Static<typeof MenuListResponseSchema>;

/** …/menu/add/ — without `position` it goes last among its siblings; 201 `{data: {id}}`. */
export const MenuAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  label: Text(100),
  url: MenuUrlSchema,
  parent_id: Type.Optional(Nullable(IdSchema)),
  page_id: Type.Optional(Nullable(IdSchema)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type MenuAddRequest = Static<typeof MenuAddRequestSchema>;
export const MenuAddResponseSchema = CreatedResponseSchema;
export type MenuAddResponse = Static<typeof MenuAddResponseSchema>;

/** …/menu/update/ — only the fields given change; moving an entry under itself or below level 3 is refused. */
export const MenuUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  label: Type.Optional(Text(100)),
  url: Type.Optional(MenuUrlSchema),
  parent_id: Type.Optional(Nullable(IdSchema)),
  page_id: Type.Optional(Nullable(IdSchema)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type MenuUpdateRequest = Static<typeof MenuUpdateRequestSchema>;
export const MenuUpdateResponseSchema = Envelope(MenuItemSchema, { message: Type.String() });
export type MenuUpdateResponse = Static<typeof MenuUpdateResponseSchema>;

/** …/menu/delete/ `{customer_id, id}` — its submenu goes with it. */
export const MenuDeleteResponseSchema = DeletedResponseSchema;
export type MenuDeleteResponse = Static<typeof MenuDeleteResponseSchema>;
