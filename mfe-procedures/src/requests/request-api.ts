// The online request calls of the portal server (contract/src/user-procedure.ts), through the
// page's one authorized client. No toasts: each form shows its own message.
import { currentCustomerId, requestEnvelope } from '@portal/shared';
import { calls } from '@portal/contract';
import type { BookingFields, TrackedRequest, TrackResponse, UserProcedureAddResponse } from '@portal/contract';

const customerId = () => String(currentCustomerId() ?? '');

export async function startRequest(procedureId: number, citizen: Required<BookingFields>): Promise<TrackedRequest> {
  const answer = await requestEnvelope<UserProcedureAddResponse>({
    method: 'POST', url: calls.requestAdd.path, toastOnError: false, data: { customer_id: customerId(), procedure_id: procedureId, ...citizen },
  });
  return answer.data;
}

export async function trackRequest(code: string, email: string): Promise<TrackedRequest> {
  const answer = await requestEnvelope<TrackResponse>({ method: 'POST', url: calls.requestTrack.path, readOnly: calls.requestTrack.readOnly, toastOnError: false, data: { customer_id: customerId(), code, email } });
  return answer.data;
}

/** Uploads the document of one requirement (multipart); answers the request as it is now. */
export async function uploadDocument(code: string, email: string, requirementId: number, file: File): Promise<TrackedRequest> {
  const form = new FormData();
  form.set('customer_id', customerId());
  form.set('code', code);
  form.set('email', email);
  form.set('requirement_id', String(requirementId));
  form.set('file', file);
  const answer = await requestEnvelope<TrackResponse>({ method: 'POST', url: calls.requestAddFile.path, toastOnError: false, data: form });
  return answer.data;
}
