// The rule of a certificate's number and register id, shared by the landing page's dialog, the
// validation page's form and the server's public check, so all three accept the same values.
// Citizens copy them from paper: spaces around them are dropped and letters are upper-cased.

/** Longest number or register id (after trimming). */
export const CERTIFICATE_CODE_MAX_LENGTH = 40;

/** Letters, digits and the separators printed on certificates ('SRV-2025-0001', 'R-1001', 'A/12.3'). */
export const CERTIFICATE_CODE_PATTERN = '^[A-Z0-9](?:[A-Z0-9./-]{0,38}[A-Z0-9])?$';

/** The same values as typed: either case, spaces around (for request bodies that are normalised after validation). */
export const CERTIFICATE_CODE_INPUT_PATTERN = '^\\s*[A-Za-z0-9](?:[A-Za-z0-9./-]{0,38}[A-Za-z0-9])?\\s*$';

/** Largest issued PDF a clerk may attach to a certificate. */
export const CERTIFICATE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** A number or register id as the portal compares it: trimmed, upper case. */
export function normalizeCertificateCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Why a typed number or register id is refused (an i18n key), or null when it is fine. */
export type CertificateCodeProblem = 'empty' | 'invalid';

/** Checks a value as typed (it is normalised first). */
export function certificateCodeProblem(value: string): CertificateCodeProblem | null {
  const code = normalizeCertificateCode(value);
  if (code === '') return 'empty';
  if (code.length > CERTIFICATE_CODE_MAX_LENGTH || !new RegExp(CERTIFICATE_CODE_PATTERN).test(code)) return 'invalid';
  return null;
}
