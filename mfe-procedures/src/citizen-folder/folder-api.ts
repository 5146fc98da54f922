// The folder's calls through the page's authorized client: its read, for a visit that did not start
// on this page (the server renders the folder itself when /mi-carpeta is opened directly), and
// moving an appointment with JavaScript (without it, the same steps are server-rendered GETs).
import { ApiError, currentCustomerId, request, requestEnvelope } from '@portal/shared';
import { calls, type AvailableDay, type AvailableResponse, type Folder, type FolderAppointment, type FolderMessageResponse, type FolderMoveStep, type FolderResponse } from '@portal/contract';

const customerId = () => String(currentCustomerId() ?? '');

/** The signed-in citizen's folder, or null when nobody is signed in. */
export async function loadFolder(): Promise<Folder | null> {
  try {
    return (await requestEnvelope<FolderResponse>({ method: 'GET', url: calls.folder.path, toastOnError: false })).data;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) return null;
    throw failure;
  }
}

/** The office's days with free times, without the appointment's own time (as the server's move step). */
export function movableDays(days: AvailableDay[], appointment: FolderAppointment): AvailableDay[] {
  return days.map((day) => ({ ...day, slots: day.slots.filter((slot) => day.date !== appointment.date || slot.start !== appointment.start) }))
    .filter((day) => day.slots.length > 0);
}

/** The move step of one of the folder's appointments: its office's free days over the next two weeks. */
export async function loadMoveStep(appointment: FolderAppointment): Promise<Omit<FolderMoveStep, 'day'>> {
  const answer = await request<AvailableResponse['data']>({ method: 'POST', url: calls.appointmentFreeDays.path, readOnly: calls.appointmentFreeDays.readOnly, data: { customer_id: customerId(), office_id: appointment.office.id }, toastOnError: false });
  return { appointment, days: movableDays(answer.days, appointment) };
}

/** Moves the appointment; the server's sentence to show. */
export async function moveAppointment(appointmentId: number, date: string, start: string): Promise<string> {
  const answer = await requestEnvelope<FolderMessageResponse>({ method: 'POST', url: calls.folderAppointmentMove.path, data: { customer_id: customerId(), appointment_id: appointmentId, date, start }, toastOnError: false });
  return answer.message;
}

/** What the server renders the page with (api/src/modules/citizen-folder/folder-page.routes.ts). */
export interface FolderPageData {
  signedIn: boolean;
  /** whether this city's folder also signs in through the national identity provider */
  oidc?: boolean;
  folder: Folder | null;
  /** the move step of /mi-carpeta?cambiar=<code>, when that code is one of the citizen's upcoming appointments */
  move?: FolderMoveStep | null;
  notice?: string;
  error?: string;
  email?: string;
}
