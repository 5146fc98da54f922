// What a citizen does with a request: start it, upload a document per requirement (and replace a
// rejected one), open it with code + e-mail, and download their own files.
import { checkBooking, normaliseNationalId, type TrackedRequest, type UserProcedureAddRequest } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { fieldProblemsError, found } from '../../corporate/checks.ts';
import { newCitizenCode, normaliseCitizenCode } from '../codes/citizen-code.ts';
import { FILE_KINDS, type FileKind } from '../../files/file-kind.ts';
import { deletePrivateFile, placePrivateFile } from '../../files/private-files.ts';
import { HttpError } from '../../http/errors.ts';
import { recordHistory, requestRows, trackedRequest, type RequestRow } from './request-views.ts';
import type { MailOptions } from '../appointments/booking.ts';
import { notifyRequestReceived } from '../notifications/notify.ts';
import { customerZone, dueDateOf, holidaySet } from '../indicators/service-standards.ts';

/** The one answer to a wrong code or e-mail. */
export const REQUEST_NOT_FOUND = 'No encontramos una solicitud con ese código y ese correo electrónico.';

/** The private area documents are stored in. */
export const REQUESTS_AREA = 'requests';

const CITIZEN = 'ciudadano';

export async function startRequest(db: Db, body: UserProcedureAddRequest, now: Date, mail?: MailOptions): Promise<TrackedRequest> {
  const refused = fieldProblemsError(checkBooking(body));
  if (refused) throw refused;
  const procedure = found(
    await db.selectFrom('procedures').select(['id', 'calc_price', 'standard_days']).where('id', '=', body.procedure_id).where('customer_id', '=', body.customer_id).executeTakeFirst(),
    'El trámite indicado no existe.',
  );
  const [requirements, firstState] = await Promise.all([
    db.selectFrom('procedure_requirements').innerJoin('requirement_catalogue', 'requirement_catalogue.id', 'procedure_requirements.requirement_id')
      .select(['requirement_catalogue.id', 'requirement_catalogue.name', 'procedure_requirements.position'])
      .where('procedure_requirements.procedure_id', '=', procedure.id).orderBy('procedure_requirements.position').execute(),
    db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', body.customer_id).orderBy('position').orderBy('id').executeTakeFirst(),
  ]);
  const price = procedure.calc_price ?? 0;
  const dueDate = procedure.standard_days === null ? null
    : dueDateOf(now, procedure.standard_days, await customerZone(db, body.customer_id), await holidaySet(db, body.customer_id));
  const code = newCitizenCode('T');
  const at = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const { id: requestId } = await trx.insertInto('user_procedures').values({
      customer_id: body.customer_id, code, procedure_id: procedure.id, state_id: firstState?.id ?? null,
      name: body.name.trim(), national_id: normaliseNationalId(body.national_id), email: body.email.trim(), phone: body.phone.trim(),
      created: at, updated: at, payment_status: price > 0 ? 'pending' : 'not_required', payment_amount: price > 0 ? price : null,
      payment_reference: '', paid_at: null, due_date: dueDate,
      // The fee of the day the request was filed, exact: a later price change does not touch it.
      amount_due_cents: price > 0 ? Math.round(price * 100) : null,
    }).returning('id').executeTakeFirstOrThrow();
    if (requirements.length > 0) {
      await trx.insertInto('user_procedure_requirements').values(requirements.map((requirement, index) => ({
        user_procedure_id: requestId, requirement_id: requirement.id, name: requirement.name, position: index, status: 'pending' as const, note: '',
        file_path: null, file_name: null, file_mime: null, file_size: null,
      }))).execute();
    }
    await recordHistory(trx, requestId, now, CITIZEN, 'Solicitud recibida', firstState ? `Estado: ${firstState.name}` : '');
    if (mail) await notifyRequestReceived({ db: trx, config: mail.config, now }, requestId, mail.language);
    return requestId;
  });
  return trackedRequest(db, (await requestRows(db).where('user_procedures.id', '=', id).executeTakeFirst())!);
}

/** The request of a code and e-mail, or the one generic 404. */
export async function findRequest(db: Db, customerId: string, typedCode: string, email: string): Promise<RequestRow> {
  const code = normaliseCitizenCode('T', typedCode);
  const row = code === null ? undefined : await requestRows(db).where('user_procedures.code', '=', code).where('user_procedures.customer_id', '=', customerId).executeTakeFirst();
  if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) throw new HttpError(404, REQUEST_NOT_FOUND);
  return row;
}

/** A document streamed to a temporary file (http/uploads.ts streamUpload). */
export interface UploadedDocument {
  temporary: string;
  size: number;
  sha256: string;
  kind: FileKind;
  filename: string;
}

/** The requirement of a request that may still receive a document (none yet, or rejected); else 404/409. */
export async function openRequirement(db: Db, requestId: number, requirementId: number) {
  const requirement = found(
    await db.selectFrom('user_procedure_requirements').selectAll().where('user_procedure_id', '=', requestId).where('requirement_id', '=', requirementId).executeTakeFirst(),
    'Ese requisito no forma parte de su solicitud.',
  );
  if (requirement.status === 'submitted') throw new HttpError(409, `Ya recibimos el documento «${requirement.name}»; la alcaldía lo está revisando.`);
  if (requirement.status === 'accepted') throw new HttpError(409, `El documento «${requirement.name}» ya fue aceptado.`);
  return requirement;
}

/** Stores the document of a requirement that has none yet or was rejected; the old file goes. */
export async function addDocument(db: Db, mediaDir: string, request: RequestRow, requirementId: number, file: UploadedDocument, now: Date): Promise<TrackedRequest> {
  const requirement = await openRequirement(db, request.id, requirementId);
  const stored = await placePrivateFile(mediaDir, REQUESTS_AREA, file);
  const replacing = requirement.status === 'rejected';
  await db.updateTable('user_procedure_requirements').set({
    status: 'submitted', file_path: stored.path, file_name: file.filename || `${requirement.name}.${FILE_KINDS[file.kind].extension}`,
    file_mime: stored.mime, file_size: stored.size,
  }).where('id', '=', requirement.id).execute();
  await recordHistory(db, request.id, now, CITIZEN, replacing ? 'Documento reemplazado' : 'Documento recibido', requirement.name);
  if (requirement.file_path) await deletePrivateFile(mediaDir, requirement.file_path);
  return trackedRequest(db, request);
}

/** The stored file of a requirement of a request, or 404. */
export async function documentOf(db: Db, requestId: number, requirementId: number) {
  const row = await db.selectFrom('user_procedure_requirements').select(['file_path', 'file_name', 'file_mime'])
    .where('user_procedure_id', '=', requestId).where('requirement_id', '=', requirementId).executeTakeFirst();
  if (!row?.file_path) throw new HttpError(404, 'Ese requisito no tiene documento.');
  return { path: row.file_path, name: row.file_name ?? 'documento', mime: row.file_mime ?? 'application/octet-stream' };
}
