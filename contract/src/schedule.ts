// /api/v2/corporate/schedule/* (clerks): an office's weekly opening hours, which citizens read on the
// procedure pages (the only place hours are written), and, unless `takes_appointments` is
// false, the times they book. A schedule has a slot length and a capacity per slot, and per weekday one or more time ranges
// ("days"). Times are wall-clock times in the customer's time zone. The free slots of a date are:
// the ranges of its weekday, cut into slots of `slot_minutes` (a last piece shorter than a slot is
// not offered), none on a holiday, each with `capacity` places minus the appointments taken.
// Several schedules of one office may exist when their validity periods do not overlap (a summer
// timetable); `valid_from`/`valid_to` null means open-ended.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DateSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope } from './common.ts';
import { BookedAppointmentsProperty } from './booked-appointments.ts';

/** 'HH:MM', 00:00 to 24:00. */
export const TimeOfDaySchema = Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' });

/** ISO weekday: 1 Monday … 7 Sunday. */
export const WeekdaySchema = Type.Integer({ minimum: 1, maximum: 7 });

/** One opening range of a weekday; `start` before `end`, at least one slot long. */
export const ScheduleDaySchema = Type.Object({ id: Type.Integer(), weekday: Type.Integer(), start: Type.String(), end: Type.String() });
export type ScheduleDay = Static<typeof ScheduleDaySchema>;

/** A schedule with its ranges, ordered by weekday and start. */
export const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  office_id: Type.Integer(),
  office_name: Type.String(),
  name: Type.String(),
  slot_minutes: Type.Integer(),
  capacity: Type.Integer(),
  valid_from: Type.Union([Type.String(), Type.Null()]),
  valid_to: Type.Union([Type.String(), Type.Null()]),
  /** false: opening hours only, citizens come without an appointment */
  takes_appointments: Type.Boolean(),
  days: Type.Array(ScheduleDaySchema),
});
export type Schedule = Static<typeof ScheduleSchema>;

/** …/schedule/list/ — `office_id` narrows, `q` searches the schedule's and the office's name. */
export const ScheduleListRequestSchema = Type.Object({ ...ListRequestProperties, office_id: Type.Optional(IdSchema) });
export type ScheduleListRequest = Static<typeof ScheduleListRequestSchema>;
export const ScheduleListResponseSchema = PagedEnvelope(ScheduleSchema);
export type ScheduleListResponse = Static<typeof ScheduleListResponseSchema>;

/** …/schedule/detail/ `{customer_id, id}` */
export const ScheduleDetailResponseSchema = Envelope(ScheduleSchema);
export type ScheduleDetailResponse = Static<typeof ScheduleDetailResponseSchema>;

const slotMinutes = Type.Integer({ minimum: 5, maximum: 480 });
const capacity = Type.Integer({ minimum: 1, maximum: 1000 });
const range = { weekday: WeekdaySchema, start: TimeOfDaySchema, end: TimeOfDaySchema };

/** …/schedule/add/ — 201 `{data: {id}}`; `days` may give the ranges at once. */
export const ScheduleAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  office_id: IdSchema,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  slot_minutes: slotMinutes,
  capacity,
  valid_from: Type.Optional(Nullable(DateSchema)),
  valid_to: Type.Optional(Nullable(DateSchema)),
  /** true by default */
  takes_appointments: Type.Optional(Type.Boolean()),
  days: Type.Optional(Type.Array(Type.Object(range), { maxItems: 100 })),
});
export type ScheduleAddRequest = Static<typeof ScheduleAddRequestSchema>;
export const ScheduleAddResponseSchema = CreatedResponseSchema;
export type ScheduleAddResponse = Static<typeof ScheduleAddResponseSchema>;

/**
 * …/schedule/update/ — only the fields given change (a new slot length must still fit every range).
 * A change that leaves booked appointments outside the schedule asks about them (./booked-appointments.ts).
 */
export const ScheduleUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  slot_minutes: Type.Optional(slotMinutes),
  capacity: Type.Optional(capacity),
  valid_from: Type.Optional(Nullable(DateSchema)),
  valid_to: Type.Optional(Nullable(DateSchema)),
  takes_appointments: Type.Optional(Type.Boolean()),
  ...BookedAppointmentsProperty,
});
export type ScheduleUpdateRequest = Static<typeof ScheduleUpdateRequestSchema>;

/** …/schedule/delete/ `{customer_id, id}` — its ranges go with it; booked appointments are asked about. */
export const ScheduleDeleteRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, ...BookedAppointmentsProperty });
export type ScheduleDeleteRequest = Static<typeof ScheduleDeleteRequestSchema>;

export const ScheduleDeleteResponseSchema = DeletedResponseSchema;
export type ScheduleDeleteResponse = Static<typeof ScheduleDeleteResponseSchema>;

/** …/schedule/addDay/ — one more range; 409 when it overlaps another range of that weekday. */
export const ScheduleAddDayRequestSchema = Type.Object({ customer_id: CustomerIdSchema, schedule_id: IdSchema, ...range });
export type ScheduleAddDayRequest = Static<typeof ScheduleAddDayRequestSchema>;

/** …/schedule/updateDay/ — `id` is the range's; only the fields given change. */
export const ScheduleUpdateDayRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  weekday: Type.Optional(WeekdaySchema),
  start: Type.Optional(TimeOfDaySchema),
  end: Type.Optional(TimeOfDaySchema),
  ...BookedAppointmentsProperty,
});
export type ScheduleUpdateDayRequest = Static<typeof ScheduleUpdateDayRequestSchema>;

/** …/schedule/deleteDay/ `{customer_id, id}` (the range's id). */
export const ScheduleDeleteDayRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, ...BookedAppointmentsProperty });
export type ScheduleDeleteDayRequest = Static<typeof ScheduleDeleteDayRequestSchema>;

/** The answer of update, addDay, updateDay and deleteDay: the schedule as it is now. */
export const ScheduleResponseSchema = Envelope(ScheduleSchema, { message: Type.String() });
export type ScheduleResponse = Static<typeof ScheduleResponseSchema>;
