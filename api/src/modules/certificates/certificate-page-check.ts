// The validation page's server check (hosting/page-checks.ts): /certificate/validation/:number
// ?register_id=… answers 404 unless the customer has that certificate. The page still renders its
// "No encontrado" verdict and the form to check another one (the 404 page is the same shell).
import { normalizeCertificateCode } from '@portal/contract';
import { readPageParams } from '@portal/pages/page-params';
import type { AppContext } from '../../context.ts';
import type { PageRequest } from '../../hosting/page-checks.ts';
import { lookUpCertificate } from './certificate-lookup.ts';

export async function certificateExists(ctx: AppContext, { customerId, params, query }: PageRequest): Promise<boolean> {
  // The page's parameter schema (@portal/pages) holds the codes' rule, as the forms' does.
  const page = readPageParams('certificateValidation', { params, query });
  if (page === null) return false;
  const { row } = await lookUpCertificate(ctx.db, customerId, normalizeCertificateCode(page.number), normalizeCertificateCode(page.registerId), ctx.now());
  return row !== null;
}
