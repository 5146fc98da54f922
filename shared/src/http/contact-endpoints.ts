import { requestEnvelope } from './client';
import { currentCustomerId } from './endpoints';
import type { ApiEnvelope } from './types';

/** What a citizen writes in the contact page's form or the template's quote form. */
export interface ContactMessage {
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * POST /api/v2/contact/ — stores one message on the portal server and answers its id.
 * The same `idempotencyKey` on a retry answers the same id and stores nothing new, so a send whose
 * answer was lost can be repeated safely. No toast: the form shows its own error beside the fields.
 */
export async function sendContact(message: ContactMessage, idempotencyKey: string): Promise<{ id: number }> {
  const customerId = currentCustomerId();
  const body = await requestEnvelope<ApiEnvelope<{ id: number }>>({
    method: 'POST',
    url: '/api/v2/contact/',
    data: { customer_id: customerId == null ? null : String(customerId), ...message },
    headers: { 'Idempotency-Key': idempotencyKey },
    toastOnError: false,
  });
  return body.data;
}
