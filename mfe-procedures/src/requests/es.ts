// Spanish texts of the online request pages (/solicitudes/nueva, /seguimiento), spread into the
// remote's catalogue (../i18n/es.ts). Key: the whole English sentence.
import type { Catalogue } from '@portal/shared';

export const requestsEs: Catalogue = {
  'Start a request online': 'Iniciar trámite en línea',
  'Choose the procedure first: each procedure page has a «Start online» button.': 'Elija primero el trámite: cada página de trámite tiene el botón «Iniciar en línea».',
  'Your details': 'Sus datos',
  'Start the request': 'Iniciar la solicitud',
  'Sending…': 'Enviando…',
  'Your request is registered': 'Su solicitud quedó registrada',
  'Your tracking code is': 'Su código de seguimiento es',
  'Write it down: with it and your e-mail you can follow the request at «Follow my request».': 'Anótelo: con él y su correo puede seguir la solicitud en «Seguimiento de mi solicitud».',
  'Your documents': 'Sus documentos',
  'We received all your documents. The municipality will review them; follow the request with your code.':
    'Recibimos todos sus documentos. La alcaldía los revisará; siga la solicitud con su código.',
  'Upload one file for each requirement. You can also do it later from «Follow my request».':
    'Suba un archivo por cada requisito. También puede hacerlo después desde «Seguimiento de mi solicitud».',
  'Follow my request': 'Seguimiento de mi solicitud',
  'Find my request': 'Buscar mi solicitud',
  'Tracking code': 'Código de seguimiento',
  'Answer due by': 'Respuesta a más tardar el',
  'Answer was due by': 'Plazo de respuesta',
  'For example T-7KQ2M9XP.': 'Por ejemplo T-7KQ2M9XP.',
  'Write the tracking code and the e-mail address you gave.': 'Escriba el código de seguimiento y el correo que indicó.',
  'See my request': 'Ver mi solicitud',
  'Request {{code}}': 'Solicitud {{code}}',
  // Documents
  Missing: 'Falta',
  'Received, under review': 'Recibido, en revisión',
  Accepted: 'Aceptado',
  Rejected: 'Rechazado',
  'Choose the file first.': 'Elija primero el archivo.',
  'The file is larger than 10 MB.': 'El archivo supera los 10 MB.',
  'Note from the municipality: {{note}}': 'Nota de la alcaldía: {{note}}',
  'New file for «{{name}}»': 'Nuevo archivo para «{{name}}»',
  'File for «{{name}}»': 'Archivo para «{{name}}»',
  'PDF, JPEG or PNG, up to 10 MB.': 'PDF, JPEG o PNG, hasta 10 MB.',
  'Uploading…': 'Subiendo…',
  'Upload «{{name}}»': 'Subir «{{name}}»',
  // Summary
  'No payment needed': 'Sin pago',
  Pending: 'Pendiente',
  Paid: 'Pagado',
  State: 'Estado',
  Received: 'Recibido',
  Payment: 'Pago',
  'What you must do now:': 'Lo que debe hacer ahora:',
  'Nothing for now: the municipality is working on your request.': 'Nada por ahora: la alcaldía está trabajando en su solicitud.',
  Timeline: 'Historial',
};
