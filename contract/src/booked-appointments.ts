// A change that closes an office when citizens have booked (a new holiday on their day, a schedule's
// day or period removed) is never saved without a word: sent without a decision, it answers
// 409 with the booked appointments it would leave outside the office's times (`affected`) and saves
// nothing; sent again with `booked_appointments: {action: 'keep'}` it keeps them, with
// `{action: 'cancel', reason}` it cancels them, and each citizen's page then says the city cancelled
// it and why. The calls that take it: holiday/add, holiday/update, schedule/update, schedule/delete,
// schedule/updateDay, schedule/deleteDay.
import { Type, type Static } from 'typebox';
import { ErrorResponseSchema, Nullable } from './common.ts';
import { CANCEL_REASON_MAX_LENGTH } from './rules/appointment-status.ts';

/** A booked appointment a change would leave outside its office's times. */
export const AffectedAppointmentSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** the slot on the customer's clock */
  date: Type.String(),
  start: Type.String(),
  end: Type.String(),
  office_name: Type.String(),
  procedure_name: Nullable(Type.String()),
  name: Type.String(),
});
export type AffectedAppointment = Static<typeof AffectedAppointmentSchema>;

/** What the clerk decided for the affected appointments; `reason` defaults to the change ('feriado «…»'). */
export const BookedAppointmentsDecisionSchema = Type.Object({
  action: Type.Union([Type.Literal('keep'), Type.Literal('cancel')]),
  reason: Type.Optional(Type.String({ maxLength: CANCEL_REASON_MAX_LENGTH })),
});
export type BookedAppointmentsDecision = Static<typeof BookedAppointmentsDecisionSchema>;

/** The request property of the calls above. */
export const BookedAppointmentsProperty = { booked_appointments: Type.Optional(BookedAppointmentsDecisionSchema) };

/** Their failure answer: the usual one, with the affected appointments on a 409 that asks for a decision. */
export const AffectedAppointmentsErrorSchema = Type.Object({
  ...ErrorResponseSchema.properties,
  affected: Type.Optional(Type.Array(AffectedAppointmentSchema)),
});
export type AffectedAppointmentsError = Static<typeof AffectedAppointmentsErrorSchema>;
