// Appointments at an office's counter (issue 17; spec section 7's `appointment` calls). A citizen
// picks an office that does the procedure, a day and a free slot of the office's schedule
// (./schedule.ts), and gives name, national id, e-mail and phone; the answer carries a code
// ('A-7KQ2M9XP'). The code plus the e-mail open and cancel the appointment; clerks list a day's
// appointments and check a citizen in by code.
//
// Public calls (no sign-in), POST with a JSON body:
//   /api/v2/appointment/offices/      where a procedure is done, and which offices take appointments
//   /api/v2/appointment/getAvailable/ an office's free slots, day by day
//   /api/v2/appointment/create/       books one place (201); 409 when the slot filled meanwhile
//   /api/v2/appointment/detail/       code + e-mail → the appointment; one generic 404 otherwise
//   /api/v2/appointment/cancel/       code + e-mail → cancelled; the place is free again
// Corporate calls (clerks): appointment/{search,validate,update,getAvailable,create}.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, DateSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope } from './common.ts';
import { EMAIL_MAX_LENGTH } from './rules/email.ts';
import { NATIONAL_ID_MAX_LENGTH } from './rules/national-id.ts';
import { PHONE_MAX_LENGTH } from './rules/phone.ts';
import { APPOINTMENT_STATUSES, AVAILABLE_DAYS_MAX } from './rules/appointment-status.ts';
import { BOOKING_NAME_MAX_LENGTH } from './rules/booking.ts';
import { TimeOfDaySchema } from './schedule.ts';
import { OpeningPeriodSchema } from './procedures.ts';


/** APPOINTMENT_STATUSES as a schema (spelled out: TypeBox infers nothing from a mapped array). */
const StatusSchema = Type.Union([Type.Literal('booked'), Type.Literal('cancelled'), Type.Literal('attended'), Type.Literal('missed')]);
const statusesMatch: (typeof APPOINTMENT_STATUSES)[number] extends Static<typeof StatusSchema> ? true : never = true;
void statusesMatch;

/** An appointment code as typed (trimmed and upper-cased by the server); bounded, never trusted. */
const CodeSchema = Type.String({ minLength: 1, maxLength: 20 });

/** An office as the booking shows it, with its opening hours (its schedules, see PublicOffice). */
export const BookingOfficeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hours: Type.Array(OpeningPeriodSchema),
  /** false: the office does the procedure but gives no appointments (citizens come without one) */
  takes_appointments: Type.Boolean(),
});
export type BookingOffice = Static<typeof BookingOfficeSchema>;

export const AppointmentOfficesRequestSchema = Type.Object({ customer_id: CustomerIdSchema, procedure_id: IdSchema });
export type AppointmentOfficesRequest = Static<typeof AppointmentOfficesRequestSchema>;
export const AppointmentOfficesResponseSchema = Envelope(Type.Array(BookingOfficeSchema));
export type AppointmentOfficesResponse = Static<typeof AppointmentOfficesResponseSchema>;

/** One slot of a day: wall-clock times in the customer's time zone and the places still free. */
export const FreeSlotSchema = Type.Object({ start: Type.String(), end: Type.String(), free: Type.Integer() });
export type FreeSlot = Static<typeof FreeSlotSchema>;

export const AvailableDaySchema = Type.Object({ date: Type.String(), slots: Type.Array(FreeSlotSchema) });
export type AvailableDay = Static<typeof AvailableDaySchema>;

/** `from` defaults to today in the customer's time zone; `days` to 14. Past slots are never offered. */
export const AvailableRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  office_id: IdSchema,
  from: Type.Optional(DateSchema),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: AVAILABLE_DAYS_MAX })),
});
export type AvailableRequest = Static<typeof AvailableRequestSchema>;
export const AvailableResponseSchema = Envelope(Type.Object({
  office_id: Type.Integer(),
  time_zone: Type.String(),
  /** every day of the window, also those without slots (closed, holiday, full) */
  days: Type.Array(AvailableDaySchema),
}));
export type AvailableResponse = Static<typeof AvailableResponseSchema>;

export const CreateAppointmentRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  office_id: IdSchema,
  procedure_id: Type.Optional(Nullable(IdSchema)),
  date: DateSchema,
  start: TimeOfDaySchema,
  name: Type.String({ maxLength: BOOKING_NAME_MAX_LENGTH + 50 }),
  national_id: Type.String({ maxLength: NATIONAL_ID_MAX_LENGTH }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
  phone: Type.String({ maxLength: PHONE_MAX_LENGTH }),
});
export type CreateAppointmentRequest = Static<typeof CreateAppointmentRequestSchema>;

/** An appointment as its citizen sees it. */
export const AppointmentSchema = Type.Object({
  code: Type.String(),
  status: StatusSchema,
  office: Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() }),
  procedure: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  date: Type.String(),
  start: Type.String(),
  end: Type.String(),
  /** ISO instants of start and end (for the calendar file) */
  starts_at: Type.String(),
  ends_at: Type.String(),
  time_zone: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** who cancelled a cancelled appointment: the citizen, or the city (a holiday, a schedule change) */
  cancelled_by: Nullable(Type.Union([Type.Literal('citizen'), Type.Literal('city')])),
  /** the city's reason, as the citizen reads it ('feriado «Día de la Alcaldía»') */
  cancel_reason: Nullable(Type.String()),
});
export type Appointment = Static<typeof AppointmentSchema>;

export const CreateAppointmentResponseSchema = Envelope(AppointmentSchema, { message: Type.String() });
export type CreateAppointmentResponse = Static<typeof CreateAppointmentResponseSchema>;

/** …/detail/ and …/cancel/: the code and the e-mail given at booking. */
export const AppointmentLookupRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  code: CodeSchema,
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
});
export type AppointmentLookupRequest = Static<typeof AppointmentLookupRequestSchema>;

/** …/appointment/move/ (the citizen, with code and e-mail): another free time of the same office. */
export const AppointmentMoveRequestSchema = Type.Object({
  ...AppointmentLookupRequestSchema.properties,
  date: DateSchema,
  start: TimeOfDaySchema,
});
export type AppointmentMoveRequest = Static<typeof AppointmentMoveRequestSchema>;

/** …/corporate/appointment/move/ (a clerk): another free time of the same office. */
export const StaffAppointmentMoveRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  date: DateSchema,
  start: TimeOfDaySchema,
}, { additionalProperties: false });
export type StaffAppointmentMoveRequest = Static<typeof StaffAppointmentMoveRequestSchema>;
export const AppointmentResponseSchema = Envelope(AppointmentSchema, { message: Type.String() });
export type AppointmentResponse = Static<typeof AppointmentResponseSchema>;

/** An appointment as a clerk sees it: with the citizen's id and phone. */
export const StaffAppointmentSchema = Type.Object({
  ...AppointmentSchema.properties,
  id: Type.Integer(),
  national_id: Type.String(),
  phone: Type.String(),
  created: Type.String(),
  attended_at: Nullable(Type.String()),
});
export type StaffAppointment = Static<typeof StaffAppointmentSchema>;

/** …/corporate/appointment/search/ — a day's (or every) appointments; `q` searches code, name, id and e-mail. */
export const AppointmentSearchRequestSchema = Type.Object({
  ...ListRequestProperties,
  office_id: Type.Optional(IdSchema),
  date: Type.Optional(DateSchema),
  status: Type.Optional(StatusSchema),
});
export type AppointmentSearchRequest = Static<typeof AppointmentSearchRequestSchema>;
export const AppointmentSearchResponseSchema = PagedEnvelope(StaffAppointmentSchema);
export type AppointmentSearchResponse = Static<typeof AppointmentSearchResponseSchema>;

/** …/corporate/appointment/validate/ — checks the citizen in (today's booked appointments only). */
export const AppointmentValidateRequestSchema = Type.Object({ customer_id: CustomerIdSchema, code: CodeSchema });
export type AppointmentValidateRequest = Static<typeof AppointmentValidateRequestSchema>;

/** …/corporate/appointment/update/ — a clerk cancels a booking or marks it missed. */
export const AppointmentUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  status: Type.Union([Type.Literal('cancelled'), Type.Literal('missed')]),
});
export type AppointmentUpdateRequest = Static<typeof AppointmentUpdateRequestSchema>;
export const StaffAppointmentResponseSchema = Envelope(StaffAppointmentSchema, { message: Type.String() });
export type StaffAppointmentResponse = Static<typeof StaffAppointmentResponseSchema>;
