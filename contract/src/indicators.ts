// The city's public service indicators (/indicadores and the open data under /datos/): computed
// every hour into summary tables, aggregates only. A count from 1 to 4 is null (suppressed), and so
// is a figure resting on fewer than 5 requests.
//
// Public: POST /api/v2/indicators/ `{customer_id}`
import { Type, type Static } from 'typebox';
import { CustomerRequestSchema, Envelope, Nullable } from './common.ts';

const Count = Nullable(Type.Integer());

export const IndicatorMonthSchema = Type.Object({ month: Type.String(), received: Count });
export type IndicatorMonth = Static<typeof IndicatorMonthSchema>;

/** A procedure's or a department's figures over the period. */
export const IndicatorFiguresSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** requests filed in the period */
  received: Count,
  /** requests decided in the period */
  decided: Count,
  /** working days from filing to decision (rules/working-days.ts) */
  median_days: Nullable(Type.Number()),
  p90_days: Nullable(Type.Number()),
  /** 0–1: decided on or before the due date, of those with a standard */
  within_share: Nullable(Type.Number()),
  /** requests filed per month, oldest first */
  months: Type.Array(IndicatorMonthSchema),
});
export type IndicatorFigures = Static<typeof IndicatorFiguresSchema>;

export const ProcedureIndicatorsSchema = Type.Object({
  ...IndicatorFiguresSchema.properties,
  department_id: Type.Integer(),
  department_name: Type.String(),
  /** the service standard in working days; null when none is promised */
  standard_days: Nullable(Type.Integer()),
});
export type ProcedureIndicators = Static<typeof ProcedureIndicatorsSchema>;

export const OfficeIndicatorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the first free appointment, on the city's clock; null when none in the next 60 days */
  next_date: Nullable(Type.String()),
  next_time: Nullable(Type.String()),
});
export type OfficeIndicator = Static<typeof OfficeIndicatorSchema>;

export const IndicatorsSchema = Type.Object({
  /** when the figures were computed (ISO instant) */
  computed_at: Type.String(),
  /** 'YYYY-MM-DD', both included, on the city's clock */
  period_from: Type.String(),
  period_to: Type.String(),
  procedures: Type.Array(ProcedureIndicatorsSchema),
  departments: Type.Array(IndicatorFiguresSchema),
  /** every request of the city (id 0, name '') */
  city: IndicatorFiguresSchema,
  offices: Type.Array(OfficeIndicatorSchema),
});
export type Indicators = Static<typeof IndicatorsSchema>;

export const IndicatorsRequestSchema = CustomerRequestSchema;
export type IndicatorsRequest = Static<typeof IndicatorsRequestSchema>;
export const IndicatorsResponseSchema = Envelope(IndicatorsSchema, { message: Type.String() });
export type IndicatorsResponse = Static<typeof IndicatorsResponseSchema>;
