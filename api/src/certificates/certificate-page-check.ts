// The validation page's server check (hosting/page-checks.ts): /certificate/validation/:number
// ?register_id=… answers 404 unless the customer has that certificate. The page still renders its
// "No encontrado" verdict and the form to check another one (the 404 page is the same shell).
import { certificateCodeProblem, normalizeCertificateCode } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { PageRequest } from '../hosting/page-checks.ts';
import { lookUpCertificate } from './certificate-lookup.ts';

export async function certificateExists(ctx: AppContext, { customerId, params, query }: PageRequest): Promise<boolean> {
  const number = params.number ?? '';
  const registerId = typeof query.register_id === 'string' ? query.register_id : '';
  if (certificateCodeProblem(number) !== null || certificateCodeProblem(registerId) !== null) return false;
  const { row } = await lookUpCertificate(ctx.db, customerId, normalizeCertificateCode(number), normalizeCertificateCode(registerId), ctx.now());
  return row !== null;
}
