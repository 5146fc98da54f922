import assert from 'node:assert/strict';
import { test } from 'node:test';
import { businessHoursAt, isOpenNow } from '@portal/contract';

// Caracas is UTC-4 all year, Bogotá UTC-5: a wall-clock time there as an instant.
const caracas = (date: string, hh: number, mm: number) => new Date(Date.parse(`${date}T00:00:00Z`) + ((hh + 4) * 60 + mm) * 60_000);
const bogota = (date: string, hh: number, mm: number) => new Date(Date.parse(`${date}T00:00:00Z`) + ((hh + 5) * 60 + mm) * 60_000);
const holidays = ['2026-12-25', '2027-01-01', '2026-12-24'];

for (const [zone, at] of [['America/Caracas', caracas], ['America/Bogota', bogota]] as const) {
  test(`${zone}: a Thursday opens at 8:00 and closes at 16:00 on its own clock`, () => {
    assert.equal(isOpenNow(at('2026-11-26', 7, 59), zone), false);
    assert.equal(isOpenNow(at('2026-11-26', 8, 0), zone), true);
    assert.equal(isOpenNow(at('2026-11-26', 15, 59), zone), true);
    assert.equal(isOpenNow(at('2026-11-26', 16, 0), zone), false);
  });

  test(`${zone}: at 7:59 it opens today, at 16:00 tomorrow`, () => {
    assert.deepEqual(businessHoursAt(at('2026-11-26', 7, 59), zone).next, { date: '2026-11-26', weekday: 4, daysAhead: 0, hour: 8 });
    assert.deepEqual(businessHoursAt(at('2026-11-26', 16, 0), zone).next, { date: '2026-11-27', weekday: 5, daysAhead: 1, hour: 8 });
  });

  test(`${zone}: Saturday at 10:00 is closed and opens on Monday`, () => {
    const state = businessHoursAt(at('2026-11-28', 10, 0), zone);
    assert.equal(state.open, false);
    assert.deepEqual(state.next, { date: '2026-11-30', weekday: 1, daysAhead: 2, hour: 8 });
  });

  test(`${zone}: a holiday on a weekday is closed all day; the next working day opens`, () => {
    // 25 December 2026 is a Friday; with the 24th a holiday too, Wednesday 23 at 16:00 opens on Monday 28.
    assert.equal(isOpenNow(at('2026-12-25', 10, 0), zone, holidays), false);
    assert.deepEqual(businessHoursAt(at('2026-12-25', 10, 0), zone, holidays).next?.date, '2026-12-28');
    assert.deepEqual(businessHoursAt(at('2026-12-23', 16, 0), zone, holidays).next?.date, '2026-12-28');
    assert.equal(isOpenNow(at('2026-12-25', 10, 0), zone), true, 'without the holiday list the same Friday is open');
    assert.equal(isOpenNow(at('2027-01-01', 10, 0), zone, holidays), false);
  });
}

test('the same instant is open in Caracas and still closed in Bogotá (7:59 there)', () => {
  const instant = caracas('2026-11-26', 8, 59);
  assert.equal(isOpenNow(instant, 'America/Caracas'), true);
  assert.equal(isOpenNow(instant, 'America/Bogota'), false);
  assert.equal(isOpenNow(new Date(instant.getTime() + 60_000), 'America/Bogota'), true, 'one minute later it is 8:00 in Bogotá');
});

test('an unknown or empty zone reads the Caracas clock', () => {
  assert.equal(isOpenNow(caracas('2026-11-26', 8, 0), 'Mars/Olympus'), true);
  assert.equal(isOpenNow(caracas('2026-11-26', 7, 59), ''), false);
  assert.equal(isOpenNow(caracas('2026-11-26', 8, 0), null), true);
});
