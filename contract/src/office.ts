// /api/v2/corporate/office/{add,delete,detail,list,update}/ (clerks): the city's service offices,
// where procedures are done (the procedure↔office links, editable from both sides) and whose weekly
// schedule the appointment booking reads (schedule.ts).
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope, Text } from './common.ts';
import { PublicOfficeSchema } from './procedures.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules/email.ts';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './rules/phone.ts';

/**
 * An office as procedures.json shows it (its hours are its schedules', never typed here; coordinates
 * are optional) with the procedures done there.
 */
export const OfficeSchema = Type.Object({ ...PublicOfficeSchema.properties, procedure_ids: Type.Array(Type.Integer()) });
export type Office = Static<typeof OfficeSchema>;

/** An office with the names of its procedures and schedules. */
export const OfficeDetailSchema = Type.Object({
  ...OfficeSchema.properties,
  procedures: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  schedules: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type OfficeDetail = Static<typeof OfficeDetailSchema>;

/** …/office/list/ — by name; `q` searches name and address; `procedure_id` lists the offices of one procedure. */
export const OfficeListRequestSchema = Type.Object({ ...ListRequestProperties, procedure_id: Type.Optional(IdSchema) });
export type OfficeListRequest = Static<typeof OfficeListRequestSchema>;
export const OfficeListResponseSchema = PagedEnvelope(OfficeSchema);
export type OfficeListResponse = Static<typeof OfficeListResponseSchema>;

/** …/office/detail/ `{customer_id, id}` */
export const OfficeDetailResponseSchema = Envelope(OfficeDetailSchema);
export type OfficeDetailResponse = Static<typeof OfficeDetailResponseSchema>;

const phone = Type.Union([Type.Literal(''), Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN })]);
const email = Type.Union([Type.Literal(''), Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN })]);
const latitude = Nullable(Type.Number({ minimum: -90, maximum: 90 }));
const longitude = Nullable(Type.Number({ minimum: -180, maximum: 180 }));
const procedureIds = Type.Array(IdSchema, { maxItems: 1000, uniqueItems: true });

/** …/office/add/ — 201 `{data: {id}}`. Latitude and longitude go together (both or neither). */
export const OfficeAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  name: Text(200),
  address: Text(500),
  phone: Type.Optional(phone),
  email: Type.Optional(email),
  latitude: Type.Optional(latitude),
  longitude: Type.Optional(longitude),
  procedure_ids: Type.Optional(procedureIds),
});
export type OfficeAddRequest = Static<typeof OfficeAddRequestSchema>;
export const OfficeAddResponseSchema = CreatedResponseSchema;
export type OfficeAddResponse = Static<typeof OfficeAddResponseSchema>;

/** …/office/update/ — only the fields given change; `procedure_ids` replaces the office's procedures. */
export const OfficeUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(200)),
  address: Type.Optional(Text(500)),
  phone: Type.Optional(phone),
  email: Type.Optional(email),
  latitude: Type.Optional(latitude),
  longitude: Type.Optional(longitude),
  procedure_ids: Type.Optional(procedureIds),
});
export type OfficeUpdateRequest = Static<typeof OfficeUpdateRequestSchema>;
export const OfficeUpdateResponseSchema = Envelope(OfficeDetailSchema, { message: Type.String() });
export type OfficeUpdateResponse = Static<typeof OfficeUpdateResponseSchema>;

/** …/office/delete/ `{customer_id, id}` — its procedure links and its schedules go with it. */
export const OfficeDeleteResponseSchema = DeletedResponseSchema;
export type OfficeDeleteResponse = Static<typeof OfficeDeleteResponseSchema>;
