import { sendThroughServer } from './server-transport';
import { sendThroughEmailJs } from './emailjs-transport';
import type { ContactMessage, EmailJsSettings } from '@portal/contract';

/** What a confirmed send tells the citizen: the portal's reference for the message (EmailJS gives none). */
export interface Sent {
  reference?: string;
}

export type Transport = (message: ContactMessage, idempotencyKey: string) => Promise<Sent>;
export type TransportName = 'server' | 'emailjs';

/**
 * EmailJS when the site config carries EmailJS settings, else the portal server. Settings that
 * are present but incomplete still choose EmailJS, so its own 'The … is required.' error tells the
 * operator what is missing instead of messages silently going elsewhere.
 */
export function chooseTransport(emailjs: Partial<EmailJsSettings> | null | undefined): TransportName {
  if (!emailjs) return 'server';
  return emailjs.publicKey || emailjs.serviceId || emailjs.templateId ? 'emailjs' : 'server';
}

/** The send function for the current site config. */
export function transportFor(emailjs: Partial<EmailJsSettings> | null | undefined, customerName?: string): Transport {
  if (chooseTransport(emailjs) === 'server') return sendThroughServer;
  const settings: EmailJsSettings = { publicKey: emailjs?.publicKey ?? '', serviceId: emailjs?.serviceId ?? '', templateId: emailjs?.templateId ?? '' };
  return async (message) => {
    await sendThroughEmailJs(settings, message, customerName);
    return {};
  };
}
