// What a signed-in citizen does from the folder, shared by its JSON calls (folder.routes.ts) and
// its plain forms (folder-page.routes.ts): cancel or move an appointment, claim an item made with a
// code, delete the account. Each acts on the citizen's own rows only; anything else is the same 404.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { cancelAppointment, findByCodeAndEmail } from '../appointments/booking.ts';
import { moveAppointment } from '../appointments/move.ts';
import { findRequest } from '../requests/citizen-requests.ts';
import type { MailLanguage } from '../notifications/events.ts';
import { folderAppointments, type Owner } from './folder-data.ts';

export const NOT_IN_FOLDER = 'No encontramos eso en su carpeta.';

/** Cancels one of the citizen's appointments by its id. */
export async function cancelOwnAppointment(db: Db, owner: Owner, appointmentId: number, now: Date, mail: { config: Config; language: MailLanguage }): Promise<string> {
  const [appointment] = await folderAppointments(db, owner, now, appointmentId);
  if (!appointment) throw new HttpError(404, NOT_IN_FOLDER);
  const { message } = await cancelAppointment(db, owner.customerId, appointment.code, appointment.email, now, mail);
  return message;
}

export const MOVED = 'Su cita cambió de día u hora. El código es el mismo; le enviamos la nueva hora por correo.';

/** Moves one of the citizen's booked appointments to another free time of its office (move.ts checks the time). */
export async function moveOwnAppointment(db: Db, owner: Owner, appointmentId: number, target: { date: string; start: string }, now: Date, mail: { config: Config; language: MailLanguage }): Promise<string> {
  const [appointment] = await folderAppointments(db, owner, now, appointmentId);
  if (!appointment) throw new HttpError(404, NOT_IN_FOLDER);
  const row = await findByCodeAndEmail(db, owner.customerId, appointment.code, appointment.email);
  await moveAppointment(db, row, target, now, { config: mail.config, by: 'citizen', language: mail.language });
  return MOVED;
}

/** Adds an appointment (A-…) or request (T-…) made with another e-mail to the folder: its code and that e-mail prove it. */
export async function claimItem(db: Db, owner: Owner, code: string, email: string, now: Date): Promise<string> {
  const typed = code.trim().toUpperCase();
  const claim = async (kind: 'appointment' | 'request', entityId: number) => {
    await db.insertInto('citizen_claims').values({ account_id: owner.accountId, customer_id: owner.customerId, kind, entity_id: entityId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['account_id', 'kind', 'entity_id']).doNothing()).execute();
  };
  if (typed.startsWith('A')) {
    const row = await findByCodeAndEmail(db, owner.customerId, typed, email);
    await claim('appointment', row.id);
    return `La cita ${row.code} está ahora en su carpeta.`;
  }
  if (typed.startsWith('T')) {
    const row = await findRequest(db, owner.customerId, typed, email);
    await claim('request', row.id);
    return `La solicitud ${row.code} está ahora en su carpeta.`;
  }
  throw new HttpError(404, 'No encontramos una cita ni una solicitud con ese código y ese correo electrónico.');
}

/** Deletes the account (its sessions and claims go with it) and the newsletter subscription. */
export async function deleteAccount(db: Db, owner: Owner): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (owner.email) {
      await trx.deleteFrom('newsletter_subscribers').where('customer_id', '=', owner.customerId).where('email', '=', owner.email).execute();
      await trx.deleteFrom('citizen_sign_in_links').where('customer_id', '=', owner.customerId).where('email', '=', owner.email).execute();
    }
    await trx.deleteFrom('citizen_claims').where('account_id', '=', owner.accountId).execute();
    await trx.deleteFrom('citizen_sessions').where('account_id', '=', owner.accountId).execute();
    await trx.deleteFrom('citizen_accounts').where('id', '=', owner.accountId).where('customer_id', '=', owner.customerId).execute();
  });
}
