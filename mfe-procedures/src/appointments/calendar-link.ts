// An "add to calendar" file for a booked appointment, made in the browser (no extra call).
import { calendarFile, type Appointment } from '@portal/contract';

export function calendarDataUrl(appointment: Appointment, host: string, summary: string, description: string): string {
  const file = calendarFile({
    uid: `${appointment.code}@${host}`, start: appointment.starts_at, end: appointment.ends_at, stamp: new Date().toISOString(),
    summary, location: `${appointment.office.name}, ${appointment.office.address}`, description,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
