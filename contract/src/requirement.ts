// /api/v2/corporate/requirement/{add,delete,list,update}/ (clerks): the customer's catalogue of
// requirements ('Copia de la cédula de identidad', …). A procedure lists some of them
// (procedure/addRequirement); one requirement can serve many procedures.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';

/** A requirement of the catalogue, with how many procedures ask for it. */
export const RequirementItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  procedure_count: Type.Integer(),
});
export type RequirementItem = Static<typeof RequirementItemSchema>;

/** …/requirement/list/ — by name; `q` searches name and description. */
export const RequirementListRequestSchema = Type.Object(ListRequestProperties);
export type RequirementListRequest = Static<typeof RequirementListRequestSchema>;
export const RequirementListResponseSchema = PagedEnvelope(RequirementItemSchema);
export type RequirementListResponse = Static<typeof RequirementListResponseSchema>;

/** …/requirement/add/ — 201 `{data: {id}}`; 409 when the catalogue already has that name. */
export const RequirementAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  name: Text(200),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RequirementAddRequest = Static<typeof RequirementAddRequestSchema>;
export const RequirementAddResponseSchema = CreatedResponseSchema;
export type RequirementAddResponse = Static<typeof RequirementAddResponseSchema>;

/** …/requirement/update/ — only the fields given change; every procedure that asks for it shows the new name. */
export const RequirementUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(200)),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RequirementUpdateRequest = Static<typeof RequirementUpdateRequestSchema>;
export const RequirementUpdateResponseSchema = Envelope(RequirementItemSchema, { message: Type.String() });
export type RequirementUpdateResponse = Static<typeof RequirementUpdateResponseSchema>;

/** …/requirement/delete/ `{customer_id, id}` — 409 while a procedure still asks for it. */
export const RequirementDeleteResponseSchema = DeletedResponseSchema;
export type RequirementDeleteResponse = Static<typeof RequirementDeleteResponseSchema>;
