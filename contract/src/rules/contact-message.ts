// The rules of POST /api/v2/contact/ (spec section 5), written once: the server's schema
// (../contact.ts) is built from these constants and the forms check with checkContactMessage.
// contract/test/contact-rules.test.ts proves that both accept exactly the same messages.
import { EMAIL_MAX_LENGTH, emailProblem } from './email.ts';
import type { FieldProblem } from './messages.ts';
import { PHONE_MAX_LENGTH, isPhone } from './phone.ts';

/** The contact page's form, or the template's quote form. */
export type ContactKind = 'contact' | 'quote';

/** The fields a citizen fills in, in the order they appear on screen. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Longest accepted text per field, in characters. */
export const CONTACT_LIMITS = { name: 150, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

/** Contact needs name, e-mail and phone; the quote form name and e-mail (a phone, when given, is still checked). */
export const CONTACT_REQUIRED: Readonly<Record<ContactKind, readonly ContactField[]>> = {
  contact: ['name', 'email', 'phone'],
  quote: ['name', 'email'],
};

/** What the rules look at: the fields as they will be sent (the forms trim them first). */
export interface ContactFields {
  kind?: ContactKind;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const INVALID_PHONE = { key: 'Write a valid phone number: 7 to 20 digits; it may start with + and use spaces, dots, dashes and brackets.' } as const;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function problemOf(field: ContactField, value: string | undefined, required: boolean): Omit<FieldProblem, 'field'> | null {
  if (blank(value)) {
    if (required) {
      if (field === 'name') return { key: 'Write your name.' };
      if (field === 'email') return { key: 'Write your e-mail address.' };
      if (field === 'phone') return { key: 'Write your phone number.' };
    }
    if (value === undefined) return null;
    // A blank optional phone means none (still within the storage bound); other blank text is checked as written.
    if (field === 'phone') return value.length > PHONE_MAX_LENGTH ? INVALID_PHONE : null;
  }
  const text = value ?? '';
  switch (field) {
    case 'name':
      return text.length > CONTACT_LIMITS.name ? { key: 'The name cannot be longer than {{max}} characters (it has {{length}}).', values: { max: CONTACT_LIMITS.name, length: text.length } } : null;
    case 'email':
      return emailProblem(text);
    case 'phone':
      return isPhone(text) ? null : INVALID_PHONE;
    case 'message':
      return text.length > CONTACT_LIMITS.message ? { key: 'The message cannot be longer than {{max}} characters (it has {{length}}).', values: { max: CONTACT_LIMITS.message, length: text.length } } : null;
  }
}

/** Every field the server would refuse, in screen order; an empty list means the message can be sent. */
export function checkContactMessage(message: ContactFields): FieldProblem[] {
  const required = CONTACT_REQUIRED[message.kind === 'quote' ? 'quote' : 'contact'];
  const problems: FieldProblem[] = [];
  for (const field of CONTACT_FIELDS) {
    const problem = problemOf(field, message[field], required.includes(field));
    if (problem) problems.push({ field, ...problem });
  }
  return problems;
}
