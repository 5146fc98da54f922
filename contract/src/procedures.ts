// GET /djstatic/{shortname}/procedures.json: the procedures catalogue of one customer. A static
// file in the original, so it has no envelope.
import { Type, type Static } from 'typebox';
import { SynonymEntrySchema } from './search.ts';

export const DepartmentSchema = Type.Object({ id: Type.Integer(), name: Type.String(), is_active: Type.Boolean() });
export type Department = Static<typeof DepartmentSchema>;

export const RequirementSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Requirement = Static<typeof RequirementSchema>;

/** A procedure (trámite); `product` is null when it costs nothing. */
export const ProcedureSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  department: DepartmentSchema,
  departmentId: Type.Integer(),
  requirements: Type.Array(RequirementSchema),
  product: Type.Union([Type.Object({ calc_price: Type.Number() }), Type.Null()]),
  /** ids of the offices (in `offices`) where it is done; absent from servers older than issue 16 */
  officeIds: Type.Optional(Type.Array(Type.Integer())),
});
export type Procedure = Static<typeof ProcedureSchema>;

/** A service office where procedures are done ("where it is done" on a procedure's page). */
export const PublicOfficeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  opening_hours: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
});
export type PublicOffice = Static<typeof PublicOfficeSchema>;

/** A state a request for a procedure can be in (not shown by the catalogue). */
export const ProcedureStateSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ProcedureState = Static<typeof ProcedureStateSchema>;

export const ProceduresParamsSchema = Type.Object({ shortname: Type.String({ pattern: '^[a-z0-9_-]{1,60}$' }) });
export type ProceduresParams = Static<typeof ProceduresParamsSchema>;

/** procedures.json; `version` changes whenever the content does. */
export const ProceduresDocumentSchema = Type.Object({
  procedures: Type.Array(ProcedureSchema),
  departments: Type.Array(DepartmentSchema),
  states: Type.Array(ProcedureStateSchema),
  /** the customer's offices; absent from servers older than issue 16 */
  offices: Type.Optional(Type.Array(PublicOfficeSchema)),
  /** the customer's synonym list for the catalogue search (issue 14); absent from older servers */
  synonyms: Type.Optional(Type.Array(SynonymEntrySchema)),
  version: Type.String(),
});
export type ProceduresDocument = Static<typeof ProceduresDocumentSchema>;
