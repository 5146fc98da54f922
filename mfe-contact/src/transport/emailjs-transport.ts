import type { ContactMessage, EmailJsSettings } from '@portal/shared';
import { KEPT, SendFailure } from './send-failure';
import { describeEmailJsFailure } from './emailjs-errors';

/**
 * Sends through EmailJS with the original form's field names, so the customer's EmailJS template
 * keeps working. The library is loaded only here, so the default transport never downloads it.
 * EmailJS has no idempotency key: a retry after an unclear failure may deliver twice.
 */
export async function sendThroughEmailJs(settings: EmailJsSettings, message: ContactMessage, customerName?: string): Promise<void> {
  let emailjs: typeof import('@emailjs/browser');
  try {
    emailjs = await import(/* webpackChunkName: "emailjs" */ '@emailjs/browser');
  } catch {
    throw new SendFailure(`No se pudo cargar el servicio de correo. Revise su conexión a internet y pulse «Enviar» de nuevo. ${KEPT}`);
  }
  try {
    await emailjs.send(
      settings.serviceId,
      settings.templateId,
      {
        'contact-name': message.name,
        'contact-email': message.email,
        'contact-phone': message.phone,
        'contact-message': message.message,
        kind: message.kind,
        customer: customerName ?? '',
      },
      { publicKey: settings.publicKey },
    );
  } catch (error) {
    throw describeEmailJsFailure(error);
  }
}
