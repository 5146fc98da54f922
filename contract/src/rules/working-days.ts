// Working days: Monday to Friday on the customer's clock, except its holidays (the same days the
// phone support of rules/business-hours.ts is closed). A procedure's service standard is counted
// in them: a request filed on a day is due that many working days later, the day of filing not
// counted, and the time a request took is the working days after its filing day up to and
// including the day it was decided (0 when decided the day it was filed).
import { BUSINESS_WEEKDAYS } from './business-hours.ts';

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** True when 'YYYY-MM-DD' is a weekday (Monday to Friday) and not one of the holidays. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return BUSINESS_WEEKDAYS.includes(weekday) && !holidays.has(date);
}

/** The working day `count` working days after `date` (`date` itself when count is 0). */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = dayNumber(date);
  for (let left = count; left > 0;) {
    day += 1;
    if (isWorkingDay(dateOf(day), holidays)) left -= 1;
  }
  return dateOf(day);
}

/** The working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  let count = 0;
  for (let day = dayNumber(from) + 1; day <= dayNumber(to); day += 1) {
    if (isWorkingDay(dateOf(day), holidays)) count += 1;
  }
  return count;
}
