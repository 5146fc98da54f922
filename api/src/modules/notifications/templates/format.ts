// Day and time as the citizen reads them: in the city's time zone, in their language.
import type { MailLanguage } from '../events.ts';

const locales: Record<MailLanguage, string> = { es: 'es-VE', en: 'en-US' };

/** 'martes, 1 de diciembre de 2026, 09:30' from an ISO instant. */
export function dayAndTime(iso: string, timeZone: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(locales[language], {
    timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
  }).format(new Date(iso));
}

/** The time zone's short name for the instant ('VET', 'GMT-4'). */
export function zoneName(iso: string, timeZone: string, language: MailLanguage): string {
  const part = new Intl.DateTimeFormat(locales[language], { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso))
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
