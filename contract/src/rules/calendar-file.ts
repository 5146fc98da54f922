// The .ics file of an appointment (RFC 5545), built in the browser from the booking's answer so a
// citizen adds it to any calendar. Times are UTC instants; the calendar shows them in local time.

export interface CalendarEvent {
  /** unique and stable: the appointment code and the portal's host */
  uid: string;
  /** ISO instants */
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  /** when the file was made (DTSTAMP) */
  stamp: string;
}

/** '20261124T130000Z' of an ISO instant. */
function icsTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and one space (counted in characters, a safe bound for UTF-8 under 37). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let rest = line; rest.length > 0; rest = rest.slice(37)) parts.push(rest.slice(0, 37));
  return parts.join('\r\n ');
}

/** The whole file, CRLF line ends. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Portal Ciudadano//Citas//ES', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'END:VEVENT', 'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
