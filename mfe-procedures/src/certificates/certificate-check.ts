// The public certificate check (GET /api/v2/certificate/validate/, @portal/contract certificate.ts)
// and what the page makes of each answer.
import { ApiError, readBoot, request } from '@portal/shared';
import { calls } from '@portal/contract';
import type { CertificateCheck } from '@portal/contract';
import { pages } from '@portal/pages';

export type CheckOutcome =
  | { kind: 'found'; certificate: CertificateCheck }
  | { kind: 'not-found' }
  | { kind: 'invalid' }
  | { kind: 'busy'; retryAfter: number | null }
  | { kind: 'failed' };

/** Asks the server about a pair (already normalised); never throws. */
export async function checkCertificate(customerId: string, number: string, registerId: string): Promise<CheckOutcome> {
  try {
    const certificate = await request<CertificateCheck>({
      url: calls.certificateValidate.path,
      params: { customer_id: customerId, number, register_id: registerId },
      toastOnError: false,
    });
    return { kind: 'found', certificate };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404) return { kind: 'not-found' };
    if (status === 400) return { kind: 'invalid' };
    if (status === 429) return { kind: 'busy', retryAfter: error instanceof ApiError ? (error.retryAfter ?? null) : null };
    return { kind: 'failed' };
  }
}

/** The absolute URL of the certificate's PDF on the portal server. */
export function pdfHref(url: string): string {
  return `${readBoot().apiHost}${url}`;
}

/** The page of a pair: /certificate/validation/<number>?register_id=<register>, both encoded. */
export function validationPath(number: string, registerId: string): string {
  return pages.certificateValidation.href({ number, registerId });
}
