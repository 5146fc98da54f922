// What a citizen's data hangs on: a procedure with requests or appointments, an office with
// appointments. Deleting either would cascade (or fail deep in the database, differently on each),
// so the delete is refused first with a 409 that lists what depends on it, the same on both databases.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

/** How many codes a refusal names before '…'. */
const LISTED = 5;

const codes = (rows: { code: string }[], total: number) =>
  `${rows.map((row) => row.code).join(', ')}${total > rows.length ? ', …' : ''}`;

/** The appointments (and requests, for a procedure) that keep a row from being deleted; null when none. */
async function appointmentsOf(db: Db, column: 'office_id' | 'procedure_id', id: number) {
  const rows = await db.selectFrom('appointments').select(['code', 'status', 'date']).where(column, '=', id).orderBy('date').orderBy('id').execute();
  const booked = rows.filter((row) => row.status === 'booked');
  return { total: rows.length, booked, listed: (booked.length > 0 ? booked : rows).slice(0, LISTED) };
}

/** Throws 409 listing the requests and appointments of a procedure, if it has any. */
export async function refuseProcedureWithDependents(db: Db, procedureId: number, name: string): Promise<void> {
  const requests = await db.selectFrom('user_procedures').select('code').where('procedure_id', '=', procedureId).orderBy('id').execute();
  const appointments = await appointmentsOf(db, 'procedure_id', procedureId);
  if (requests.length === 0 && appointments.total === 0) return;
  const parts: string[] = [];
  if (requests.length > 0) parts.push(`${requests.length} solicitud(es) de ciudadanos (${codes(requests.slice(0, LISTED), requests.length)})`);
  if (appointments.total > 0) parts.push(`${appointments.total} cita(s) (${codes(appointments.listed, appointments.total)})`);
  throw new HttpError(409, `No se puede eliminar el trámite «${name}»: tiene ${parts.join(' y ')}. Esos datos de los ciudadanos se conservan; el trámite debe quedarse mientras existan.`);
}

/** Throws 409 listing the appointments of an office, the booked ones first, if it has any. */
export async function refuseOfficeWithAppointments(db: Db, officeId: number, name: string): Promise<void> {
  const appointments = await appointmentsOf(db, 'office_id', officeId);
  if (appointments.total === 0) return;
  const booked = appointments.booked.length > 0
    ? `${appointments.booked.length} reservada(s), la próxima el ${appointments.booked[0]!.date}: ${codes(appointments.listed, appointments.booked.length)}`
    : `ya pasadas: ${codes(appointments.listed, appointments.total)}`;
  throw new HttpError(409, `No se puede eliminar la oficina «${name}»: tiene ${appointments.total} cita(s) (${booked}). Anule o reprograme las reservadas; el historial de citas de los ciudadanos se conserva, así que la oficina debe quedarse.`);
}
