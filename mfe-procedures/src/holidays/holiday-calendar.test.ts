import { groupByMonth, monthName } from './holiday-calendar';

test('holidays are grouped by year and month, in date order; a year without holidays is still listed', () => {
  const years = groupByMonth({
    years: [2026, 2027],
    time_zone: 'America/Caracas',
    holidays: [
      { date: '2026-12-25', name: 'Navidad' },
      { date: '2026-01-01', name: 'Año Nuevo' },
      { date: '2026-12-24', name: 'Nochebuena' },
    ],
  });
  expect(years).toEqual([
    {
      year: 2026,
      months: [
        { month: '2026-01', holidays: [{ date: '2026-01-01', name: 'Año Nuevo' }] },
        { month: '2026-12', holidays: [{ date: '2026-12-24', name: 'Nochebuena' }, { date: '2026-12-25', name: 'Navidad' }] },
      ],
    },
    { year: 2027, months: [] },
  ]);
});

test("a month is named in the page's language, whatever the visitor's time zone", () => {
  expect(monthName('2027-01')).toBe('enero');
  expect(monthName('2026-12')).toBe('diciembre');
});
