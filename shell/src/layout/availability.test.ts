import { AVAILABLE_TEXT, OFFLINE_TEXT, availabilityText, hourInTimeZone } from './availability';

// Caracas is UTC-4 all year (no daylight saving), so 12:00Z is 08:00 there.
const caracas = (hh: number, mm: number) => new Date(Date.UTC(2025, 5, 10, hh + 4, mm));

test.each([
  ['7:59', caracas(7, 59), OFFLINE_TEXT],
  ['8:00', caracas(8, 0), AVAILABLE_TEXT],
  ['12:30', caracas(12, 30), AVAILABLE_TEXT],
  ['15:59', caracas(15, 59), AVAILABLE_TEXT],
  ['16:00', caracas(16, 0), OFFLINE_TEXT],
  ['0:00', caracas(0, 0), OFFLINE_TEXT],
])('at %s in Caracas it says the right thing', (_label, now, text) => {
  expect(availabilityText(now, 'America/Caracas')).toBe(text);
});

test('without a time zone the hour is read in America/Caracas', () => {
  expect(availabilityText(caracas(8, 0))).toBe(AVAILABLE_TEXT);
  expect(availabilityText(caracas(7, 59), undefined)).toBe(OFFLINE_TEXT);
  expect(availabilityText(caracas(16, 0), '')).toBe(OFFLINE_TEXT);
});

test('the same instant is open in one zone and closed in another', () => {
  const instant = new Date(Date.UTC(2025, 0, 15, 13, 30)); // 09:30 Caracas, 22:30 Tokyo, 13:30 London
  expect(availabilityText(instant, 'America/Caracas')).toBe(AVAILABLE_TEXT);
  expect(availabilityText(instant, 'Asia/Tokyo')).toBe(OFFLINE_TEXT);
  expect(availabilityText(instant, 'Europe/London')).toBe(AVAILABLE_TEXT);
  expect(availabilityText(instant, 'America/Los_Angeles')).toBe(OFFLINE_TEXT); // 05:30
});

test('Bogotá boundaries follow its own clock (UTC-5)', () => {
  expect(availabilityText(new Date(Date.UTC(2025, 3, 1, 12, 59)), 'America/Bogota')).toBe(OFFLINE_TEXT); // 07:59
  expect(availabilityText(new Date(Date.UTC(2025, 3, 1, 13, 0)), 'America/Bogota')).toBe(AVAILABLE_TEXT); // 08:00
  expect(availabilityText(new Date(Date.UTC(2025, 3, 1, 20, 59)), 'America/Bogota')).toBe(AVAILABLE_TEXT); // 15:59
  expect(availabilityText(new Date(Date.UTC(2025, 3, 1, 21, 0)), 'America/Bogota')).toBe(OFFLINE_TEXT); // 16:00
});

test('daylight saving time moves the boundary in zones that have it', () => {
  // Madrid is UTC+1 in January and UTC+2 in July: 07:00Z is 08:00 in January but 09:00 in July.
  expect(hourInTimeZone(new Date(Date.UTC(2025, 0, 15, 7, 0)), 'Europe/Madrid')).toBe(8);
  expect(hourInTimeZone(new Date(Date.UTC(2025, 6, 15, 7, 0)), 'Europe/Madrid')).toBe(9);
  expect(availabilityText(new Date(Date.UTC(2025, 6, 15, 13, 59)), 'Europe/Madrid')).toBe(AVAILABLE_TEXT); // 15:59
  expect(availabilityText(new Date(Date.UTC(2025, 6, 15, 14, 0)), 'Europe/Madrid')).toBe(OFFLINE_TEXT); // 16:00
});

test('an unknown time zone falls back to America/Caracas instead of failing', () => {
  expect(availabilityText(caracas(8, 0), 'Mars/Olympus_Mons')).toBe(AVAILABLE_TEXT);
  expect(availabilityText(caracas(16, 0), 'Mars/Olympus_Mons')).toBe(OFFLINE_TEXT);
});

test('midnight reads as hour 0, not 24', () => {
  expect(hourInTimeZone(caracas(0, 0), 'America/Caracas')).toBe(0);
});

test('Saturday at 10:00 and a holiday at 10:00 are offline; the weekday after is open', () => {
  const saturday = new Date(Date.UTC(2026, 10, 28, 14, 0)); // Saturday 28 November 2026, 10:00 in Caracas
  expect(availabilityText(saturday, 'America/Caracas')).toBe(OFFLINE_TEXT);
  const christmas = new Date(Date.UTC(2026, 11, 25, 14, 0)); // Friday 25 December 2026, 10:00 in Caracas
  expect(availabilityText(christmas, 'America/Caracas', ['2026-12-25'])).toBe(OFFLINE_TEXT);
  expect(availabilityText(christmas, 'America/Caracas', ['2026-12-24'])).toBe(AVAILABLE_TEXT);
});
