// The public check of a city certificate (issue 15): GET /api/v2/certificate/validate/ answers the
// verdict and what anyone may know; GET /api/v2/certificate/pdf/ sends the issued PDF of the same
// pair. Both, and the validation page, count in one budget per client (CERT_CHECK_RATE_LIMIT a
// minute, http/rate-limits.ts, shared by every instance) and are never cached: a revocation shows at once.
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { certificateCodeProblem, normalizeCertificateCode, calls } from '@portal/contract';
import { type CertificateCheckQuery } from '@portal/contract/schemas';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { fieldError } from '../../corporate/checks.ts';
import { privateFilePath } from '../../files/private-files.ts';
import { HttpError } from '../../http/errors.ts';
import { certificateCheckLimit } from '../../http/rate-limits.ts';
import { lookUpCertificate } from './certificate-lookup.ts';

/** The answer to an unknown pair (and an unknown customer: the two are not told apart). */
export const CERTIFICATE_NOT_FOUND = 'No encontramos un certificado con ese número y registro.';

const fieldNames = { number: 'número de certificado', register_id: 'número de registro' } as const;

/** The query's pair, trimmed and upper-cased; 400 naming the field when one is empty or malformed. */
export function certificatePair(query: CertificateCheckQuery): { number: string; registerId: string } {
  for (const field of ['number', 'register_id'] as const) {
    const problem = certificateCodeProblem(query[field]);
    if (problem === 'empty') throw fieldError(field, `Escriba el ${fieldNames[field]}.`);
    if (problem === 'invalid') throw fieldError(field, `El ${fieldNames[field]} solo admite letras, números, guiones, puntos y barras (hasta 40 caracteres).`);
  }
  return { number: normalizeCertificateCode(query.number), registerId: normalizeCertificateCode(query.register_id) };
}

const rateLimit = certificateCheckLimit;

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

/** Registers the public check and the PDF download. */
export async function certificateCheckRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.certificateValidate, {
    config: { rateLimit: rateLimit(ctx) },
  }, async (request, reply) => {
    const { number, registerId } = certificatePair(request.query);
    const { check } = await lookUpCertificate(ctx.db, request.query.customer_id, number, registerId, ctx.now());
    noStore(reply);
    if (!check) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
    return { res: 1 as const, data: check };
  });

  callRoute(app, calls.certificatePdf, {
    config: { rateLimit: rateLimit(ctx) },
  }, async (request, reply) => {
    const { number, registerId } = certificatePair(request.query);
    const { row } = await lookUpCertificate(ctx.db, request.query.customer_id, number, registerId, ctx.now());
    noStore(reply);
    if (!row) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
    const file = row.pdf_path ? privateFilePath(ctx.config.mediaDir, row.pdf_path) : null;
    if (!file) throw new HttpError(404, 'Este certificado no tiene un PDF publicado.');
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(file);
    } catch {
      throw new HttpError(404, 'Este certificado no tiene un PDF publicado.');
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="certificado-${row.number.replace(/[^A-Z0-9.-]/g, '_')}.pdf"`)
      .send(bytes);
  });
}
