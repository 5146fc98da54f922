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

/** One opening range of a weekday (ISO weekday, 1 Monday … 7 Sunday; 'HH:MM' on the customer's clock). */
export const OpeningRangeSchema = Type.Object({ weekday: Type.Integer(), start: Type.String(), end: Type.String() });

/**
 * An office's opening hours for a period: one of its schedules (the rows the booking reads), so the
 * hours citizens read and the times they can book never disagree. `appointments`: whether the
 * schedule gives appointments (else citizens come without one). Periods that have ended are left out.
 */
export const OpeningPeriodSchema = Type.Object({
  valid_from: Type.Union([Type.String(), Type.Null()]),
  valid_to: Type.Union([Type.String(), Type.Null()]),
  appointments: Type.Boolean(),
  days: Type.Array(OpeningRangeSchema),
});
export type OpeningPeriod = Static<typeof OpeningPeriodSchema>;

/**
 * A service office where procedures are done ("where it is done" on a procedure's page). Its hours
 * are its schedules' (`hours`, none when it has no schedule); `takes_appointments` is true when one
 * of them gives appointments, so the booking offers it for every procedure done there.
 */
export const PublicOfficeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.Array(OpeningPeriodSchema),
  takes_appointments: Type.Boolean(),
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
