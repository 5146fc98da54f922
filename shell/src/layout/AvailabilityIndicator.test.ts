import { businessHoursAt } from '@portal/contract';
import { nextOpeningSentence, setLanguage } from '@portal/shared';
import { closedText } from './AvailabilityIndicator';
import { OFFLINE_TEXT } from './availability';
import { translate } from '../i18n';

// Caracas is UTC-4 all year.
const caracas = (date: string, hh: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hh + 4) * 3_600_000);
const closedAt = (date: string, hh: number) =>
  closedText(translate(OFFLINE_TEXT), nextOpeningSentence(businessHoursAt(caracas(date, hh), 'America/Caracas').next));

afterEach(() => setLanguage('es'));

test("closed, the header says support is closed and when it opens, not that the site is offline", () => {
  expect(closedAt('2026-11-28', 10)).toBe('Atención cerrada · abrimos el lunes a las 8:00'); // Saturday
  expect(closedAt('2026-11-26', 16)).toBe('Atención cerrada · abrimos mañana a las 8:00');
  expect(closedAt('2026-11-26', 7)).toBe('Atención cerrada · abrimos hoy a las 8:00');
});

test('in English the day keeps its capital', () => {
  setLanguage('en');
  expect(closedAt('2026-11-28', 10)).toBe('Support closed · we open on Monday at 8:00');
});
