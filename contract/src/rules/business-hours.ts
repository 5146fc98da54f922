// The one "open now" rule (spec section 9, issue 19): phone support Monday to Friday from 8:00 to
// before 16:00 on the customer's clock, except the customer's holidays. The header indicator, the
// landing phone block and the contact page all read it, so they can never disagree.

/** First hour of support (8:00) and the hour it ends (16:00, exclusive), on the customer's clock. */
export const BUSINESS_OPEN_HOUR = 8;
export const BUSINESS_CLOSE_HOUR = 16;
/** ISO weekdays with support: Monday (1) to Friday (5). */
export const BUSINESS_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** The time zone when a customer has none, or an unknown one (spec section 9). */
export const BUSINESS_DEFAULT_TIME_ZONE = 'America/Caracas';

/** A wall-clock moment on a customer's clock. */
export interface ZonedClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** ISO weekday, 1 Monday … 7 Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

/** When support opens next: a day on the customer's clock and how many days from today. */
export interface NextOpening {
  /** 'YYYY-MM-DD' on the customer's clock */
  date: string;
  /** ISO weekday of `date` */
  weekday: number;
  /** 0 today, 1 tomorrow, … */
  daysAhead: number;
  /** 8 (the opening hour) */
  hour: number;
}

export interface BusinessHoursState {
  open: boolean;
  /** null while open */
  next: NextOpening | null;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
// Building an Intl.DateTimeFormat with a time zone is costly (tens of ms the first time on a phone);
// formatting with an existing one is cheap, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone to use: the customer's when it is a real zone, else the default (a typo never hides the indicator). */
export function businessTimeZone(timeZone?: string | null): string {
  const zone = timeZone?.trim();
  if (!zone) return BUSINESS_DEFAULT_TIME_ZONE;
  try {
    formatterFor(zone);
    return zone;
  } catch {
    return BUSINESS_DEFAULT_TIME_ZONE;
  }
}

/** `now` on the clock of `timeZone` (default America/Caracas). */
export function zonedClock(now: Date, timeZone?: string | null): ZonedClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(businessTimeZone(timeZone)).formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function isWorkingDay(date: string, weekday: number, holidays: ReadonlySet<string>): boolean {
  return BUSINESS_WEEKDAYS.includes(weekday) && !holidays.has(date);
}

/**
 * Whether support is open at `now` for a customer in `timeZone` with these holidays ('YYYY-MM-DD'
 * on the customer's clock), and when closed, the next opening (at most a year ahead).
 */
export function businessHoursAt(now: Date, timeZone?: string | null, holidays: readonly string[] = []): BusinessHoursState {
  const clock = zonedClock(now, timeZone);
  const closedDays = new Set(holidays);
  const workingToday = isWorkingDay(clock.date, clock.weekday, closedDays);
  if (workingToday && clock.hour >= BUSINESS_OPEN_HOUR && clock.hour < BUSINESS_CLOSE_HOUR) return { open: true, next: null };
  const firstDay = workingToday && clock.hour < BUSINESS_OPEN_HOUR ? 0 : 1;
  for (let daysAhead = firstDay; daysAhead <= 366; daysAhead += 1) {
    const weekday = ((clock.weekday - 1 + daysAhead) % 7) + 1;
    const date = addDays(clock.date, daysAhead);
    if (isWorkingDay(date, weekday, closedDays)) return { open: false, next: { date, weekday, daysAhead, hour: BUSINESS_OPEN_HOUR } };
  }
  return { open: false, next: null };
}

/** True during support hours (see businessHoursAt). */
export function isOpenNow(now: Date, timeZone?: string | null, holidays: readonly string[] = []): boolean {
  return businessHoursAt(now, timeZone, holidays).open;
}
