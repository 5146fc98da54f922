// Every time the console shows is on the customer's clock, named ('2026-11-28 10:30 (hora de
// Caracas)'): a clerk working elsewhere, or a server in UTC, never shifts what citizens were told.
import { useAtomValue } from 'jotai';
import { businessTimeZone } from '@portal/contract';
import { currentCustomerAtom } from '@portal/shared';
import { i18nKey } from '../i18n';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The catalogue key of a zone's name ('hora de Caracas'). */
export const ZONE_NAME = i18nKey('{{city}} time');

/** The customer's time zone (the default zone when it has none or an unknown one). */
export function useConsoleTimeZone(): string {
  return businessTimeZone(useAtomValue(currentCustomerAtom)?.timeZone);
}

/** 'hora de Caracas' of 'America/Caracas'; 'hora de Buenos Aires' of 'America/Argentina/Buenos_Aires'. */
export function zoneName(timeZone: string, t: Translate): string {
  const city = timeZone.split('/').at(-1)!.replace(/_/g, ' ');
  return t(ZONE_NAME, { city });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD HH:MM' of an instant on the clock of `timeZone`. */
function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${String(Number(parts.hour) % 24).padStart(2, '0')}:${parts.minute}` };
}

/** An ISO instant as '2026-11-28 10:30 (hora de Caracas)'; '' for none. */
export function consoleInstant(iso: string | null | undefined, timeZone: string, t: Translate): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = wallClock(instant, timeZone);
  return `${date} ${time} (${zoneName(timeZone, t)})`;
}

/** The customer's day of an ISO instant ('2026-11-28'); '' for none. */
export function consoleDay(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : wallClock(instant, timeZone).date;
}

/** A time already on the customer's clock (an appointment's '10:30'), named: '10:30 (hora de Caracas)'. */
export function consoleWallTime(text: string, timeZone: string, t: Translate): string {
  return `${text} (${zoneName(timeZone, t)})`;
}
