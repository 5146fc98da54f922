// The rules of a citizen's appointment booking (POST /api/v2/appointment/create/), written once:
// the booking form checks with checkBooking before it sends, the server answers the same problems.
import { EMAIL_MAX_LENGTH, isEmail } from './email.ts';
import type { FieldProblem } from './messages.ts';
import { isNationalId } from './national-id.ts';
import { isPhone } from './phone.ts';

/** The fields a citizen fills in, in screen order. */
export const BOOKING_FIELDS = ['name', 'national_id', 'email', 'phone'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const BOOKING_NAME_MAX_LENGTH = 150;

export interface BookingFields {
  name?: string;
  national_id?: string;
  email?: string;
  phone?: string;
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function problemOf(field: BookingField, value: string | undefined): Omit<FieldProblem, 'field'> | null {
  const text = (value ?? '').trim();
  switch (field) {
    case 'name':
      if (blank(value)) return { key: 'Write your name.' };
      return text.length > BOOKING_NAME_MAX_LENGTH ? { key: 'The name cannot be longer than {{max}} characters (it has {{length}}).', values: { max: BOOKING_NAME_MAX_LENGTH, length: text.length } } : null;
    case 'national_id':
      if (blank(value)) return { key: 'Write your national id number.' };
      return isNationalId(text) ? null : { key: 'Write a valid national id: V or E and 6 to 9 digits, for example V-12345678.' };
    case 'email':
      if (blank(value)) return { key: 'Write your e-mail address.' };
      if (text.length > EMAIL_MAX_LENGTH) return { key: 'The e-mail address cannot be longer than {{max}} characters.', values: { max: EMAIL_MAX_LENGTH } };
      return isEmail(text) ? null : { key: 'Write a valid e-mail address, for example name@domain.com.' };
    case 'phone':
      if (blank(value)) return { key: 'Write your phone number.' };
      return isPhone(text) ? null : { key: 'Write a valid phone number: 7 to 20 digits; it may start with + and use spaces, dots, dashes and brackets.' };
  }
}

/** Every field the server would refuse, in screen order; empty when the booking can be sent. */
export function checkBooking(fields: BookingFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of BOOKING_FIELDS) {
    const problem = problemOf(field, fields[field]);
    if (problem) problems.push({ field, ...problem });
  }
  return problems;
}
