// The national holidays of the demo country (Venezuela), seeded for the current and the next
// year so the support-hours rule and the appointment slots have real closed days to respect.
// A city edits its own list through the corporate `holiday` calls.

export interface DemoHoliday {
  /** 'YYYY-MM-DD' */
  date: string;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

function isoDay(year: number, month: number, day: number, offsetDays = 0): string {
  return new Date(Date.UTC(year, month - 1, day + offsetDays)).toISOString().slice(0, 10);
}

/** Venezuela's national holidays of one year, in date order. */
export function venezuelanHolidays(year: number): DemoHoliday[] {
  const [easterMonth, easterDay] = easterSunday(year);
  const fromEaster = (offset: number) => isoDay(year, easterMonth, easterDay, offset);
  const fixed = (month: number, day: number) => isoDay(year, month, day);
  return [
    { date: fixed(1, 1), name: 'Año Nuevo' },
    { date: fromEaster(-48), name: 'Lunes de Carnaval' },
    { date: fromEaster(-47), name: 'Martes de Carnaval' },
    { date: fromEaster(-3), name: 'Jueves Santo' },
    { date: fromEaster(-2), name: 'Viernes Santo' },
    { date: fixed(4, 19), name: 'Declaración de la Independencia' },
    { date: fixed(5, 1), name: 'Día del Trabajador' },
    { date: fixed(6, 24), name: 'Batalla de Carabobo' },
    { date: fixed(7, 5), name: 'Día de la Independencia' },
    { date: fixed(7, 24), name: 'Natalicio del Libertador' },
    { date: fixed(10, 12), name: 'Día de la Resistencia Indígena' },
    { date: fixed(12, 24), name: 'Nochebuena' },
    { date: fixed(12, 25), name: 'Navidad' },
    { date: fixed(12, 31), name: 'Fin de Año' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The holidays seeded for a demo customer: this year's and next year's. */
export function demoHolidays(now: Date = new Date()): DemoHoliday[] {
  const year = now.getUTCFullYear();
  return [...venezuelanHolidays(year), ...venezuelanHolidays(year + 1)];
}
