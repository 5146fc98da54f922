// An office's opening hours as citizens read them: never typed as text, always derived from
// the office's schedules, the same rows the booking reads ('Lunes a viernes: 8:00–12:00 y
// 13:00–16:00'). The words are i18n keys the containers translate (openingHoursEs), so the procedure
// page, the booking and the staff console word them alike in either language; no Intl is needed.

/** One opening range of a weekday: ISO weekday (1 Monday … 7 Sunday) and 'HH:MM' times. */
export interface OpeningRange {
  weekday: number;
  start: string;
  end: string;
}

/** The keys of the weekdays as they read in a sentence of hours ('Lunes a viernes', 'Sábados'). */
export const WEEKDAYS_IN_HOURS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'] as const;

/** Spanish texts of the keys below; a container that shows hours spreads them into its catalogue. */
export const openingHoursEs = {
  Mondays: 'lunes',
  Tuesdays: 'martes',
  Wednesdays: 'miércoles',
  Thursdays: 'jueves',
  Fridays: 'viernes',
  Saturdays: 'sábados',
  Sundays: 'domingos',
  '{{first}} to {{last}}': '{{first}} a {{last}}',
  '{{list}} and {{last}}': '{{list}} y {{last}}',
  'From {{date}}': 'Desde el {{date}}',
  'Until {{date}}': 'Hasta el {{date}}',
  'From {{from}} to {{to}}': 'Del {{from}} al {{to}}',
} as const;

type Translate = (key: keyof typeof openingHoursEs, values?: Record<string, string>) => string;

/** '08:00' → '8:00'. */
const shortTime = (time: string) => time.replace(/^0(\d):/, '$1:');

/** 'a, b y c' in the visitor's language. */
function listOf(items: readonly string[], translate: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  return translate('{{list}} and {{last}}', { list: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** The weekdays that share the same ranges, in week order, each with those ranges sorted by time. */
export function groupOpeningDays(days: readonly OpeningRange[]): { weekdays: number[]; ranges: { start: string; end: string }[] }[] {
  const byDay = new Map<number, { start: string; end: string }[]>();
  for (const day of [...days].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))) {
    byDay.set(day.weekday, [...(byDay.get(day.weekday) ?? []), { start: day.start, end: day.end }]);
  }
  const groups = new Map<string, { weekdays: number[]; ranges: { start: string; end: string }[] }>();
  for (const [weekday, ranges] of byDay) {
    const key = ranges.map((range) => `${range.start}-${range.end}`).join(',');
    const group = groups.get(key) ?? { weekdays: [], ranges };
    group.weekdays.push(weekday);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Runs of consecutive weekdays ([1, 2, 3, 5] → [[1, 2, 3], [5]]). */
function runsOf(weekdays: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const weekday of weekdays) {
    const last = runs.at(-1);
    if (last && last.at(-1) === weekday - 1) last.push(weekday);
    else runs.push([weekday]);
  }
  return runs;
}

/**
 * One line per set of weekdays with the same hours: 'Lunes a viernes: 8:00–12:00 y 13:00–16:00',
 * 'Lunes, miércoles y viernes: 8:00–12:00', 'Sábados: 8:00–12:00'. Empty for no ranges.
 */
export function openingHoursLines(days: readonly OpeningRange[], translate: Translate): string[] {
  return groupOpeningDays(days).map(({ weekdays, ranges }) => {
    const name = (weekday: number) => translate(WEEKDAYS_IN_HOURS[weekday - 1]!);
    const parts = runsOf(weekdays).flatMap((run) => (run.length >= 3 ? [translate('{{first}} to {{last}}', { first: name(run[0]!), last: name(run.at(-1)!) })] : run.map(name)));
    const when = listOf(parts, translate);
    const hours = listOf(ranges.map((range) => `${shortTime(range.start)}–${shortTime(range.end)}`), translate);
    return `${when.charAt(0).toUpperCase()}${when.slice(1)}: ${hours}`;
  });
}

/** 'Desde el …', 'Hasta el …', 'Del … al …', or '' for hours with no end or start; `day` words a 'YYYY-MM-DD'. */
export function openingPeriodLabel(validFrom: string | null, validTo: string | null, translate: Translate, day: (date: string) => string): string {
  if (validFrom && validTo) return translate('From {{from}} to {{to}}', { from: day(validFrom), to: day(validTo) });
  if (validFrom) return translate('From {{date}}', { date: day(validFrom) });
  if (validTo) return translate('Until {{date}}', { date: day(validTo) });
  return '';
}

const SCHEMA_ORG_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** schema.org `openingHours` ('Mo-Fr 08:00-12:00', 'Mo-Fr 13:00-16:00'), one entry per range and set of weekdays. */
export function schemaOrgOpeningHours(days: readonly OpeningRange[]): string[] {
  return groupOpeningDays(days).flatMap(({ weekdays, ranges }) => {
    const code = (weekday: number) => SCHEMA_ORG_DAYS[weekday - 1]!;
    const dayList = runsOf(weekdays).map((run) => (run.length >= 2 ? `${code(run[0]!)}-${code(run.at(-1)!)}` : code(run[0]!))).join(',');
    return ranges.map((range) => `${dayList} ${range.start}-${range.end}`);
  });
}
