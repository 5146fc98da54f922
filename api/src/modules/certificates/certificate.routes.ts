// /api/v2/corporate/certificate/{add,list,detail,revoke}/ (clerks): the certificates the city issued,
// over the `certificates` table of migration 2026-11-26-certificates. `add` also takes
// multipart/form-data with the issued PDF in the file field `pdf` (a PDF by content, ≤ 10 MB, read
// with the shared upload reader before the body schema runs); the PDF goes to the media folder's
// private area. Every write drops the read caches (corporateCall), and the public check reads the
// database on every request, so a revocation is visible at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CERTIFICATE_PDF_MAX_BYTES, normalizeCertificateCode, type CertificateDetail, type CertificateSummary, calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { CertificateTable } from '../../db/schema.ts';
import { fieldError, found, ok, requireRealDate } from '../../corporate/checks.ts';
import { CORPORATE_PREFIX } from '../../corporate/corporate-auth.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { deletePrivateFile, storePrivateFile } from '../../files/private-files.ts';
import { HttpError } from '../../http/errors.ts';
import { readUpload, registerUploads, type Upload } from '../../http/uploads.ts';
import { todayIn, verdictOf } from './certificate-lookup.ts';

type Row = Omit<CertificateTable, 'id'> & { id: number };

/** The PDF a multipart certificate/add carried, by request. */
const uploadedPdf = new WeakMap<FastifyRequest, NonNullable<Upload['file']>>();

async function timeZoneOf(db: Db, customerId: string): Promise<string> {
  const customer = await db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst();
  return customer?.time_zone ?? 'America/Caracas';
}

function summaryOf(row: Row, today: string): CertificateSummary {
  return {
    id: row.id, number: row.number, register_id: row.register_id, type: row.type, holder_name: row.holder_name,
    holder_national_id: row.holder_national_id, issued_on: row.issued_on, expires_on: row.expires_on,
    status: row.status === 'revoked' ? 'revoked' : 'valid', verdict: verdictOf(row, today), has_pdf: row.pdf_path !== null,
  };
}

function detailOf(row: Row, today: string): CertificateDetail {
  return {
    ...summaryOf(row, today),
    procedure_id: row.procedure_id, procedure_name: row.procedure_name, department_id: row.department_id, department_name: row.department_name,
    revoked_on: row.revoked_on, revocation_reason: row.revocation_reason, pdf_sha256: row.pdf_sha256, pdf_size: row.pdf_size, created: row.created,
  };
}

async function certificateOf(db: Db, customerId: string, id: number): Promise<Row> {
  return found(
    await db.selectFrom('certificates').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(),
    'El certificado indicado no existe.',
  ) as Row;
}

/** The procedure and department names a new certificate keeps; 400 naming the field for an id that is not the customer's. */
async function origin(db: Db, customerId: string, procedureId: number | null, departmentId: number | null) {
  let procedure: { id: number; name: string; department_id: number } | undefined;
  if (procedureId !== null) {
    procedure = await db.selectFrom('procedures').select(['id', 'name', 'department_id']).where('customer_id', '=', customerId).where('id', '=', procedureId).executeTakeFirst();
    if (!procedure) throw fieldError('procedure_id', 'El trámite indicado no existe.');
  }
  const wantedDepartment = departmentId ?? procedure?.department_id ?? null;
  let department: { id: number; name: string } | undefined;
  if (wantedDepartment !== null) {
    department = await db.selectFrom('departments').select(['id', 'name']).where('customer_id', '=', customerId).where('id', '=', wantedDepartment).executeTakeFirst();
    if (!department) throw fieldError('department_id', 'El departamento indicado no existe.');
  }
  return {
    procedure_id: procedure?.id ?? null, procedure_name: procedure?.name ?? null,
    department_id: department?.id ?? null, department_name: department?.name ?? null,
  };
}

/** Registers the certificate calls, in a scope of their own that also reads multipart forms. */
export async function certificateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerUploads(scope, CERTIFICATE_PDF_MAX_BYTES);
    // A multipart add: read the PDF (refused unless it is one) and hand the text fields to the
    // body schema, which coerces them ('' → null, '12' → 12) like a JSON body.
    scope.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || request.routeOptions.url !== `${CORPORATE_PREFIX}certificate/add/`) return;
      const { fields, file } = await readUpload(request, { maxBytes: CERTIFICATE_PDF_MAX_BYTES, accept: ['pdf'], fileField: 'pdf' });
      request.body = fields;
      if (file) uploadedPdf.set(request, file);
    });

    corporateCall(scope, ctx, {
      call: calls.certificateAdd, write: { entity: 'certificate' },
      handler: async ({ body, db, request }) => {
        requireRealDate('issued_on', body.issued_on);
        requireRealDate('expires_on', body.expires_on);
        if (body.expires_on && body.expires_on < body.issued_on) throw fieldError('expires_on', 'El vencimiento no puede ser anterior a la emisión.');
        const number = normalizeCertificateCode(body.number);
        const registerId = normalizeCertificateCode(body.register_id);
        const taken = await db.selectFrom('certificates').select('id').where('customer_id', '=', body.customer_id)
          .where('number', '=', number).where('register_id', '=', registerId).executeTakeFirst();
        if (taken) throw new HttpError(409, `Ya existe el certificado ${number} con el registro ${registerId}.`);
        const from = await origin(db, body.customer_id, body.procedure_id ?? null, body.department_id ?? null);
        const pdf = uploadedPdf.get(request);
        const stored = pdf ? await storePrivateFile(ctx.config.mediaDir, 'certificates', pdf.bytes, 'pdf') : null;
        try {
          const { id } = await db.insertInto('certificates').values({
            customer_id: body.customer_id, number, register_id: registerId, type: body.type.trim(), ...from,
            holder_name: body.holder_name.trim(), holder_national_id: body.holder_national_id.trim().toUpperCase(),
            issued_on: body.issued_on, expires_on: body.expires_on ?? null, status: 'valid', revoked_on: null, revocation_reason: null,
            pdf_path: stored?.path ?? null, pdf_sha256: stored?.sha256 ?? null, pdf_size: stored?.size ?? null, created: ctx.now().toISOString(),
          }).returning('id').executeTakeFirstOrThrow();
          return ok({ id }, 'Certificado registrado.');
        } catch (error) {
          if (stored) await deletePrivateFile(ctx.config.mediaDir, stored.path);
          throw error;
        }
      },
    });

    corporateCall(scope, ctx, {
      call: calls.certificateList,
      handler: async ({ body, db }) => {
        const window = pageWindow(body);
        let query = db.selectFrom('certificates').where('customer_id', '=', body.customer_id)
          .where((eb) => matchesWords(eb, ['number', 'register_id', 'type', 'holder_name'], body.q));
        if (body.status !== undefined) query = query.where('status', '=', body.status);
        const [rows, count, timeZone] = await Promise.all([
          query.selectAll().orderBy('issued_on', 'desc').orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
          query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
          timeZoneOf(db, body.customer_id),
        ]);
        const today = todayIn(ctx.now(), timeZone);
        return pagedAnswer(rows.map((row) => summaryOf(row as Row, today)), Number(count?.n ?? 0), window);
      },
    });

    corporateCall(scope, ctx, {
      call: calls.certificateDetail,
      handler: async ({ body, db }) => {
        const row = await certificateOf(db, body.customer_id, body.id);
        return ok(detailOf(row, todayIn(ctx.now(), await timeZoneOf(db, body.customer_id))));
      },
    });

    corporateCall(scope, ctx, {
      call: calls.certificateRevoke, write: { entity: 'certificate' },
      handler: async ({ body, db }) => {
        requireRealDate('revoked_on', body.revoked_on);
        const current = await certificateOf(db, body.customer_id, body.id);
        if (current.status === 'revoked') throw new HttpError(409, `El certificado ${current.number} ya fue revocado el ${current.revoked_on ?? ''}.`);
        const today = todayIn(ctx.now(), await timeZoneOf(db, body.customer_id));
        const revokedOn = body.revoked_on ?? today;
        if (revokedOn < current.issued_on) throw fieldError('revoked_on', 'La revocación no puede ser anterior a la emisión.');
        await db.updateTable('certificates').set({ status: 'revoked', revoked_on: revokedOn, revocation_reason: body.reason.trim() })
          .where('id', '=', body.id).execute();
        return ok(detailOf(await certificateOf(db, body.customer_id, body.id), today), 'Certificado revocado.');
      },
    });
  });
}
