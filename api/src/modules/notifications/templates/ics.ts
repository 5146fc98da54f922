// The appointment as an iCalendar event (RFC 5545), attached as text/calendar so a calendar app adds
// it in one tap. Times are UTC instants: every calendar shows them in its own zone, correctly.
import type { City } from '../city.ts';

/** RFC 5545 text escaping. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (a space starts each continuation). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarEvent {
  code: string;
  summary: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  /** the moment the calendar entry was made (DTSTAMP) */
  stampedAt: string;
  cancelled?: boolean;
  /** times the appointment was moved: each move (and the cancellation after them) replaces the calendar's entry */
  moves?: number;
}

export function appointmentIcs(city: City, event: CalendarEvent): string {
  const host = new URL(city.siteUrl).hostname;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal Ciudadano//Citas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.code}@${host}`,
    `DTSTAMP:${stamp(event.stampedAt)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${(event.moves ?? 0) + (event.cancelled ? 1 : 0)}`,
    `ORGANIZER;CN=${escapeText(city.name)}:mailto:${city.replyTo}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
