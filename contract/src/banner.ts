// /api/v2/corporate/banner/{add,delete,list,update}/ (editors): the landing page's slider.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { RequiredMediaPathSchema } from './media.ts';
import { MEDIA_ALT_MAX_LENGTH } from './rules/media-variants.ts';

/** Where a banner leads: '' (nowhere), a path of this site or an http(s) address. */
export const BannerLinkSchema = Type.String({ maxLength: 500, pattern: '^(|/[^\\s]*|https?://[^\\s]+)$' });

/** A banner in slider order; `image` is relative to /djmedia/, `image_alt` what it shows ('' when it says nothing the title does not). */
export const BannerItemSchema = Type.Object({ id: Type.Integer(), image: Type.String(), image_alt: Type.String(), title: Type.String(), link: Type.String(), position: Type.Integer() });

/** A banner picture's alternative text (usually the library picture's, brought along when chosen). */
const BannerImageAltSchema = Type.String({ maxLength: MEDIA_ALT_MAX_LENGTH });
export type BannerItem = Static<typeof BannerItemSchema>;

/** …/banner/list/ — in slider order; `q` searches the title. */
export const BannerListRequestSchema = Type.Object(ListRequestProperties);
export type BannerListRequest = Static<typeof BannerListRequestSchema>;
export const BannerListResponseSchema = PagedEnvelope(BannerItemSchema);
export type BannerListResponse = Static<typeof BannerListResponseSchema>;

/** …/banner/add/ — `image` from media/upload (required); without `position` it goes last. 201 `{data: {id}}`. */
export const BannerAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  image: RequiredMediaPathSchema,
  image_alt: Type.Optional(BannerImageAltSchema),
  title: Text(200),
  link: Type.Optional(BannerLinkSchema),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type BannerAddRequest = Static<typeof BannerAddRequestSchema>;
export const BannerAddResponseSchema = CreatedResponseSchema;
export type BannerAddResponse = Static<typeof BannerAddResponseSchema>;

/** …/banner/update/ — only the fields given change. */
export const BannerUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  image: Type.Optional(RequiredMediaPathSchema),
  image_alt: Type.Optional(BannerImageAltSchema),
  title: Type.Optional(Text(200)),
  link: Type.Optional(BannerLinkSchema),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type BannerUpdateRequest = Static<typeof BannerUpdateRequestSchema>;
export const BannerUpdateResponseSchema = Envelope(BannerItemSchema, { message: Type.String() });
export type BannerUpdateResponse = Static<typeof BannerUpdateResponseSchema>;

/** …/banner/delete/ `{customer_id, id}` */
export const BannerDeleteResponseSchema = DeletedResponseSchema;
export type BannerDeleteResponse = Static<typeof BannerDeleteResponseSchema>;
