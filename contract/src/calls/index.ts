// THE table of calls: every public, staff and corporate call of the portal, one export each.
// Containers reach it as `calls` of @portal/contract (`calls.holidayAdd`); a bundle keeps only the
// entries it uses.
export * from './public-news-calls.ts';
export * from './public-form-calls.ts';
export * from './public-search-calls.ts';
export * from './public-holiday-calls.ts';
export * from './public-certificate-calls.ts';
export * from './public-appointment-calls.ts';
export * from './public-request-calls.ts';
export * from './public-folder-calls.ts';
export * from './staff-session-calls.ts';
export * from './corporate-calls.ts';
