// @portal/contract for the server: the JSON schema of every request and answer (TypeBox), each
// beside the type derived from it. One file per resource; a new resource gets a line here and a
// `export type *` line in index.ts.
export * from './common.ts';
export * from './hosting.ts';
export * from './site.ts';
export * from './procedures.ts';
export * from './blog.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './newsletter.ts';
export * from './corporate.ts';
export * from './staff.ts';
export * from './staff-accounts.ts';
export * from './staff-factors.ts';
export * from './department.ts';
export * from './state.ts';
export * from './holiday.ts';
export * from './indicators.ts';
export * from './dashboard.ts';
export * from './requirement.ts';
export * from './procedure.ts';
export * from './office.ts';
export * from './schedule.ts';
export * from './post.ts';
export * from './page.ts';
export * from './menu.ts';
export * from './banner.ts';
export * from './site-texts.ts';
export * from './indexing.ts';
export * from './feedback.ts';
export * from './media.ts';
export * from './appointment.ts';
export * from './booked-appointments.ts';
export * from './user-procedure.ts';
export * from './search.ts';
export * from './certificate.ts';
