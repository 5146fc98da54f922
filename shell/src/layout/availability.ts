import { isOpenNow } from '@portal/contract';
import { dateTimeFormat } from '@portal/shared';
import { i18nKey } from '../i18n';

/** Business hours of spec section 9: from 8:00 up to before 16:00 in the customer's time zone. */
export const OPEN_HOUR = 8;
export const CLOSE_HOUR = 16;
export const BUSINESS_DEFAULT_TIME_ZONE = 'America/Caracas';
/**
 * i18n keys of the indicator's two states ('Estamos disponibles. Llame ahora.', 'Atención cerrada').
 * Closed, it says when support opens (AvailabilityIndicator): 'Atención cerrada · abrimos el lunes a
 * las 8:00'. ('Estamos fuera de línea' read as if the site itself were down.)
 */
export const AVAILABLE_TEXT = i18nKey('We are available. Call now.');
export const OFFLINE_TEXT = i18nKey('Support closed');

/**
 * The hour (0–23) at `now` on the clock of `timeZone`. An unknown or empty zone falls back to the
 * default zone, so a typo in a customer's config never hides the indicator.
 */
export function hourInTimeZone(now: Date, timeZone?: string | null): number {
  const format = (zone: string) =>
    dateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .find((part) => part.type === 'hour')?.value;
  let hour: string | undefined;
  try {
    hour = format(timeZone?.trim() || BUSINESS_DEFAULT_TIME_ZONE);
  } catch {
    hour = format(BUSINESS_DEFAULT_TIME_ZONE);
  }
  // Some engines print midnight as 24 even with h23.
  return Number(hour) % 24;
}

/**
 * True during support hours: Monday to Friday, 8:00 to before 16:00 on the customer's clock
 * (default America/Caracas), not on one of `holidays` ('YYYY-MM-DD'). The rule is the contract's,
 * shared with the contact page.
 */
export function isAvailable(now: Date, timeZone?: string | null, holidays: readonly string[] = []): boolean {
  return isOpenNow(now, timeZone, holidays);
}

/** The availability indicator's text (spec section 4), as an i18n key. */
export function availabilityText(now: Date, timeZone?: string | null, holidays: readonly string[] = []): string {
  return isAvailable(now, timeZone, holidays) ? AVAILABLE_TEXT : OFFLINE_TEXT;
}

/**
 * Builds the indicator's formatter ahead of time. The first Intl.DateTimeFormat with a time zone
 * loads the browser's time-zone data (about 25 ms on a desktop, four times that on a slow phone);
 * the shell calls this while the site config is on its way, so the cost stays out of the render.
 */
export function warmUpTimeZoneData(): void {
  hourInTimeZone(new Date());
}
