// /api/v2/corporate/procedure/* (clerks): the procedures (trámites) of the catalogue, their
// requirements (links to the requirement catalogue, in order, each with an optional note) and the
// offices where each is done. Every change is live in procedures.json at once (a new `version`).
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope, Text } from './common.ts';
import { DepartmentSchema } from './procedures.ts';
import { RequirementItemSchema } from './requirement.ts';

/** A procedure as the console lists it. `calc_price` null: free of charge. */
export const ProcedureSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  department_id: Type.Integer(),
  department_name: Type.String(),
  calc_price: Type.Union([Type.Number(), Type.Null()]),
  requirement_count: Type.Integer(),
  office_count: Type.Integer(),
});
export type ProcedureSummary = Static<typeof ProcedureSummarySchema>;

/** One requirement of a procedure: the catalogue's requirement, its place in the list and the procedure's note ('original y copia'). */
export const ProcedureRequirementSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  note: Type.String(),
  position: Type.Integer(),
});
export type ProcedureRequirement = Static<typeof ProcedureRequirementSchema>;

/** An office where a procedure is done, as a procedure lists it. */
export const ProcedureOfficeSchema = Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() });
export type ProcedureOffice = Static<typeof ProcedureOfficeSchema>;

/** A procedure with everything the console edits. */
export const ProcedureDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  department_id: Type.Integer(),
  department: DepartmentSchema,
  calc_price: Type.Union([Type.Number(), Type.Null()]),
  /** the service standard: working days to decide a request; null when none is promised */
  standard_days: Nullable(Type.Integer()),
  requirements: Type.Array(ProcedureRequirementSchema),
  offices: Type.Array(ProcedureOfficeSchema),
});
export type ProcedureDetail = Static<typeof ProcedureDetailSchema>;

/** …/procedure/list/ — by name; `q` searches name and description; `department_id` narrows. */
export const ProcedureListRequestSchema = Type.Object({ ...ListRequestProperties, department_id: Type.Optional(IdSchema) });
export type ProcedureListRequest = Static<typeof ProcedureListRequestSchema>;
export const ProcedureListResponseSchema = PagedEnvelope(ProcedureSummarySchema);
export type ProcedureListResponse = Static<typeof ProcedureListResponseSchema>;

/** …/procedure/detail/ `{customer_id, id}` */
export const ProcedureDetailResponseSchema = Envelope(ProcedureDetailSchema);
export type ProcedureDetailResponse = Static<typeof ProcedureDetailResponseSchema>;

const price = Nullable(Type.Number({ minimum: 0, maximum: 1_000_000_000 }));
/** Working days to decide (rules/working-days.ts); null: no standard. */
const standardDays = Nullable(Type.Integer({ minimum: 1, maximum: 365 }));
const ids = (max: number) => Type.Array(IdSchema, { maxItems: max, uniqueItems: true });

/**
 * …/procedure/add/ — 201 `{data: {id}}`. `requirement_ids` (in order) and `office_ids` are optional;
 * every id must be the customer's (400 naming the field otherwise).
 */
export const ProcedureAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  name: Text(200),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  department_id: IdSchema,
  calc_price: Type.Optional(price),
  standard_days: Type.Optional(standardDays),
  requirement_ids: Type.Optional(ids(100)),
  office_ids: Type.Optional(ids(100)),
});
export type ProcedureAddRequest = Static<typeof ProcedureAddRequestSchema>;
export const ProcedureAddResponseSchema = CreatedResponseSchema;
export type ProcedureAddResponse = Static<typeof ProcedureAddResponseSchema>;

/** …/procedure/update/ — only the fields given change; `office_ids` replaces the procedure's offices. */
export const ProcedureUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(200)),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  department_id: Type.Optional(IdSchema),
  calc_price: Type.Optional(price),
  standard_days: Type.Optional(standardDays),
  office_ids: Type.Optional(ids(100)),
});
export type ProcedureUpdateRequest = Static<typeof ProcedureUpdateRequestSchema>;
export const ProcedureUpdateResponseSchema = Envelope(ProcedureDetailSchema, { message: Type.String() });
export type ProcedureUpdateResponse = Static<typeof ProcedureUpdateResponseSchema>;

/** …/procedure/delete/ `{customer_id, id}` — its requirement and office links go with it. */
export const ProcedureDeleteResponseSchema = DeletedResponseSchema;
export type ProcedureDeleteResponse = Static<typeof ProcedureDeleteResponseSchema>;

/** …/procedure/addRequirement/ — without `position` it goes last; 409 when the procedure already asks for it. */
export const ProcedureAddRequirementRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  procedure_id: IdSchema,
  requirement_id: IdSchema,
  note: Type.Optional(Type.String({ maxLength: 500 })),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type ProcedureAddRequirementRequest = Static<typeof ProcedureAddRequirementRequestSchema>;

/** …/procedure/updateRequirement/ — the note or the place in the list. */
export const ProcedureUpdateRequirementRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  procedure_id: IdSchema,
  requirement_id: IdSchema,
  note: Type.Optional(Type.String({ maxLength: 500 })),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type ProcedureUpdateRequirementRequest = Static<typeof ProcedureUpdateRequirementRequestSchema>;

/** …/procedure/deleteRequirement/ — the requirement stays in the catalogue. */
export const ProcedureDeleteRequirementRequestSchema = Type.Object({ customer_id: CustomerIdSchema, procedure_id: IdSchema, requirement_id: IdSchema });
export type ProcedureDeleteRequirementRequest = Static<typeof ProcedureDeleteRequirementRequestSchema>;

/** The answer of add/update/deleteRequirement: the procedure's requirements as they are now, in order. */
export const ProcedureRequirementsResponseSchema = Envelope(Type.Array(ProcedureRequirementSchema), { message: Type.String() });
export type ProcedureRequirementsResponse = Static<typeof ProcedureRequirementsResponseSchema>;

/** …/procedure/availableRequirements/ — the catalogue's requirements the procedure does not ask for yet. */
export const ProcedureAvailableRequirementsRequestSchema = Type.Object({ ...ListRequestProperties, procedure_id: IdSchema });
export type ProcedureAvailableRequirementsRequest = Static<typeof ProcedureAvailableRequirementsRequestSchema>;
export const ProcedureAvailableRequirementsResponseSchema = PagedEnvelope(RequirementItemSchema);
export type ProcedureAvailableRequirementsResponse = Static<typeof ProcedureAvailableRequirementsResponseSchema>;
