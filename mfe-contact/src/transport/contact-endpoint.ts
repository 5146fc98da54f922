import { currentCustomerId, requestEnvelope } from '@portal/shared';
import { calls } from '@portal/contract';
import type { ContactMessage, ContactRequest, ContactResponse } from '@portal/contract';

/**
 * POST /api/v2/contact/ — stores one message on the portal server and answers its id and reference
 * ('C-2026-000123', which the confirmation shows; absent from servers older than issue 16).
 * The same `idempotencyKey` on a retry answers the same id and stores nothing new, so a send whose
 * answer was lost can be repeated safely. No toast: the form shows its own error beside the fields.
 */
export async function sendContact(message: ContactMessage, idempotencyKey: string): Promise<{ id: number; reference?: string }> {
  const customerId = currentCustomerId();
  // A missing customer id is sent as null: the server refuses it with a clear message.
  const body: Omit<ContactRequest, 'customer_id'> & { customer_id: string | null } = { customer_id: customerId == null ? null : String(customerId), ...message };
  const answer = await requestEnvelope<ContactResponse>({
    method: 'POST',
    url: calls.contact.path,
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    toastOnError: false,
  });
  return answer.data;
}
