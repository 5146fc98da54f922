/**
 * A Venezuelan national id as people write it: a nationality letter (V, E; J, G and P for
 * companies, government bodies and passports are refused: a booking is made by a person) and 6 to
 * 9 digits, with or without the dash and the thousands dots ("v12345678", "V-12.345.678").
 * normaliseNationalId() writes it one way ("V-12345678"), so an id typed twice matches itself.
 */
export const NATIONAL_ID_PATTERN = '^\\s*[VvEe]\\s*-?\\s*[0-9]{1,3}(?:\\.?[0-9]{3}){1,2}\\s*$';

/** A bound for storage: the longest way of writing a valid id, with room for spaces. */
export const NATIONAL_ID_MAX_LENGTH = 20;

const nationalId = new RegExp(NATIONAL_ID_PATTERN);

/** True when `value` is a national id the server accepts (6 to 9 digits). */
export function isNationalId(value: string): boolean {
  if (value.length > NATIONAL_ID_MAX_LENGTH || !nationalId.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 9;
}

/** 'V-12345678': upper-case letter, a dash, the digits. Call only on a valid id. */
export function normaliseNationalId(value: string): string {
  const letter = value.trim()[0]!.toUpperCase();
  return `${letter}-${value.replace(/\D/g, '')}`;
}
