// Dates and times of an appointment in the visitor's language (es-VE by default). Slot days are
// calendar days of the customer's time zone, so they are formatted as UTC dates (no shift).
import { currentLanguage, dateTimeFormat } from '@portal/shared';

const locale = () => (currentLanguage() === 'en' ? 'en-US' : 'es-VE');

/** 'martes, 2 de marzo de 2027' of a 'YYYY-MM-DD' day. */
export function longDay(date: string): string {
  return dateTimeFormat(locale(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** 'mar 2 mar' of a day, for the compact day picker. */
export function shortDay(date: string): string {
  return dateTimeFormat(locale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
