// How a certificate is found and what the public may know about it: the verdict (valid, revoked,
// expired), the holder masked to initials and the id's last 3 digits, the PDF's hash and link.
// The lookup always runs one query of the same shape and then the same masking work, found or not,
// so the answer time does not tell whether a number exists.
import { createHash } from 'node:crypto';
import type { CertificateCheck, CertificateVerdict } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import type { CertificateTable } from '../../db/schema.ts';

/** The columns the public check reads. */
export type CertificateRow = Omit<CertificateTable, 'id'> & { id: number };

/** Today, 'YYYY-MM-DD', in `timeZone` (UTC when the zone is unknown). */
export function todayIn(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The verdict of a stored row on `today`: revoked wins; then an expiry date before today. */
export function verdictOf(row: Pick<CertificateRow, 'status' | 'expires_on'>, today: string): CertificateVerdict {
  if (row.status === 'revoked') return 'revocado';
  if (row.expires_on !== null && row.expires_on < today) return 'vencido';
  return 'valido';
}

// Particles of Spanish names that are not initials ('María de los Ángeles' → 'M. Á.').
const particles = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'da', 'do', 'dos', 'van', 'von']);

/** 'María José Pérez de la Rosa' → 'M. J. P. R.' */
export function holderInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !particles.has(word.toLowerCase()))
    .map((word) => `${word.charAt(0).toLocaleUpperCase('es')}.`)
    .join(' ');
}

/** 'V-12.345.678' → '***678': only the last 3 digits. */
export function maskedNationalId(id: string): string {
  const digits = id.replace(/\D/g, '');
  return `***${digits.slice(-3)}`;
}

/** The public URL of a certificate's PDF (the same pair as the check). */
export function certificatePdfUrl(customerId: string, number: string, registerId: string): string {
  const query = new URLSearchParams({ customer_id: customerId, number, register_id: registerId });
  return `/api/v2/certificate/pdf/?${query.toString()}`;
}

/** A stand-in row, so an unknown pair goes through the same masking work as a known one. */
const absentRow: CertificateRow = {
  id: 0, customer_id: '', number: '', register_id: '', type: '', procedure_id: null, procedure_name: null, department_id: null,
  department_name: null, holder_name: 'Nombre Apellido Apellido', holder_national_id: 'V-00.000.000', issued_on: '2000-01-01',
  expires_on: null, status: 'valid', revoked_on: null, revocation_reason: null, pdf_path: null, pdf_sha256: null, pdf_size: null, created: '',
};

export interface Lookup {
  /** the stored row, or null for an unknown pair (or customer) */
  row: CertificateRow | null;
  /** the public answer built from it (built from a stand-in when unknown, then dropped) */
  check: CertificateCheck | null;
}

/**
 * Finds a certificate of a customer by its normalised number and register id. One query whatever
 * the outcome (the customer joined with its certificate, if any), then the same constant-cost work.
 */
export async function lookUpCertificate(db: Db, customerId: string, number: string, registerId: string, now: Date): Promise<Lookup> {
  const found = await db
    .selectFrom('customers')
    .leftJoin('certificates', (join) => join
      .onRef('certificates.customer_id', '=', 'customers.id')
      .on('certificates.number', '=', number)
      .on('certificates.register_id', '=', registerId))
    .select([
      'customers.time_zone', 'certificates.id', 'certificates.customer_id', 'certificates.number', 'certificates.register_id',
      'certificates.type', 'certificates.procedure_id', 'certificates.procedure_name', 'certificates.department_id',
      'certificates.department_name', 'certificates.holder_name', 'certificates.holder_national_id', 'certificates.issued_on',
      'certificates.expires_on', 'certificates.status', 'certificates.revoked_on', 'certificates.revocation_reason',
      'certificates.pdf_path', 'certificates.pdf_sha256', 'certificates.pdf_size', 'certificates.created',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  const known = found !== undefined && found.id !== null;
  const row = known ? ({ ...found, time_zone: undefined } as unknown as CertificateRow) : null;
  const used = row ?? absentRow;
  const today = todayIn(now, found?.time_zone ?? 'America/Caracas');
  // The constant-cost step: a hash of a fixed-size block, on both paths.
  createHash('sha256').update(Buffer.alloc(4096, `${number}\u0000${registerId}`)).digest();
  const check: CertificateCheck = {
    status: verdictOf(used, today),
    number: used.number,
    register_id: used.register_id,
    type: used.type,
    procedure: used.procedure_name,
    department: used.department_name,
    issued_on: used.issued_on,
    expires_on: used.expires_on,
    revoked_on: used.status === 'revoked' ? used.revoked_on : null,
    revocation_reason: used.status === 'revoked' ? used.revocation_reason : null,
    holder_initials: holderInitials(used.holder_name),
    holder_id: maskedNationalId(used.holder_national_id),
    pdf: used.pdf_path && used.pdf_sha256
      ? { sha256: used.pdf_sha256, url: certificatePdfUrl(customerId, used.number, used.register_id), size: used.pdf_size ?? 0 }
      : null,
  };
  return { row, check: row ? check : null };
}
