// Online requests (spec section 7's `userProcedure` calls; issue 17). A citizen starts a request
// for a procedure with their details and receives a tracking code ('T-7KQ2M9XP'); then uploads one
// file per requirement (multipart, `addFile`). Code + e-mail open the request (`track`), download
// its files and replace a rejected one. Clerks move it through the customer's states, accept or
// reject each document with a note, and record the payment; every change is kept as history.
//
// Public: POST /api/v2/userProcedure/{add,addFile,track,downloadFile}/
// Corporate (clerks): userProcedure/{adminList,detail,changeState,updateRequirementStatus,updatePayment,downloadFile,delete}
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope } from './common.ts';
import { EMAIL_MAX_LENGTH } from './rules/email.ts';
import { NATIONAL_ID_MAX_LENGTH } from './rules/national-id.ts';
import { PHONE_MAX_LENGTH } from './rules/phone.ts';
import { BOOKING_NAME_MAX_LENGTH } from './rules/booking.ts';
import { PaymentOptionsSchema, RequestPaymentSchema, StaffPaymentSchema } from './payment.ts';

const RequirementStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('submitted'), Type.Literal('accepted'), Type.Literal('rejected')]);
const PaymentStatusSchema = Type.Union([Type.Literal('not_required'), Type.Literal('pending'), Type.Literal('paid')]);
const CodeSchema = Type.String({ minLength: 1, maxLength: 20 });
const EmailSchema = Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 });

/** …/userProcedure/add/ — the same personal fields as a booking (checkBooking). */
export const UserProcedureAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  procedure_id: IdSchema,
  name: Type.String({ maxLength: BOOKING_NAME_MAX_LENGTH + 50 }),
  national_id: Type.String({ maxLength: NATIONAL_ID_MAX_LENGTH }),
  email: EmailSchema,
  phone: Type.String({ maxLength: PHONE_MAX_LENGTH }),
});
export type UserProcedureAddRequest = Static<typeof UserProcedureAddRequestSchema>;

/** A requirement of a request: its document's state and the clerk's note. */
export const RequestRequirementSchema = Type.Object({
  requirement_id: Type.Integer(),
  name: Type.String(),
  status: RequirementStatusSchema,
  note: Type.String(),
  file_name: Nullable(Type.String()),
});
export type RequestRequirement = Static<typeof RequestRequirementSchema>;

export const RequestHistoryEntrySchema = Type.Object({ at: Type.String(), event: Type.String(), detail: Type.String() });
export type RequestHistoryEntry = Static<typeof RequestHistoryEntrySchema>;

/** A request as its citizen sees it. */
export const TrackedRequestSchema = Type.Object({
  code: Type.String(),
  procedure: Type.Object({ id: Type.Integer(), name: Type.String() }),
  state: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created: Type.String(),
  name: Type.String(),
  requirements: Type.Array(RequestRequirementSchema),
  /** oldest first */
  history: Type.Array(RequestHistoryEntrySchema),
  /**
   * `amount`: the fee in the currency (the first version's float). The server always sends the
   * rest; they are optional so the folder's and older clients' fixtures stay valid:
   * `amount_cents` the fee exact, `awaiting` a reported payment waits for a clerk.
   */
  payment: Type.Object({
    status: PaymentStatusSchema, amount: Nullable(Type.Number()), paid_at: Nullable(Type.String()),
    amount_cents: Type.Optional(Nullable(Type.Integer())), currency: Type.Optional(Type.String()), awaiting: Type.Optional(Type.Boolean()),
  }),
  /** every payment made or reported, oldest first (always sent; see `payment`) */
  payments: Type.Optional(Type.Array(RequestPaymentSchema)),
  /** where and how to pay; null when nothing is due (always sent; see `payment`) */
  pay_to: Type.Optional(Nullable(PaymentOptionsSchema)),
  /** what the citizen must do now, in Spanish; null when nothing */
  next_step: Nullable(Type.String()),
  /** the last working day to decide, on the city's clock ('YYYY-MM-DD'); null when the procedure has no standard */
  due_date: Nullable(Type.String()),
  /** when the request was decided (first reached a deciding state); null while open */
  decided_at: Nullable(Type.String()),
});
export type TrackedRequest = Static<typeof TrackedRequestSchema>;

export const UserProcedureAddResponseSchema = Envelope(TrackedRequestSchema, { message: Type.String() });
export type UserProcedureAddResponse = Static<typeof UserProcedureAddResponseSchema>;

/** …/track/ and the citizen's …/downloadFile/ (with `requirement_id`). */
export const TrackRequestSchema = Type.Object({ customer_id: CustomerIdSchema, code: CodeSchema, email: EmailSchema });
export type TrackRequest = Static<typeof TrackRequestSchema>;
export const TrackResponseSchema = Envelope(TrackedRequestSchema, { message: Type.String() });
export type TrackResponse = Static<typeof TrackResponseSchema>;
export const CitizenDownloadRequestSchema = Type.Object({ ...TrackRequestSchema.properties, requirement_id: IdSchema });
export type CitizenDownloadRequest = Static<typeof CitizenDownloadRequestSchema>;

/** A request as a clerk sees it. */
export const StaffRequestSchema = Type.Object({
  ...TrackedRequestSchema.properties,
  id: Type.Integer(),
  national_id: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  updated: Type.String(),
  payment_reference: Type.String(),
  payments: Type.Array(StaffPaymentSchema),
});
export type StaffRequest = Static<typeof StaffRequestSchema>;

export const StaffRequestSummarySchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  procedure_name: Type.String(),
  state_name: Nullable(Type.String()),
  name: Type.String(),
  created: Type.String(),
  updated: Type.String(),
  /** documents waiting for review */
  submitted: Type.Integer(),
  /** 'YYYY-MM-DD'; null without a standard */
  due_date: Nullable(Type.String()),
  /** open requests only: 'overdue' past the due date, 'due_soon' due within 2 working days, else 'on_time'; null when decided or without a standard */
  due_flag: Nullable(Type.Union([Type.Literal('overdue'), Type.Literal('due_soon'), Type.Literal('on_time')])),
});
export type StaffRequestSummary = Static<typeof StaffRequestSummarySchema>;

/**
 * …/userProcedure/adminList/ — newest first; `q` searches code, name, national id, e-mail.
 * `order: 'due'`: open requests first, the earliest due date first (decided ones and those without a standard last).
 */
export const UserProcedureAdminListRequestSchema = Type.Object({
  ...ListRequestProperties,
  state_id: Type.Optional(IdSchema),
  procedure_id: Type.Optional(IdSchema),
  order: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('due'), Type.Literal('')])),
});
export type UserProcedureAdminListRequest = Static<typeof UserProcedureAdminListRequestSchema>;
export const UserProcedureAdminListResponseSchema = PagedEnvelope(StaffRequestSummarySchema);
export type UserProcedureAdminListResponse = Static<typeof UserProcedureAdminListResponseSchema>;

export const StaffRequestResponseSchema = Envelope(StaffRequestSchema, { message: Type.String() });
export type StaffRequestResponse = Static<typeof StaffRequestResponseSchema>;

export const UserProcedureChangeStateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema, id: IdSchema, state_id: IdSchema, note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type UserProcedureChangeStateRequest = Static<typeof UserProcedureChangeStateRequestSchema>;

/** A clerk's verdict on one document; a rejection needs a note saying what to fix. */
export const UpdateRequirementStatusRequestSchema = Type.Object({
  customer_id: CustomerIdSchema, id: IdSchema, requirement_id: IdSchema,
  status: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')]),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type UpdateRequirementStatusRequest = Static<typeof UpdateRequirementStatusRequestSchema>;

export const UpdatePaymentRequestSchema = Type.Object({
  customer_id: CustomerIdSchema, id: IdSchema,
  status: PaymentStatusSchema,
  amount: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e12 }))),
  reference: Type.Optional(Type.String({ maxLength: 100 })),
});
export type UpdatePaymentRequest = Static<typeof UpdatePaymentRequestSchema>;

export const StaffDownloadRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, requirement_id: IdSchema });
export type StaffDownloadRequest = Static<typeof StaffDownloadRequestSchema>;
