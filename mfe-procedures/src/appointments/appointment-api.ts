// The appointment calls of the portal server (contract/src/appointment.ts), through the page's one
// authorized client. No toasts: each step shows its own message beside what failed.
import { currentCustomerId, request, requestEnvelope } from '@portal/shared';
import { calls } from '@portal/contract';
import type {
  Appointment, AppointmentResponse, AvailableResponse, BookingFields, BookingOffice, CreateAppointmentResponse,
} from '@portal/contract';

const customerId = () => String(currentCustomerId() ?? '');

export function fetchOffices(procedureId: number): Promise<BookingOffice[]> {
  return request<BookingOffice[]>({ method: 'POST', url: calls.appointmentOffices.path, readOnly: calls.appointmentOffices.readOnly, data: { customer_id: customerId(), procedure_id: procedureId }, toastOnError: false });
}

export function fetchAvailable(officeId: number, days = 14): Promise<AvailableResponse['data']> {
  return request<AvailableResponse['data']>({ method: 'POST', url: calls.appointmentFreeDays.path, readOnly: calls.appointmentFreeDays.readOnly, data: { customer_id: customerId(), office_id: officeId, days }, toastOnError: false });
}

export interface BookingChoice {
  officeId: number;
  procedureId: number | null;
  date: string;
  start: string;
}

export async function bookAppointment(choice: BookingChoice, citizen: Required<BookingFields>): Promise<Appointment> {
  const answer = await requestEnvelope<CreateAppointmentResponse>({
    method: 'POST', url: calls.appointmentBook.path, toastOnError: false,
    data: { customer_id: customerId(), office_id: choice.officeId, procedure_id: choice.procedureId, date: choice.date, start: choice.start, ...citizen },
  });
  return answer.data;
}

export async function fetchAppointment(code: string, email: string): Promise<Appointment> {
  const answer = await requestEnvelope<AppointmentResponse>({ method: 'POST', url: calls.appointmentLookup.path, readOnly: calls.appointmentLookup.readOnly, data: { customer_id: customerId(), code, email }, toastOnError: false });
  return answer.data;
}

export async function cancelAppointment(code: string, email: string): Promise<{ appointment: Appointment; message: string }> {
  const answer = await requestEnvelope<AppointmentResponse>({ method: 'POST', url: calls.appointmentCancel.path, data: { customer_id: customerId(), code, email }, toastOnError: false });
  return { appointment: answer.data, message: answer.message ?? '' };
}
