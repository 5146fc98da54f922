// What the booking page (/citas/nueva) is rendered with, so that it works without JavaScript: its
// steps are addresses (?tramite= → &oficina= → &hora=), each rendered here with its choices
// (the offices that give appointments for the procedure, then that office's free times over the
// next 14 days, from the same schedules, holidays and bookings as the API's answers).
import type { AvailableResponse, BookingOffice, Procedure } from '@portal/contract';
import type { PageDataRequest } from './page-data.ts';

/** The days offered, as the page's script asks for them (mfe-procedures appointment-api.ts). */
const BOOKING_DAYS = 14;

export interface BookingData {
  procedureId: number;
  procedureName: string | null;
  offices: BookingOffice[];
  /** The office chosen in the address, when it gives appointments for the procedure. */
  officeId: number | null;
  /** Its days (those with and without free times), when an office is chosen. */
  days: AvailableResponse['data']['days'] | null;
  /** The day asked for (`?dia=`), and the time (`?hora=YYYY-MM-DDTHH:MM`), as given. */
  day: string | null;
  time: string | null;
  /** Set when the citizen asked to see a day's times (the page's button without JavaScript). */
  showDay: boolean;
}

const positiveId = (value: string | null): number | null => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);
const shaped = (value: string | null, pattern: RegExp): string | null => (value && pattern.test(value) ? value : null);

function data<T>(answer: unknown): T | null {
  const envelope = answer as { res?: number; data?: T } | null;
  return envelope?.res === 1 && envelope.data ? envelope.data : null;
}

export async function loadBooking({ post, get, customerId, shortname, query }: PageDataRequest): Promise<BookingData | null> {
  const procedureId = positiveId(query.get('tramite'));
  if (procedureId === null) return null;
  const offices = data<BookingOffice[]>(await post('/api/v2/appointment/offices/', { customer_id: customerId, procedure_id: procedureId }));
  if (!offices) return null;
  const asked = positiveId(query.get('oficina'));
  const office = offices.find((item) => item.id === asked && item.takes_appointments) ?? null;
  const available = office ? data<AvailableResponse['data']>(await post('/api/v2/appointment/getAvailable/', { customer_id: customerId, office_id: office.id, days: BOOKING_DAYS })) : null;
  const catalogue = shortname ? ((await get(`/djstatic/${encodeURIComponent(shortname)}/procedures.json`)) as { procedures?: Procedure[] } | null) : null;
  return {
    procedureId,
    procedureName: catalogue?.procedures?.find((item) => item.id === procedureId)?.name ?? null,
    offices,
    officeId: office?.id ?? null,
    days: available?.days ?? null,
    day: shaped(query.get('dia'), /^\d{4}-\d{2}-\d{2}$/),
    time: shaped(query.get('hora'), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
    showDay: query.get('paso') === 'dia',
  };
}

export interface RequestStartData {
  procedureId: number;
  procedureName: string;
  /** One file field per requirement, in the procedure's order. */
  requirements: { id: number; name: string }[];
}

/** The request page (/solicitudes/nueva?tramite=…): the procedure's name and requirements, for its form's file fields. */
export async function loadRequestStart({ get, shortname, query }: PageDataRequest): Promise<RequestStartData | null> {
  const procedureId = positiveId(query.get('tramite'));
  if (procedureId === null || !shortname) return null;
  const catalogue = (await get(`/djstatic/${encodeURIComponent(shortname)}/procedures.json`)) as { procedures?: Procedure[] } | null;
  const procedure = catalogue?.procedures?.find((item) => item.id === procedureId);
  if (!procedure) return null;
  return { procedureId, procedureName: procedure.name, requirements: procedure.requirements.map(({ id, name }) => ({ id, name })) };
}
