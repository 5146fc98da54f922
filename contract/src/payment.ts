// Paying a request's fee (docs/payments.md). Amounts are integer cents of the customer's currency.
//
// Public: POST /api/v2/userProcedure/reportPayment/ (code + e-mail, a transfer's or Pago Móvil's reference)
// Corporate: paymentSettings/{detail,update} (admins); userProcedure/{recordPayment,confirmPayment,
// rejectPayment,undoPayment} and payment/daily (clerks)
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema, Nullable } from './common.ts';
import { EMAIL_MAX_LENGTH } from './rules/email.ts';

export const PaymentMethodSchema = Type.Union([Type.Literal('counter'), Type.Literal('transfer'), Type.Literal('mobile'), Type.Literal('card')]);
export const ReportedMethodSchema = Type.Union([Type.Literal('transfer'), Type.Literal('mobile')]);
export const PaymentStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('reported'), Type.Literal('confirmed'), Type.Literal('rejected'), Type.Literal('refunded')]);
const CentsSchema = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A payment of a request as its citizen sees it. */
export const RequestPaymentSchema = Type.Object({
  id: Type.Integer(),
  amount_cents: Type.Integer(),
  currency: Type.String(),
  method: PaymentMethodSchema,
  reference: Type.String(),
  state: PaymentStateSchema,
  /** the clerk's note on a rejection, or the reason of an undo */
  note: Type.String(),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
  /** the receipt's number once confirmed */
  receipt_number: Nullable(Type.String()),
});
export type RequestPayment = Static<typeof RequestPaymentSchema>;

/** …and as a clerk sees it: who reported, who decided. */
export const StaffPaymentSchema = Type.Object({
  ...RequestPaymentSchema.properties,
  payer_name: Type.String(),
  payer_bank: Type.String(),
  paid_on: Nullable(Type.String()),
  created_by: Type.String(),
  decided_by: Nullable(Type.String()),
});
export type StaffPayment = Static<typeof StaffPaymentSchema>;

/** Where a citizen pays: the methods the city takes and the account details of each. */
export const PaymentOptionsSchema = Type.Object({
  currency: Type.String(),
  transfer: Nullable(Type.Object({ bank_name: Type.String(), account_number: Type.String(), account_holder: Type.String(), rif: Type.String() })),
  mobile: Nullable(Type.Object({ bank: Type.String(), phone: Type.String(), rif: Type.String() })),
  card: Type.Boolean(),
});
export type PaymentOptions = Static<typeof PaymentOptionsSchema>;

/** A city's payment settings, as the console edits them. */
export const PaymentSettingsSchema = Type.Object({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  bank_name: Type.String({ maxLength: 100 }),
  account_number: Type.String({ maxLength: 30 }),
  account_holder: Type.String({ maxLength: 200 }),
  rif: Type.String({ maxLength: 20 }),
  mobile_bank: Type.String({ maxLength: 100 }),
  mobile_phone: Type.String({ maxLength: 20 }),
  transfer_enabled: Type.Boolean(),
  mobile_enabled: Type.Boolean(),
  card_enabled: Type.Boolean(),
});
export type PaymentSettings = Static<typeof PaymentSettingsSchema>;
export const PaymentSettingsResponseSchema = Envelope(PaymentSettingsSchema, { message: Type.String() });
export type PaymentSettingsResponse = Static<typeof PaymentSettingsResponseSchema>;
export const PaymentSettingsUpdateRequestSchema = Type.Object({ customer_id: CustomerIdSchema, ...Type.Partial(PaymentSettingsSchema).properties });
export type PaymentSettingsUpdateRequest = Static<typeof PaymentSettingsUpdateRequestSchema>;

/** …/userProcedure/recordPayment/ — money taken at the counter (or seen in the bank), confirmed at once. */
export const RecordPaymentRequestSchema = Type.Object({
  customer_id: CustomerIdSchema, id: IdSchema,
  amount_cents: CentsSchema,
  method: PaymentMethodSchema,
  reference: Type.String({ maxLength: 100 }),
});
export type RecordPaymentRequest = Static<typeof RecordPaymentRequestSchema>;

/** …/userProcedure/confirmPayment/ */
export const ConfirmPaymentRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema, payment_id: IdSchema });
export type ConfirmPaymentRequest = Static<typeof ConfirmPaymentRequestSchema>;

/** …/userProcedure/rejectPayment/ (note: what the citizen is told) and …/undoPayment/ (note: the reason). */
export const DecidePaymentRequestSchema = Type.Object({
  customer_id: CustomerIdSchema, id: IdSchema, payment_id: IdSchema, note: Type.String({ maxLength: 1000 }),
});
export type DecidePaymentRequest = Static<typeof DecidePaymentRequestSchema>;

/** …/userProcedure/reportPayment/ — a citizen's transfer or Pago Móvil, with code + e-mail. */
export const ReportPaymentRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  code: Type.String({ minLength: 1, maxLength: 20 }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
  method: ReportedMethodSchema,
  reference: Type.String({ maxLength: 100 }),
  bank: Type.String({ maxLength: 100 }),
  paid_on: Type.String({ maxLength: 10 }),
});
export type ReportPaymentRequest = Static<typeof ReportPaymentRequestSchema>;

/** …/payment/daily/ — the payments confirmed on one day (the city's clock), by method. */
export const PaymentDailyRequestSchema = Type.Object({ customer_id: CustomerIdSchema, day: DaySchema, method: Type.Optional(PaymentMethodSchema) });
export type PaymentDailyRequest = Static<typeof PaymentDailyRequestSchema>;
export const DailyPaymentSchema = Type.Object({
  ...StaffPaymentSchema.properties,
  request_id: Type.Integer(),
  request_code: Type.String(),
  procedure_name: Type.String(),
});
export type DailyPayment = Static<typeof DailyPaymentSchema>;
export const PaymentDailyResponseSchema = Envelope(Type.Object({
  day: Type.String(),
  payments: Type.Array(DailyPaymentSchema),
  /** per method, in cents */
  totals: Type.Array(Type.Object({ method: PaymentMethodSchema, count: Type.Integer(), amount_cents: Type.Integer() })),
}), { message: Type.String() });
export type PaymentDailyResponse = Static<typeof PaymentDailyResponseSchema>;

/** GET …/payment/receipt/validate/?customer_id&number — anyone holding a receipt checks it. */
export const ReceiptCheckQuerySchema = Type.Object({ customer_id: CustomerIdSchema, number: Type.String({ maxLength: 40 }) });
export type ReceiptCheckQuery = Static<typeof ReceiptCheckQuerySchema>;

/** What the public may know of a receipt: the payer masked to initials, the PDF's SHA-256 to compare. */
export const ReceiptCheckSchema = Type.Object({
  number: Type.String(),
  /** valido: the payment stands · anulado: the city undid it */
  verdict: Type.Union([Type.Literal('valido'), Type.Literal('anulado')]),
  amount_cents: Type.Integer(),
  currency: Type.String(),
  method: PaymentMethodSchema,
  procedure: Type.String(),
  /** 'R. P.' */
  payer: Type.String(),
  confirmed_at: Type.String(),
  sha256: Nullable(Type.String()),
});
export type ReceiptCheck = Static<typeof ReceiptCheckSchema>;
export const ReceiptCheckResponseSchema = Envelope(ReceiptCheckSchema);
export type ReceiptCheckResponse = Static<typeof ReceiptCheckResponseSchema>;

/** POST …/userProcedure/receipt/ — the citizen's receipt PDF, with code + e-mail. */
export const ReceiptDownloadRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  code: Type.String({ minLength: 1, maxLength: 20 }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
  payment_id: IdSchema,
});
export type ReceiptDownloadRequest = Static<typeof ReceiptDownloadRequestSchema>;

/** POST …/userProcedure/payByCard/ — opens a card checkout at the gateway; the citizen is sent to `redirect_url`. */
export const CardCheckoutRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  code: Type.String({ minLength: 1, maxLength: 20 }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
});
export type CardCheckoutRequest = Static<typeof CardCheckoutRequestSchema>;
export const CardCheckoutResponseSchema = Envelope(Type.Object({ payment_id: Type.Integer(), redirect_url: Type.String() }), { message: Type.String() });
export type CardCheckoutResponse = Static<typeof CardCheckoutResponseSchema>;
