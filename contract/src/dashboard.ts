// The console's first screen of each role: what needs them today.
//
// Corporate: clerkDashboard/detail (clerks), editorDashboard/detail (editors), adminDashboard/detail (admins), each `{customer_id}`
import { Type, type Static } from 'typebox';
import { CustomerRequestSchema, Envelope, Nullable } from './common.ts';

export const DashboardAppointmentSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  office_name: Type.String(),
  procedure_name: Nullable(Type.String()),
  name: Type.String(),
  status: Type.Union([Type.Literal('booked'), Type.Literal('cancelled'), Type.Literal('attended'), Type.Literal('missed')]),
});
export type DashboardAppointment = Static<typeof DashboardAppointmentSchema>;

export const DashboardRequestSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  procedure_name: Type.String(),
  created: Type.String(),
  /** working days since it was filed */
  age_days: Type.Integer(),
  due_date: Nullable(Type.String()),
  due_flag: Nullable(Type.Union([Type.Literal('overdue'), Type.Literal('due_soon'), Type.Literal('on_time')])),
});
export type DashboardRequest = Static<typeof DashboardRequestSchema>;

export const ClerkDashboardSchema = Type.Object({
  /** the customer's day ('YYYY-MM-DD') */
  today: Type.String(),
  /** today's appointments (not cancelled), by time */
  appointments: Type.Array(DashboardAppointmentSchema),
  /** open requests whose next move is the city's (no document missing or rejected, no payment pending) */
  waiting: Type.Object({
    total: Type.Integer(),
    overdue: Type.Integer(),
    due_soon: Type.Integer(),
    /** how many by working days since filing: '0-2', '3-5', '6-10', '11+' */
    by_age: Type.Array(Type.Object({ bucket: Type.String(), count: Type.Integer() })),
    /** the ten most urgent: overdue first, then by due date, then the oldest */
    first: Type.Array(DashboardRequestSchema),
  }),
  messages: Type.Object({
    unanswered: Type.Integer(),
    /** the five oldest unanswered */
    oldest: Type.Array(Type.Object({ id: Type.Integer(), reference: Type.String(), name: Type.String(), created: Type.String() })),
  }),
});
export type ClerkDashboard = Static<typeof ClerkDashboardSchema>;

export const ClerkDashboardRequestSchema = CustomerRequestSchema;
export type ClerkDashboardRequest = Static<typeof ClerkDashboardRequestSchema>;
export const ClerkDashboardResponseSchema = Envelope(ClerkDashboardSchema);
export type ClerkDashboardResponse = Static<typeof ClerkDashboardResponseSchema>;

/** The console's first screen for an editor: drafts waiting, posts scheduled and what readers said of the pages lately. */
export const EditorDashboardSchema = Type.Object({
  /** the customer's draft news stories, the most recently edited first (at most ten) */
  drafts: Type.Object({ total: Type.Integer(), latest: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), updated: Type.String() })) }),
  /** the customer's posts waiting for their scheduled publication, the soonest first (at most ten) */
  scheduled: Type.Object({ total: Type.Integer(), next: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), scheduled_at: Type.String() })) }),
  /** the site searches that found nothing over the last 30 days, the most searched first (at most ten): their words only */
  searches: Type.Array(Type.Object({ words: Type.String(), count: Type.Integer(), last_seen: Type.String() })),
  /** '¿Le resultó útil esta página?' over the last 30 days */
  feedback: Type.Object({
    answers: Type.Integer(),
    helpful: Type.Integer(),
    /** the five newest comments of readers who said no */
    comments: Type.Array(Type.Object({ page_kind: Type.String(), page_id: Type.Integer(), comment: Type.String(), created: Type.String() })),
  }),
});
export type EditorDashboard = Static<typeof EditorDashboardSchema>;

export const EditorDashboardRequestSchema = CustomerRequestSchema;
export type EditorDashboardRequest = Static<typeof EditorDashboardRequestSchema>;
export const EditorDashboardResponseSchema = Envelope(EditorDashboardSchema);
export type EditorDashboardResponse = Static<typeof EditorDashboardResponseSchema>;

/** The console's first screen for an admin: what went wrong lately and what changed today. */
export const AdminDashboardSchema = Type.Object({
  /** staff sign-ins refused in the last 24 hours for this city's accounts, and accounts locked now */
  sign_in: Type.Object({ failures: Type.Integer(), locked: Type.Integer() }),
  /** requests refused with 429 on the city's host, per limit ('write', 'lookup', 'certificate-check', 'lockout', 'other'), in whole UTC hours; the most refused this week first */
  refusals: Type.Array(Type.Object({ limit_name: Type.String(), last_day: Type.Integer(), last_week: Type.Integer() })),
  /** e-mails that could not be delivered in the last 7 days, the newest five */
  delivery: Type.Object({ failed: Type.Integer(), latest: Type.Array(Type.Object({ id: Type.Integer(), event: Type.String(), subject: Type.String(), created: Type.String() })) }),
  /** changes made in the console today (the city's day), the newest ten */
  changes: Type.Object({ total: Type.Integer(), latest: Type.Array(Type.Object({ at: Type.String(), actor: Type.String(), call_name: Type.String() })) }),
});
export type AdminDashboard = Static<typeof AdminDashboardSchema>;

export const AdminDashboardRequestSchema = CustomerRequestSchema;
export type AdminDashboardRequest = Static<typeof AdminDashboardRequestSchema>;
export const AdminDashboardResponseSchema = Envelope(AdminDashboardSchema);
export type AdminDashboardResponse = Static<typeof AdminDashboardResponseSchema>;
