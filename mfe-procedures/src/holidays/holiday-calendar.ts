// The city's holiday calendar (/feriados): the public call, and its holidays grouped as the page
// shows them, by year and month.
import { currentCustomerId, dateTimeFormat, displayLocale, request } from '@portal/shared';
import { calls } from '@portal/contract';
import type { CalendarHoliday, HolidayCalendarResponse } from '@portal/contract';

export type HolidayCalendar = HolidayCalendarResponse['data'];

/** POST /api/v2/holiday/calendar/ — this year's holidays (the city's time zone) and next year's. */
export function fetchHolidayCalendar(): Promise<HolidayCalendar> {
  return request<HolidayCalendar>({ method: 'POST', url: calls.holidayCalendar.path, readOnly: calls.holidayCalendar.readOnly, data: { customer_id: String(currentCustomerId() ?? '') }, toastOnError: false });
}

export interface HolidayMonth {
  /** 'YYYY-MM' */
  month: string;
  holidays: CalendarHoliday[];
}

export interface HolidayYear {
  year: number;
  /** Only the months that have a holiday, in order. */
  months: HolidayMonth[];
}

/** Every year of the calendar (also one without holidays), its holidays grouped by month, by date. */
export function groupByMonth(calendar: HolidayCalendar): HolidayYear[] {
  const sorted = [...calendar.holidays].sort((a, b) => a.date.localeCompare(b.date));
  return calendar.years.map((year) => {
    const months: HolidayMonth[] = [];
    for (const holiday of sorted.filter((item) => item.date.startsWith(`${year}-`))) {
      const month = holiday.date.slice(0, 7);
      if (months.at(-1)?.month !== month) months.push({ month, holidays: [] });
      months.at(-1)!.holidays.push(holiday);
    }
    return { year, months };
  });
}

/** The name of a 'YYYY-MM' month in the page's language: 'enero', 'January'. */
export function monthName(month: string): string {
  return dateTimeFormat(displayLocale(), { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}
