// Online requests ("trámites en línea", issue 17): the states of a requirement's document and of
// the payment, and the files a citizen may upload, for the forms and the server alike.

/** pending: no file yet · submitted: a file waits for review · accepted · rejected: replace it. */
export const REQUIREMENT_STATUSES = ['pending', 'submitted', 'accepted', 'rejected'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const PAYMENT_STATUSES = ['not_required', 'pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One file per requirement: PDF, JPEG or PNG, checked by content, at most 10 MB. */
export const REQUEST_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REQUEST_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png';
