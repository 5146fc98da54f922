// @portal/contract for the containers: the validation rules (plain functions and constants) and
// the type of every call. Types only (`export type`), so no schema builder reaches a browser
// bundle; the server imports the schemas from '@portal/contract/schemas'.
export * from './rules/messages.ts';
export * from './rules/phone.ts';
export * from './rules/email.ts';
export * from './rules/contact-message.ts';
export * from './rules/staff-roles.ts';
export * from './rules/staff-password.ts';
export * from './rules/post-html.ts';
export * from './rules/page-files.ts';
export * from './rules/lone-links.ts';
export * from './rules/video-embeds.ts';
export * from './rules/national-id.ts';
export * from './rules/booking.ts';
export * from './rules/calendar-file.ts';
export * from './rules/appointment-status.ts';
export * from './rules/user-procedure.ts';
export * from './rules/spanish-search.ts';
export * from './rules/typo-correction.ts';
export * from './rules/opening-hours.ts';
export * from './rules/certificate.ts';
export * from './rules/business-hours.ts';
export * from './rules/working-days.ts';
export * from './rules/feedback.ts';
export * from './rules/payment.ts';
export * from './rules/media-variants.ts';

// The table of calls: method, path and role of each call, the names of its schemas, and the types
// of its request and answer (calls/define-call.ts).
export * as calls from './calls/index.ts';
export * from './calls/call-roles.ts';
export * from './calls/call-paths.ts';
export type { CallDefinition, CallRole, DataOf, RequestOf, ResponseOf, SchemaName } from './calls/define-call.ts';

export type * from './common.ts';
export type * from './hosting.ts';
export type * from './site.ts';
export type * from './procedures.ts';
export type * from './blog.ts';
export type * from './contact.ts';
export type * from './mail.ts';
export type * from './newsletter.ts';
export type * from './citizen-folder.ts';
export type * from './corporate.ts';
export type * from './staff.ts';
export type * from './staff-accounts.ts';
export type * from './staff-factors.ts';
export type * from './staff-digest.ts';
export type * from './department.ts';
export type * from './state.ts';
export type * from './holiday.ts';
export type * from './indicators.ts';
export type * from './dashboard.ts';
export type * from './requirement.ts';
export type * from './procedure.ts';
export type * from './office.ts';
export type * from './schedule.ts';
export type * from './post.ts';
export type * from './page.ts';
export type * from './page-file.ts';
export type * from './menu.ts';
export type * from './banner.ts';
export type * from './site-texts.ts';
export type * from './indexing.ts';
export type * from './post-approval.ts';
export type * from './feedback.ts';
export type * from './media.ts';
export type * from './appointment.ts';
export type * from './booked-appointments.ts';
export type * from './user-procedure.ts';
export type * from './payment.ts';
export type * from './search.ts';
export type * from './certificate.ts';
