// What the folder shows: every row of the signed-in citizen's customer made with their verified
// e-mail (or verified cédula), plus the items they claimed with a code. Each query names the
// customer and the citizen, so another citizen's or another city's row never comes back.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Folder, FolderAppointment, FolderRequest } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { appointmentRows, staffView } from '../appointments/booking.ts';
import { requestRows, trackedRequest, type RequestRow } from '../requests/request-views.ts';
import type { CitizenSession } from './citizen-sessions.ts';

/** Who the rows must belong to. */
export type Owner = Pick<CitizenSession, 'accountId' | 'customerId' | 'email' | 'nationalId'>;

type Kind = 'appointment' | 'request';

function owned(table: 'appointments' | 'user_procedures', kind: Kind, owner: Owner): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const ways = [sql`${ref('id')} in (select entity_id from citizen_claims where account_id = ${owner.accountId} and kind = ${kind})`];
  if (owner.email) ways.push(sql`lower(${ref('email')}) = ${owner.email}`);
  if (owner.nationalId) ways.push(sql`${ref('national_id')} = ${owner.nationalId}`);
  return sql<SqlBool>`(${ref('customer_id')} = ${owner.customerId} and (${sql.join(ways, sql` or `)}))`;
}

/** The citizen's appointments, soonest first; `id` limits to one (for a cancel). */
export async function folderAppointments(db: Db, owner: Owner, now: Date, id?: number): Promise<FolderAppointment[]> {
  let query = appointmentRows(db).where(owned('appointments', 'appointment', owner));
  if (id !== undefined) query = query.where('appointments.id', '=', id);
  const rows = await query.orderBy('appointments.starts_at', 'desc').execute();
  return rows.map((row) => {
    const view = staffView(row);
    return {
      id: row.id, code: view.code, status: view.status, office: view.office, procedure: view.procedure, date: view.date, start: view.start, end: view.end,
      starts_at: view.starts_at, ends_at: view.ends_at, time_zone: view.time_zone, name: view.name, email: view.email,
      cancelled_by: view.cancelled_by, cancel_reason: view.cancel_reason,
      can_cancel: row.status === 'booked' && Date.parse(row.starts_at) > now.getTime(),
    };
  });
}

/** One of the citizen's requests by its id (to send a document to it), or undefined. */
export async function ownRequest(db: Db, owner: Owner, id: number): Promise<RequestRow | undefined> {
  return requestRows(db).where(owned('user_procedures', 'request', owner)).where('user_procedures.id', '=', id).executeTakeFirst();
}

export async function folderRequests(db: Db, owner: Owner): Promise<FolderRequest[]> {
  const rows = await requestRows(db).where(owned('user_procedures', 'request', owner)).orderBy('user_procedures.created', 'desc').execute();
  return Promise.all(rows.map(async (row) => ({ ...(await trackedRequest(db, row)), id: row.id })));
}

async function folderMessages(db: Db, owner: Owner): Promise<Folder['messages']> {
  if (!owner.email) return [];
  const rows = await db.selectFrom('contact_messages').select(['id', 'reference', 'kind', 'message', 'created'])
    .where('customer_id', '=', owner.customerId).where(sql<string>`lower(email)`, '=', owner.email).orderBy('created', 'desc').execute();
  const replies = rows.length === 0 ? [] : await db.selectFrom('contact_replies').select(['message_id', 'body', 'at'])
    .where('customer_id', '=', owner.customerId).where('message_id', 'in', rows.map((row) => row.id)).orderBy('at').execute();
  return rows.map((row) => ({ ...row, replies: replies.filter((reply) => reply.message_id === row.id).map(({ body, at }) => ({ body, at })) }));
}

async function folderMails(db: Db, owner: Owner): Promise<Folder['mails']> {
  if (!owner.email) return [];
  return db.selectFrom('outbox').select(['id', 'event', 'subject', 'status', 'created', 'sent_at'])
    .where('customer_id', '=', owner.customerId).where(sql<string>`lower(recipient)`, '=', owner.email).orderBy('id', 'desc').limit(200).execute();
}

/** Certificates issued to the verified cédula, however the clerk wrote it (dots, dash, case). */
async function folderCertificates(db: Db, owner: Owner): Promise<Folder['certificates']> {
  if (!owner.nationalId) return [];
  const bare = owner.nationalId.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  const rows = await db.selectFrom('certificates').select(['number', 'register_id', 'type', 'issued_on', 'expires_on', 'status'])
    .where('customer_id', '=', owner.customerId)
    .where(sql<string>`replace(replace(replace(upper(holder_national_id), '.', ''), '-', ''), ' ', '')`, '=', bare)
    .orderBy('issued_on', 'desc').execute();
  return rows.map((row) => ({ ...row, validation_url: `/certificate/validation/${encodeURIComponent(row.number)}?register_id=${encodeURIComponent(row.register_id)}` }));
}

async function folderNewsletter(db: Db, owner: Owner): Promise<Folder['newsletter']> {
  if (!owner.email) return null;
  const row = await db.selectFrom('newsletter_subscribers').select('status').where('customer_id', '=', owner.customerId).where('email', '=', owner.email).executeTakeFirst();
  return row?.status ?? null;
}

/** Everything but the sessions, which the caller adds. */
export async function readFolder(db: Db, owner: Owner, now: Date): Promise<Omit<Folder, 'sessions' | 'expires_at'>> {
  const [appointments, requests, messages, mails, certificates, newsletter] = await Promise.all([
    folderAppointments(db, owner, now), folderRequests(db, owner), folderMessages(db, owner), folderMails(db, owner), folderCertificates(db, owner), folderNewsletter(db, owner),
  ]);
  return { email: owner.email, national_id: owner.nationalId, appointments, requests, messages, mails, certificates, newsletter };
}
