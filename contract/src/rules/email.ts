import type { FieldProblem } from './messages.ts';

/**
 * An e-mail address: ajv-formats' "full" e-mail format written as a pattern (upper case spelled out,
 * since a JSON schema pattern has no `i` flag), so the server's schema and the forms test one rule.
 */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$";

/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

const email = new RegExp(EMAIL_PATTERN);

/** True when `value` is an e-mail address the server accepts. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && email.test(value);
}

/** Why a form's e-mail field is refused (blank, too long, malformed), or null when it is fine. */
export function emailProblem(value: string): Omit<FieldProblem, 'field'> | null {
  if (value.trim() === '') return { key: 'Write your e-mail address.' };
  if (value.length > EMAIL_MAX_LENGTH) return { key: 'The e-mail address cannot be longer than {{max}} characters.', values: { max: EMAIL_MAX_LENGTH } };
  return isEmail(value) ? null : { key: 'Write a valid e-mail address, for example name@domain.com.' };
}
