import { dateTimeFormat } from './date-time-format';
import { currentLanguage } from '../i18n';

// The time zone the portal assumes when a customer has none (spec section 4).
const DATES_DEFAULT_TIME_ZONE = 'America/Caracas';

// Dates follow the page's language (issue 19): Spanish as the portal always wrote them, or English.
function dateLocale(): string {
  return currentLanguage() === 'en' ? 'en-US' : 'es';
}

function validDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Node's ICU and a browser's join date and time differently ('…, 10:00' or '… a las 10:00') and
// space 'a. m.' with different characters. A server-rendered date must read exactly as the
// browser then renders it (issue 20), so the parts are joined here with plain spaces.
const ODD_SPACES = /[\u00a0\u202f]/g;

/**
 * A date and time the way the portal shows them (spec section 9): Spanish locale, 12-hour clock,
 * in the customer's time zone, e.g. '1 de septiembre de 2025 a las 10:00 a. m.'. Not a date → ''.
 */
export function formatDateTime(value: string | number | Date, timeZone: string = DATES_DEFAULT_TIME_ZONE): string {
  const date = validDate(value);
  if (!date) return '';
  const day = formatDate(date, timeZone);
  const time = dateTimeFormat(dateLocale(), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date).replace(ODD_SPACES, ' ');
  return currentLanguage() === 'en' ? `${day} at ${time}` : `${day} a las ${time}`;
}

/** Only the day, Spanish locale: '1 de septiembre de 2025'. Not a date → ''. */
export function formatDate(value: string | number | Date, timeZone: string = DATES_DEFAULT_TIME_ZONE): string {
  const date = validDate(value);
  if (!date) return '';
  return dateTimeFormat(dateLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date).replace(ODD_SPACES, ' ');
}

/** The machine-readable value for a <time dateTime> attribute; '' when not a date. */
export function isoDate(value: string | number | Date): string {
  return validDate(value)?.toISOString() ?? '';
}
