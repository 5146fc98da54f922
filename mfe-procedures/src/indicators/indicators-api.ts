// The city's service indicators (/indicadores): the public call and how its figures are worded.
import { currentCustomerId, dateTimeFormat, displayLocale, request } from '@portal/shared';
import { calls, type Indicators } from '@portal/contract';

/** POST /api/v2/indicators/ — the figures the server computed from the summary tables. */
export function fetchIndicators(): Promise<Indicators> {
  return request<Indicators>({ method: 'POST', url: calls.indicators.path, readOnly: calls.indicators.readOnly, data: { customer_id: String(currentCustomerId() ?? '') }, toastOnError: false });
}

/** 'dic 2026' of a 'YYYY-MM' month. */
export function shortMonth(month: string): string {
  return dateTimeFormat(displayLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** '15 de diciembre de 2026' of a 'YYYY-MM-DD' day on the city's clock. */
export function longDate(day: string): string {
  return dateTimeFormat(displayLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A number of working days with at most one decimal ('2,5'). */
export function days(value: number): string {
  return new Intl.NumberFormat(displayLocale(), { maximumFractionDigits: 1 }).format(value);
}

/** A share 0–1 as a whole percentage ('50 %'). */
export function percent(share: number): string {
  return new Intl.NumberFormat(displayLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** 'dic' of a 'YYYY-MM' month (the charts' axis). */
export function monthAbbreviation(month: string): string {
  return dateTimeFormat(displayLocale(), { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)).replace('.', '');
}
