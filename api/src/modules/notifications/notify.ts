// What each change queues: the change's own code calls one of these with its transaction, after the
// change is written. Each reads what the message needs (in that transaction) and queues it.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { loadCity } from './city.ts';
import type { MailLanguage } from './events.ts';
import { languageOfEntity } from './language.ts';
import { queueMail } from './outbox.ts';
import { appointmentBooked, appointmentMoved, appointmentCancelled, appointmentReminder, type AppointmentFacts } from './templates/appointment-mails.ts';
import { documentRejected, requestReceived, requestStateChanged } from './templates/request-mails.ts';
import { paymentConfirmed, paymentRejected, type PaymentFacts } from './templates/payment-mails.ts';

/** The transaction a change runs in, the settings and the change's clock. */
export interface MailScope {
  db: Db;
  config: Config;
  now: Date;
}

async function appointmentFacts(db: Db, appointmentId: number) {
  const row = await db.selectFrom('appointments')
    .innerJoin('offices', 'offices.id', 'appointments.office_id')
    .leftJoin('procedures', 'procedures.id', 'appointments.procedure_id')
    .select([
      'appointments.id', 'appointments.customer_id', 'appointments.code', 'appointments.name', 'appointments.email', 'appointments.starts_at',
      'appointments.ends_at', 'appointments.cancelled_by', 'appointments.cancel_reason', 'appointments.procedure_id', 'appointments.moves',
      'offices.name as office_name', 'offices.address as office_address', 'procedures.name as procedure_name',
    ])
    .where('appointments.id', '=', appointmentId).executeTakeFirstOrThrow();
  const bring = row.procedure_id === null ? [] : (await db.selectFrom('procedure_requirements')
    .innerJoin('requirement_catalogue', 'requirement_catalogue.id', 'procedure_requirements.requirement_id')
    .select('requirement_catalogue.name').where('procedure_requirements.procedure_id', '=', row.procedure_id)
    .orderBy('procedure_requirements.position').execute()).map((item) => item.name);
  const facts: AppointmentFacts = {
    code: row.code, name: row.name, procedure: row.procedure_name, office: row.office_name, officeAddress: row.office_address,
    startsAt: row.starts_at, endsAt: row.ends_at, bring, moves: row.moves,
  };
  return { row, facts };
}

export async function notifyAppointmentBooked(scope: MailScope, appointmentId: number, language: MailLanguage): Promise<number> {
  const { row, facts } = await appointmentFacts(scope.db, appointmentId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  return queueMail(scope.db, {
    city, event: 'appointment.booked', entityId: row.id, recipient: row.email, language, now: scope.now,
    mail: appointmentBooked(city, language, facts, scope.now),
  });
}

/** After the appointment was set cancelled; the citizen's language is theirs when they cancel, else the booking's. */
export async function notifyAppointmentCancelled(scope: MailScope, appointmentId: number, language?: MailLanguage): Promise<number> {
  const { row, facts } = await appointmentFacts(scope.db, appointmentId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const lang = language ?? await languageOfEntity(scope.db, row.customer_id, 'appointment', row.id);
  return queueMail(scope.db, {
    city, event: 'appointment.cancelled', entityId: row.id, recipient: row.email, language: lang, now: scope.now,
    mail: appointmentCancelled(city, lang, { ...facts, by: row.cancelled_by === 'city' ? 'city' : 'citizen', reason: row.cancel_reason }, scope.now),
  });
}

/** After the appointment was moved from `previousStartsAt`; told in the citizen's language, or the booking's. */
export async function notifyAppointmentMoved(scope: MailScope, appointmentId: number, previousStartsAt: string, by: 'citizen' | 'city', language?: MailLanguage): Promise<number> {
  const { row, facts } = await appointmentFacts(scope.db, appointmentId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const lang = language ?? await languageOfEntity(scope.db, row.customer_id, 'appointment', row.id);
  return queueMail(scope.db, {
    city, event: 'appointment.moved', entityId: row.id, recipient: row.email, language: lang, now: scope.now,
    mail: appointmentMoved(city, lang, { ...facts, previousStartsAt, by }, scope.now),
  });
}

/** The reminder of the day before, in the language the citizen booked in. */
export async function notifyAppointmentReminder(scope: MailScope, appointmentId: number): Promise<number> {
  const { row, facts } = await appointmentFacts(scope.db, appointmentId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const language = await languageOfEntity(scope.db, row.customer_id, 'appointment', row.id);
  return queueMail(scope.db, {
    city, event: 'appointment.reminder', entityId: row.id, recipient: row.email, language, now: scope.now,
    mail: appointmentReminder(city, language, facts),
  });
}

async function requestFacts(db: Db, requestId: number) {
  return db.selectFrom('user_procedures').innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
    .select(['user_procedures.id', 'user_procedures.customer_id', 'user_procedures.code', 'user_procedures.name', 'user_procedures.email', 'procedures.name as procedure'])
    .where('user_procedures.id', '=', requestId).executeTakeFirstOrThrow();
}

export async function notifyRequestReceived(scope: MailScope, requestId: number, language: MailLanguage): Promise<number> {
  const row = await requestFacts(scope.db, requestId);
  const documents = (await scope.db.selectFrom('user_procedure_requirements').select('name').where('user_procedure_id', '=', requestId)
    .orderBy('position').orderBy('id').execute()).map((item) => item.name);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  return queueMail(scope.db, {
    city, event: 'request.received', entityId: row.id, recipient: row.email, language, now: scope.now,
    mail: requestReceived(city, language, { ...row, documents }),
  });
}

export async function notifyRequestState(scope: MailScope, requestId: number, state: string, note: string): Promise<number> {
  const row = await requestFacts(scope.db, requestId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const language = await languageOfEntity(scope.db, row.customer_id, 'request', row.id);
  return queueMail(scope.db, {
    city, event: 'request.state', entityId: row.id, recipient: row.email, language, now: scope.now,
    mail: requestStateChanged(city, language, { ...row, state, note }),
  });
}

export async function notifyDocumentRejected(scope: MailScope, requestId: number, document: string, note: string): Promise<number> {
  const row = await requestFacts(scope.db, requestId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const language = await languageOfEntity(scope.db, row.customer_id, 'request', row.id);
  return queueMail(scope.db, {
    city, event: 'request.document_rejected', entityId: row.id, recipient: row.email, language, now: scope.now,
    mail: documentRejected(city, language, { ...row, document, note }),
  });
}

/** A reported payment a clerk confirmed (receipt: its number) or rejected (note: why). */
export async function notifyPaymentDecided(scope: MailScope, requestId: number, payment: Pick<PaymentFacts, 'amount' | 'reference'>, verdict: { receipt: string } | { note: string }): Promise<number> {
  const row = await requestFacts(scope.db, requestId);
  const city = await loadCity(scope.db, scope.config, row.customer_id);
  const language = await languageOfEntity(scope.db, row.customer_id, 'request', row.id);
  const facts = { ...row, ...payment };
  return queueMail(scope.db, 'receipt' in verdict
    ? { city, event: 'request.payment_confirmed', entityId: row.id, recipient: row.email, language, now: scope.now, mail: paymentConfirmed(city, language, { ...facts, receipt: verdict.receipt }) }
    : { city, event: 'request.payment_rejected', entityId: row.id, recipient: row.email, language, now: scope.now, mail: paymentRejected(city, language, { ...facts, note: verdict.note }) });
}
