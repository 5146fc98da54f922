// The dialog's rule (stricter than the spec, README "Where we depart from the spec"): both fields
// are required and must look like a certificate code (@portal/contract rules/certificate.ts), so
// Enviar never opens /certificate/validation/?register_id= for nothing.
import { certificateCodeProblem, type CertificateCodeProblem } from '@portal/contract';
import { i18nKey } from '../../i18n';

export type CertificateField = 'certificate' | 'register';

export const CERTIFICATE_FIELD_MESSAGES: Record<CertificateField, Record<CertificateCodeProblem, string>> = {
  certificate: {
    empty: i18nKey('Write the certificate number.'),
    invalid: i18nKey('The certificate number may only have letters, digits, dashes, dots and slashes (up to 40 characters).'),
  },
  register: {
    empty: i18nKey('Write the register number.'),
    invalid: i18nKey('The register number may only have letters, digits, dashes, dots and slashes (up to 40 characters).'),
  },
};

/** The problem of each field, in the order the fields appear. */
export function certificateDialogProblems(values: Record<CertificateField, string>): Partial<Record<CertificateField, CertificateCodeProblem>> {
  const problems: Partial<Record<CertificateField, CertificateCodeProblem>> = {};
  for (const field of ['certificate', 'register'] as const) {
    const problem = certificateCodeProblem(values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
