// The events that send a citizen (or, for the digest, a clerk) an e-mail, and the entity each is about (the delivery log groups by it).

export const MAIL_EVENTS = {
  'appointment.booked': 'appointment',
  'appointment.cancelled': 'appointment',
  'appointment.reminder': 'appointment',
  'appointment.moved': 'appointment',
  'request.received': 'request',
  'request.state': 'request',
  'request.document_rejected': 'request',
  'request.payment_confirmed': 'request',
  'request.payment_rejected': 'request',
  'contact.received': 'contact',
  'contact.reply': 'contact',
  'newsletter.confirm': 'newsletter',
  'newsletter.welcome': 'newsletter',
  'newsletter.issue': 'newsletter_issue',
  'staff.digest': 'staff',
  'folder.sign_in': 'folder',
} as const;

export type MailEvent = keyof typeof MAIL_EVENTS;
export type MailEntity = (typeof MAIL_EVENTS)[MailEvent];

export const MAIL_LANGUAGES = ['es', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
