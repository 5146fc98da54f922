import { businessHoursAt } from '@portal/contract';
import { setLanguage } from '../i18n';
import { nextOpeningSentence } from './opening-hours';

// Caracas is UTC-4 all year.
const caracas = (date: string, hh: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hh + 4) * 3_600_000);
const next = (date: string, hh: number, holidays: string[] = []) => businessHoursAt(caracas(date, hh), 'America/Caracas', holidays).next;

afterEach(() => setLanguage('es'));

test('closed: says when it opens, in Spanish by default', () => {
  expect(nextOpeningSentence(next('2026-11-26', 7))).toBe('Abrimos hoy a las 8:00.'); // Thursday 7:00
  expect(nextOpeningSentence(next('2026-11-26', 16))).toBe('Abrimos mañana a las 8:00.'); // Thursday 16:00
  expect(nextOpeningSentence(next('2026-11-28', 10))).toBe('Abrimos el lunes a las 8:00.'); // Saturday 10:00
  expect(nextOpeningSentence(next('2026-12-24', 10, ['2026-12-24', '2026-12-25']))).toBe('Abrimos el lunes a las 8:00.');
});

test('a week or more ahead names the date; in English it reads in English', async () => {
  const holidays = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
  expect(nextOpeningSentence(next('2026-11-28', 10, holidays))).toBe('Abrimos el lunes, 7 de diciembre a las 8:00.');
  await setLanguage('en');
  expect(nextOpeningSentence(next('2026-11-28', 10))).toBe('We open on Monday at 8:00.');
});

test('open: nothing to say', () => {
  expect(nextOpeningSentence(next('2026-11-26', 9))).toBe('');
});
