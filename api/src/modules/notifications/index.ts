// E-mail notifications through a transactional outbox (docs/notifications.md).
export { OutboxWorker } from './worker.ts';
export { languageOf } from './language.ts';
export type { MailScope } from './notify.ts';
export {
  notifyAppointmentBooked, notifyAppointmentCancelled, notifyDocumentRejected, notifyRequestReceived, notifyRequestState,
} from './notify.ts';
