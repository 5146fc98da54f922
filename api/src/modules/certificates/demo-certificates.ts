// The demo certificates every demo customer gets (docs/citizen-services.md, "City certificates"): one valid with its
// PDF, one revoked, one expired, so the validation page shows each verdict out of the box.
import type { Db } from '../../db/database.ts';
import { storePrivateFile } from '../../files/private-files.ts';
import { simplePdf } from './demo-pdf.ts';

export interface DemoCertificate {
  number: string;
  registerId: string;
  type: string;
  holderName: string;
  holderNationalId: string;
  issuedOn: string;
  expiresOn: string | null;
  revoked: { on: string; reason: string } | null;
  withPdf: boolean;
}

export const demoCertificates: readonly DemoCertificate[] = [
  {
    number: 'SRV-2025-0001', registerId: 'R-1001', type: 'Solvencia municipal', holderName: 'María José Pérez de la Rosa',
    holderNationalId: 'V-12.345.678', issuedOn: '2025-06-02', expiresOn: null, revoked: null, withPdf: true,
  },
  {
    number: 'SRV-2025-0002', registerId: 'R-1002', type: 'Solvencia municipal', holderName: 'Carlos Eduardo Rivas',
    holderNationalId: 'V-9.876.543', issuedOn: '2025-09-15', expiresOn: null, revoked: { on: '2025-10-01', reason: 'Emitido por error' }, withPdf: false,
  },
  {
    number: 'SRV-2024-0099', registerId: 'R-0999', type: 'Constancia de residencia', holderName: 'Ana Lucía Gómez',
    holderNationalId: 'V-20.111.222', issuedOn: '2024-07-31', expiresOn: '2025-01-31', revoked: null, withPdf: false,
  },
];

/** Inserts the demo certificates of one customer (the first of its procedures is their origin). */
export async function seedDemoCertificates(db: Db, mediaDir: string, customerId: string, customerName: string): Promise<void> {
  const procedure = await db
    .selectFrom('procedures')
    .innerJoin('departments', 'departments.id', 'procedures.department_id')
    .select(['procedures.id', 'procedures.name', 'procedures.department_id', 'departments.name as department_name'])
    .where('procedures.customer_id', '=', customerId)
    .orderBy('procedures.id')
    .executeTakeFirst();
  for (const certificate of demoCertificates) {
    const pdf = certificate.withPdf
      ? await storePrivateFile(mediaDir, 'certificates', simplePdf(customerName, [
        `${certificate.type} N.° ${certificate.number}`,
        `Registro: ${certificate.registerId}`,
        `Titular: ${certificate.holderName} (${certificate.holderNationalId})`,
        `Emitido el ${certificate.issuedOn}`,
        'Documento de demostración del Portal Ciudadano.',
      ]), 'pdf')
      : null;
    await db.insertInto('certificates').values({
      customer_id: customerId, number: certificate.number, register_id: certificate.registerId, type: certificate.type,
      procedure_id: procedure?.id ?? null, procedure_name: procedure?.name ?? null,
      department_id: procedure?.department_id ?? null, department_name: procedure?.department_name ?? null,
      holder_name: certificate.holderName, holder_national_id: certificate.holderNationalId,
      issued_on: certificate.issuedOn, expires_on: certificate.expiresOn,
      status: certificate.revoked ? 'revoked' : 'valid', revoked_on: certificate.revoked?.on ?? null, revocation_reason: certificate.revoked?.reason ?? null,
      pdf_path: pdf?.path ?? null, pdf_sha256: pdf?.sha256 ?? null, pdf_size: pdf?.size ?? null, created: `${certificate.issuedOn}T12:00:00.000Z`,
    }).execute();
  }
}
