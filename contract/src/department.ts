// /api/v2/corporate/department/{add,delete,detail,list,update}/ (clerks).
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';

/** A department as the console lists it: with how many procedures it has. */
export const DepartmentSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_active: Type.Boolean(),
  procedure_count: Type.Integer(),
});
export type DepartmentSummary = Static<typeof DepartmentSummarySchema>;

/** …/department/list/ — `q` searches the name; `is_active` narrows. */
export const DepartmentListRequestSchema = Type.Object({ ...ListRequestProperties, is_active: Type.Optional(Type.Boolean()) });
export type DepartmentListRequest = Static<typeof DepartmentListRequestSchema>;
export const DepartmentListResponseSchema = PagedEnvelope(DepartmentSummarySchema);
export type DepartmentListResponse = Static<typeof DepartmentListResponseSchema>;

/** …/department/detail/ `{customer_id, id}` */
export const DepartmentDetailResponseSchema = Envelope(DepartmentSummarySchema);
export type DepartmentDetailResponse = Static<typeof DepartmentDetailResponseSchema>;

/** …/department/add/ — 201 `{data: {id}}`. */
export const DepartmentAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  name: Text(200),
  is_active: Type.Optional(Type.Boolean({ default: true })),
});
export type DepartmentAddRequest = Static<typeof DepartmentAddRequestSchema>;
export const DepartmentAddResponseSchema = CreatedResponseSchema;
export type DepartmentAddResponse = Static<typeof DepartmentAddResponseSchema>;

/** …/department/update/ — only the fields given change; answers the department as it is now. */
export const DepartmentUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(200)),
  is_active: Type.Optional(Type.Boolean()),
});
export type DepartmentUpdateRequest = Static<typeof DepartmentUpdateRequestSchema>;
export const DepartmentUpdateResponseSchema = Envelope(DepartmentSummarySchema, { message: Type.String() });
export type DepartmentUpdateResponse = Static<typeof DepartmentUpdateResponseSchema>;

/** …/department/delete/ `{customer_id, id}` — 409 while the department still has procedures. */
export const DepartmentDeleteResponseSchema = DeletedResponseSchema;
export type DepartmentDeleteResponse = Static<typeof DepartmentDeleteResponseSchema>;
