// The citizen's folder ("Mi carpeta"): a citizen signs in with a one-time link e-mailed to them
// (POST /api/v2/folder/link/) and then reads everything they made with that e-mail (GET
// /api/v2/folder/), cancels or moves an appointment, claims an item made with a code, signs out (here or
// everywhere), closes one of their sessions, downloads their data and deletes their account. Every
// call but the link's acts for the session cookie's citizen only: any other id answers 404.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, DateSchema, Envelope, IdSchema, Nullable } from './common.ts';
import { TimeOfDaySchema } from './schedule.ts';
import { AppointmentSchema, type AvailableDay } from './appointment.ts';
import { TrackedRequestSchema } from './user-procedure.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules/email.ts';

export const FolderLinkRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
});
export type FolderLinkRequest = Static<typeof FolderLinkRequestSchema>;

/** One answer whatever the address: nobody learns who has a folder. */
export const FolderMessageResponseSchema = Type.Object({ res: Type.Literal(1), data: Type.Null(), message: Type.String() });
export type FolderMessageResponse = Static<typeof FolderMessageResponseSchema>;

export const FolderAppointmentSchema = Type.Object({ ...AppointmentSchema.properties, id: Type.Integer(), can_cancel: Type.Boolean() });
export type FolderAppointment = Static<typeof FolderAppointmentSchema>;

export const FolderRequestSchema = Type.Object({ ...TrackedRequestSchema.properties, id: Type.Integer() });
export type FolderRequest = Static<typeof FolderRequestSchema>;

export const FolderMessageSchema = Type.Object({
  id: Type.Integer(),
  reference: Nullable(Type.String()),
  kind: Type.String(),
  message: Type.String(),
  created: Type.String(),
  replies: Type.Array(Type.Object({ body: Type.String(), at: Type.String() })),
});
export type FolderMessage = Static<typeof FolderMessageSchema>;

/** An e-mail the city sent the citizen: what it was about and whether it went out (never its body). */
export const FolderMailSchema = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  created: Type.String(),
  sent_at: Nullable(Type.String()),
});
export type FolderMail = Static<typeof FolderMailSchema>;

/** A certificate issued to the citizen's verified cédula, with the public page that validates it. */
export const FolderCertificateSchema = Type.Object({
  number: Type.String(),
  register_id: Type.String(),
  type: Type.String(),
  issued_on: Type.String(),
  expires_on: Nullable(Type.String()),
  status: Type.String(),
  validation_url: Type.String(),
});
export type FolderCertificate = Static<typeof FolderCertificateSchema>;

export const FolderSessionSchema = Type.Object({
  id: Type.Integer(),
  method: Type.String(),
  user_agent: Type.String(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Boolean(),
});
export type FolderSession = Static<typeof FolderSessionSchema>;

export const FolderSchema = Type.Object({
  email: Nullable(Type.String()),
  /** the cédula verified by the identity provider, when the citizen signed in through it */
  national_id: Nullable(Type.String()),
  expires_at: Type.String(),
  appointments: Type.Array(FolderAppointmentSchema),
  requests: Type.Array(FolderRequestSchema),
  messages: Type.Array(FolderMessageSchema),
  mails: Type.Array(FolderMailSchema),
  /** only with a cédula verified by the identity provider: certificates name a cédula, not an e-mail */
  certificates: Type.Array(FolderCertificateSchema),
  newsletter: Nullable(Type.Union([Type.Literal('pending'), Type.Literal('confirmed')])),
  sessions: Type.Array(FolderSessionSchema),
});
export type Folder = Static<typeof FolderSchema>;

export const FolderResponseSchema = Envelope(FolderSchema);
export type FolderResponse = Static<typeof FolderResponseSchema>;

export const FolderAppointmentCancelRequestSchema = Type.Object({ customer_id: CustomerIdSchema, appointment_id: IdSchema });
export type FolderAppointmentCancelRequest = Static<typeof FolderAppointmentCancelRequestSchema>;

/** The folder page's move step, rendered by the server for /mi-carpeta?cambiar=<code>[&dia=<date>]. */
export interface FolderMoveStep {
  appointment: FolderAppointment;
  /** the office's days with free times over the next two weeks */
  days: AvailableDay[];
  /** the day whose times are shown, when one was chosen */
  day: string | null;
}

/** Moves one of the citizen's booked appointments to another free time of its office (appointment/getAvailable/ lists them). */
export const FolderAppointmentMoveRequestSchema = Type.Object({ customer_id: CustomerIdSchema, appointment_id: IdSchema, date: DateSchema, start: TimeOfDaySchema });
export type FolderAppointmentMoveRequest = Static<typeof FolderAppointmentMoveRequestSchema>;

export const FolderClaimRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  code: Type.String({ minLength: 1, maxLength: 20 }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH + 10 }),
});
export type FolderClaimRequest = Static<typeof FolderClaimRequestSchema>;

export const FolderLogoutRequestSchema = Type.Object({ customer_id: CustomerIdSchema, everywhere: Type.Optional(Type.Boolean()) });
export type FolderLogoutRequest = Static<typeof FolderLogoutRequestSchema>;

export const FolderSessionCloseRequestSchema = Type.Object({ customer_id: CustomerIdSchema, session_id: IdSchema });
export type FolderSessionCloseRequest = Static<typeof FolderSessionCloseRequestSchema>;

export const FolderDeleteRequestSchema = Type.Object({ customer_id: CustomerIdSchema, confirm: Type.Literal(true) });
export type FolderDeleteRequest = Static<typeof FolderDeleteRequestSchema>;
