import { i18nKey } from '../i18n';
import { failure } from './send-failure';
import { describeEmailJsFailure } from './emailjs-errors';
import type { ContactMessage, EmailJsSettings } from '@portal/contract';

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
    throw failure(i18nKey('Could not load the mail service. Check your internet connection and press «Send» again. {{kept}}'));
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
