// The appointment slots a schedule offers on a date, for the booking built on these calls: the
// ranges of the date's weekday cut into slots of `slot_minutes` (a last piece shorter than a slot is
// not offered), none on a holiday or outside the validity period. Times are wall-clock times in the
// customer's time zone; zonedInstant() turns one into the instant to store and compare. Free
// places = capacity − appointments already taken in that slot (the booking's own table).

export interface ScheduleRules {
  slot_minutes: number;
  capacity: number;
  valid_from: string | null;
  valid_to: string | null;
}

export interface ScheduleRange {
  weekday: number;
  start: string;
  end: string;
}

export interface Slot {
  /** 'HH:MM' wall-clock time in the customer's time zone */
  start: string;
  end: string;
  capacity: number;
}

/** Minutes since midnight of an 'HH:MM' time ('24:00' is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** 'HH:MM' of a number of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' day. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The slots a schedule offers on `date`; none on a holiday or outside the schedule's validity. */
export function slotsOn(rules: ScheduleRules, ranges: readonly ScheduleRange[], date: string, holidays: ReadonlySet<string>): Slot[] {
  if (holidays.has(date)) return [];
  if (rules.valid_from !== null && date < rules.valid_from) return [];
  if (rules.valid_to !== null && date > rules.valid_to) return [];
  const weekday = isoWeekday(date);
  const slots: Slot[] = [];
  const todays = ranges.filter((range) => range.weekday === weekday).sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (const range of todays) {
    for (let start = minutesOf(range.start); start + rules.slot_minutes <= minutesOf(range.end); start += rules.slot_minutes) {
      slots.push({ start: timeOf(start), end: timeOf(start + rules.slot_minutes), capacity: rules.capacity });
    }
  }
  return slots;
}

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time ('YYYY-MM-DD', 'HH:MM') in a time zone ('America/Caracas'). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!) + minutesOf(time) * 60_000;
  const first = asUtc - zoneOffset(asUtc, timeZone);
  // Across a daylight-saving change the offset at the result may differ from the first guess.
  return new Date(asUtc - zoneOffset(first, timeZone));
}
