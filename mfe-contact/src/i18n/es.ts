// mfe-contact's Spanish texts. Key: the whole English sentence (shared/README.md, "Texts and
// languages"). The messages of the form's rules come from @portal/contract, registered by @portal/shared.
import type { Catalogue } from '@portal/shared';

export const es: Catalogue = {
  // Contact page
  Contact: 'Contacto',
  'Write to us': 'Escríbanos',
  'Send us your question and we will answer by e-mail or by phone.': 'Envíenos su consulta y le responderemos por correo electrónico o por teléfono.',
  Phone: 'Teléfono',
  'Customer service from Monday to Friday, 8:00 to 16:00, except holidays.': 'Atención al cliente de lunes a viernes de 8:00 a 16:00, excepto feriados.',
  'We are available. Call now.': 'Estamos disponibles. Llame ahora.',
  'We are closed now.': 'Ahora estamos cerrados.',
  'E-mail': 'Correo electrónico',
  'Our support team answers within 48 hours in office hours.': 'Nuestro equipo de soporte responde en un plazo de 48 horas en horario laboral.',
  'Office (heading)': 'SEDE',
  'Logo of {{name}}': 'Logo de {{name}}',
  // Quote form (the agency template's words)
  'Get a free Keystroke quote now': 'Solicite ahora un presupuesto gratuito de Keystroke',
  // The form
  Name: 'Nombre',
  Message: 'Mensaje',
  '(optional)': '(opcional)',
  'Fields marked with * are required.': 'Los campos marcados con * son obligatorios.',
  'Fields marked with an asterisk are required.': 'Los campos marcados con asterisco son obligatorios.',
  'Up to {{max}} characters ({{length}} written).': 'Hasta {{max}} caracteres ({{length}} escritos).',
  Send: 'Enviar',
  'Sending…': 'Enviando…',
  'Your Message has been successfully sent.': 'Su mensaje ha sido enviado con éxito.',
  // The portal's reference of a stored message ('C-2026-000123').
  'Reference: {{reference}}': 'Referencia: {{reference}}',
  'Check one field before sending: {{fields}}.': 'Revise un campo antes de enviar: {{fields}}.',
  'Check {{number}} fields before sending: {{fields}}.': 'Revise {{number}} campos antes de enviar: {{fields}}.',
  // After a failed send
  'Your data is kept in the form.': 'Sus datos se conservan en el formulario.',
  'Your message could not be sent. {{kept}} Press «Send» again.': 'No se pudo enviar su mensaje. {{kept}} Pulse «Enviar» de nuevo.',
  'Could not connect to the portal. Check your internet connection and press «Send» again. {{kept}}':
    'No se pudo conectar con el portal. Revise su conexión a internet y pulse «Enviar» de nuevo. {{kept}}',
  '{{seconds}} seconds': '{{seconds}} segundos',
  'a minute': 'un minuto',
  'The portal received too many messages in a short time. Wait {{wait}} and press «Send» again. {{kept}}':
    'El portal recibió demasiados mensajes en poco tiempo. Espere {{wait}} y pulse «Enviar» de nuevo. {{kept}}',
  'The portal did not accept this value. Check the field {{field}}.': 'El portal no aceptó este dato. Revise el campo {{field}}.',
  'Check the field {{field}}': 'Revise el campo {{field}}',
  'Check the data': 'Revise los datos',
  'The portal did not accept the message: {{reason}} {{what}} and press «Send» again. {{kept}}':
    'El portal no aceptó el mensaje: {{reason}} {{what}} y pulse «Enviar» de nuevo. {{kept}}',
  'The portal could not verify the security of this page («{{reason}}»). Reload the page and press «Send» again: what you wrote comes back after the reload.':
    'El portal no pudo verificar la seguridad de esta página («{{reason}}»). Recargue la página y pulse «Enviar» de nuevo: lo que escribió se recupera al recargar.',
  'The portal could not store your message ({{reason}}). Press «Send» again in a few minutes. {{kept}}':
    'El portal no pudo guardar su mensaje ({{reason}}). Pulse «Enviar» de nuevo en unos minutos. {{kept}}',
  'The portal did not accept the message: {{reason}} If it happens again, call us. {{kept}}':
    'El portal no aceptó el mensaje: {{reason}} Si se repite, comuníquese por teléfono. {{kept}}',
  // EmailJS
  'Could not load the mail service. Check your internet connection and press «Send» again. {{kept}}':
    'No se pudo cargar el servicio de correo. Revise su conexión a internet y pulse «Enviar» de nuevo. {{kept}}',
  "This portal's message sending is not set up correctly («{{setting}}»). Your message was not sent. {{kept}} Call or write an e-mail while the municipality fixes it.":
    'El envío de mensajes de este portal no está bien configurado («{{setting}}»). Su mensaje no se envió. {{kept}} Comuníquese por teléfono o correo electrónico mientras el municipio lo corrige.',
  'Your message could not be sent («{{reason}}»). {{kept}} Press «Send» again.': 'No se pudo enviar su mensaje («{{reason}}»). {{kept}} Pulse «Enviar» de nuevo.',
  'Could not connect to the mail service ({{original}}). Check your internet connection and press «Send» again. {{kept}}':
    'No se pudo conectar con el servicio de correo ({{original}}). Revise su conexión a internet y pulse «Enviar» de nuevo. {{kept}}',
  'The mail service does not accept messages from automated browsers ({{original}}). Send the form from a normal browser or call us. {{kept}}':
    'El servicio de correo no acepta mensajes desde navegadores automatizados ({{original}}). Envíe el formulario desde un navegador normal o comuníquese por teléfono. {{kept}}',
  'The mail service blocked this message ({{original}}). Check your e-mail address or call us. {{kept}}':
    'El servicio de correo bloqueó este envío ({{original}}). Revise su correo electrónico o comuníquese por teléfono. {{kept}}',
  'Too many messages were sent from this page in a short time ({{original}}). Wait a minute and press «Send» again. {{kept}}':
    'Se enviaron demasiados mensajes desde esta página en poco tiempo ({{original}}). Espere un minuto y pulse «Enviar» de nuevo. {{kept}}',
  'The mail service did not accept the message ({{original}}). Press «Send» again or call us. {{kept}}':
    'El servicio de correo no aceptó el mensaje ({{original}}). Pulse «Enviar» de nuevo o comuníquese por teléfono. {{kept}}',
  'Was this page useful?': '¿Le resultó útil esta página?',
  Yes: 'Sí',
  No: 'No',
  'Comment (optional)': 'Comentario (opcional)',
  'Please do not write your name or other personal data: nobody will reply to this comment.':
    'Por favor no escriba su nombre ni otros datos personales: nadie responderá a este comentario.',
  'Send answer': 'Enviar respuesta',
  'Choose «Yes» or «No».': 'Elija «Sí» o «No».',
  'Thank you for your answer.': 'Gracias por su respuesta.',
  'Too many answers from this connection. Try again later.': 'Demasiadas respuestas desde esta conexión. Inténtelo más tarde.',
  'Your answer could not be sent. Try again.': 'No se pudo enviar su respuesta. Inténtelo de nuevo.',
};
