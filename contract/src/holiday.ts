// /api/v2/corporate/holiday/{add,delete,detail,list,update}/ (clerks): days the city's offices are
// closed (no appointment slots, no phone support). One holiday per customer and day. The public
// /api/v2/holiday/calendar/ reads them for the citizens' calendar (/feriados).
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, CustomerRequestSchema, DateSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';
import { BookedAppointmentsProperty } from './booked-appointments.ts';

/** A holiday: a day in the customer's time zone and its name. */
export const HolidaySchema = Type.Object({ id: Type.Integer(), date: Type.String(), name: Type.String() });
export type Holiday = Static<typeof HolidaySchema>;

/** …/holiday/list/ — by date; `year` narrows, `q` searches the name. */
export const HolidayListRequestSchema = Type.Object({ ...ListRequestProperties, year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) });
export type HolidayListRequest = Static<typeof HolidayListRequestSchema>;
export const HolidayListResponseSchema = PagedEnvelope(HolidaySchema);
export type HolidayListResponse = Static<typeof HolidayListResponseSchema>;

/** …/holiday/detail/ `{customer_id, id}` */
export const HolidayDetailResponseSchema = Envelope(HolidaySchema);
export type HolidayDetailResponse = Static<typeof HolidayDetailResponseSchema>;

/**
 * …/holiday/add/ — 201 `{data: {id}}`; 409 when the day already has a holiday, or when citizens have
 * booked that day and `booked_appointments` says nothing of them (./booked-appointments.ts).
 */
export const HolidayAddRequestSchema = Type.Object({ customer_id: CustomerIdSchema, date: DateSchema, name: Text(150), ...BookedAppointmentsProperty });
export type HolidayAddRequest = Static<typeof HolidayAddRequestSchema>;
export const HolidayAddResponseSchema = CreatedResponseSchema;
export type HolidayAddResponse = Static<typeof HolidayAddResponseSchema>;

/** …/holiday/update/ — only the fields given change; 409 when the new day already has a holiday, or has bookings (as add). */
export const HolidayUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  date: Type.Optional(DateSchema),
  name: Type.Optional(Text(150)),
  ...BookedAppointmentsProperty,
});
export type HolidayUpdateRequest = Static<typeof HolidayUpdateRequestSchema>;
export const HolidayUpdateResponseSchema = Envelope(HolidaySchema, { message: Type.String() });
export type HolidayUpdateResponse = Static<typeof HolidayUpdateResponseSchema>;

/** …/holiday/delete/ `{customer_id, id}` */
export const HolidayDeleteResponseSchema = DeletedResponseSchema;
export type HolidayDeleteResponse = Static<typeof HolidayDeleteResponseSchema>;

/** A holiday as the public calendar shows it: the day ('YYYY-MM-DD', the customer's time zone) and its name. */
export const CalendarHolidaySchema = Type.Object({ date: Type.String(), name: Type.String() });
export type CalendarHoliday = Static<typeof CalendarHolidaySchema>;

/** POST /api/v2/holiday/calendar/ `{customer_id}` (public, no sign-in). */
export const HolidayCalendarRequestSchema = CustomerRequestSchema;
export type HolidayCalendarRequest = Static<typeof HolidayCalendarRequestSchema>;

/**
 * The customer's holidays of the current year in its time zone and of the next (`years`, both
 * always listed, even without holidays), by date; 404 for an unknown customer.
 */
export const HolidayCalendarResponseSchema = Envelope(Type.Object({
  years: Type.Array(Type.Integer()),
  time_zone: Type.String(),
  holidays: Type.Array(CalendarHolidaySchema),
}));
export type HolidayCalendarResponse = Static<typeof HolidayCalendarResponseSchema>;
