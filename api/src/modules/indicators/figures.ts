// The arithmetic of the service indicators, kept apart from the database so the rules are plain to
// read: the working days a request took (contract rules/working-days.ts), the median (the mean of
// the two middle values when the count is even), the 90th percentile by nearest rank (the value
// at position ⌈0.9·n⌉ of the sorted list), the share decided on or before the due date, and the
// suppression of any count from 1 to 4 (stored as null) so no person can be picked out.
import { workingDaysBetween } from '@portal/contract';

/** Counts from 1 to SUPPRESS_BELOW − 1 are not published. */
export const SUPPRESS_BELOW = 5;

/** One request as the indicators see it: days on the customer's clock, no person. */
export interface RequestFacts {
  procedureId: number;
  departmentId: number;
  /** 'YYYY-MM-DD' filed */
  filed: string;
  /** 'YYYY-MM-DD' decided, null while open */
  decided: string | null;
  /** 'YYYY-MM-DD' due, null without a standard */
  due: string | null;
}

export interface Figures {
  received: number | null;
  decided: number | null;
  median_days: number | null;
  p90_days: number | null;
  within_share: number | null;
}

/** A count as published: null from 1 to 4. */
export function suppressed(count: number): number | null {
  return count > 0 && count < SUPPRESS_BELOW ? null : count;
}

export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile90(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(0.9 * sorted.length) - 1]!;
}

/**
 * The figures of a set of requests over a period: received = filed in it; the times and the share
 * over those decided in it. Each figure is null when the requests it rests on are too few.
 */
export function figuresOf(requests: readonly RequestFacts[], from: string, to: string, holidays: ReadonlySet<string>): Figures {
  const inPeriod = (day: string | null): day is string => day !== null && day >= from && day <= to;
  const received = requests.filter((request) => inPeriod(request.filed)).length;
  const decided = requests.filter((request) => inPeriod(request.decided));
  const days = decided.map((request) => workingDaysBetween(request.filed, request.decided!, holidays)).sort((a, b) => a - b);
  const withStandard = decided.filter((request) => request.due !== null);
  const within = withStandard.filter((request) => request.decided! <= request.due!).length;
  const enough = decided.length >= SUPPRESS_BELOW;
  return {
    received: suppressed(received),
    decided: suppressed(decided.length),
    median_days: enough ? median(days) : null,
    p90_days: enough ? percentile90(days) : null,
    within_share: withStandard.length >= SUPPRESS_BELOW ? within / withStandard.length : null,
  };
}

/** Requests filed per month ('YYYY-MM') of the months given, each count suppressed. */
export function receivedByMonth(requests: readonly RequestFacts[], months: readonly string[]): { month: string; received: number | null }[] {
  return months.map((month) => ({ month, received: suppressed(requests.filter((request) => request.filed.startsWith(month)).length) }));
}

/** The `count` months ending with the month of `today`, oldest first ('YYYY-MM'). */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}
