/**
 * A phone as people write it: an optional leading '+', then digits, spaces, dots, dashes and
 * brackets ("(0251) 555-0100", "+58 412.555.12.34"), with 7 to 20 digits in all. The look-ahead
 * counts digits, not characters, so separators never make a number too long or too short. A JSON
 * schema `pattern` (the server's) and a RegExp (the forms') are built from this one string.
 */
export const PHONE_PATTERN = '^(?=(?:[^0-9]*[0-9]){7,20}[^0-9]*$)\\+?[0-9 ().-]+$';

/** A bound for storage, not a phone rule: roomy for 20 digits written with separators. */
export const PHONE_MAX_LENGTH = 40;

const phone = new RegExp(PHONE_PATTERN);

/** True when `value` is a phone the server accepts. */
export function isPhone(value: string): boolean {
  return value.length <= PHONE_MAX_LENGTH && phone.test(value);
}
