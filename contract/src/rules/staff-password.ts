// What a staff password and a one-time code must look like: the console's forms check the same
// rules the server does, so a refusal is shown beside the field before anything is sent.

/** Shortest password a staff account may have (the staff CLI and the one-time links). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted (scrypt hashes any length; this bounds the work of one request). */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

/** A code of an authenticator app: six digits. */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';

/** Why a new password is refused, in Spanish; null when it is acceptable. */
export function staffPasswordProblem(password: string, email: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${STAFF_PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${STAFF_PASSWORD_MAX_LENGTH} caracteres.`;
  if (email !== '' && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'La contraseña no puede ser su correo electrónico.';
  return null;
}

/** The code as typed ('123 456', '123-456') reduced to its digits. */
export function normaliseTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}
