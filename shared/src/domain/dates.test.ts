import { formatDate, formatDateTime } from './dates';

test('shows a morning time on the 12-hour clock in Spanish, in the Caracas time zone by default', () => {
  // 14:00 UTC is 10:00 in Caracas (UTC-4).
  const text = formatDateTime('2025-09-01T14:00:00.000Z');
  expect(text).toMatch(/^1 de septiembre de 2025(,| a las) 10:00\s?a\.\s?m\.$/);
});

test('an afternoon hour is shown as p. m., not as 13-23', () => {
  const text = formatDateTime('2025-09-01T20:30:00.000Z');
  expect(text).toMatch(/4:30\s?p\.\s?m\./);
  expect(text).not.toMatch(/16:30/);
});

test('uses the customer time zone when given', () => {
  // 03:00 UTC on 2 September is still 1 September, 10 p. m. in Bogotá (UTC-5).
  expect(formatDateTime('2025-09-02T03:00:00.000Z', 'America/Bogota')).toMatch(/^1 de septiembre de 2025(,| a las) 10:00\s?p\.\s?m\.$/);
});

test('a day-only date is written out in Spanish', () => {
  expect(formatDate('2025-03-15T15:00:00.000Z')).toBe('15 de marzo de 2025');
});

test('something that is not a date gives an empty text instead of "Invalid Date"', () => {
  expect(formatDateTime('mañana')).toBe('');
  expect(formatDate('')).toBe('');
});
