import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addWorkingDays, isWorkingDay, workingDaysBetween } from '@portal/contract';

// December 2026: the 24th (Thursday) and 25th (Friday) are holidays; the 26th and 27th a weekend.
const holidays = new Set(['2026-12-24', '2026-12-25']);

test('weekends and holidays are not working days', () => {
  assert.equal(isWorkingDay('2026-12-23', holidays), true);
  assert.equal(isWorkingDay('2026-12-24', holidays), false);
  assert.equal(isWorkingDay('2026-12-26', holidays), false);
  assert.equal(isWorkingDay('2026-12-27', holidays), false);
  assert.equal(isWorkingDay('2026-12-28', holidays), true);
});

test('a request filed on Wednesday 23 with a two-day standard is due on Tuesday 29, past the holidays and the weekend', () => {
  assert.equal(addWorkingDays('2026-12-23', 1, holidays), '2026-12-28');
  assert.equal(addWorkingDays('2026-12-23', 2, holidays), '2026-12-29');
  assert.equal(addWorkingDays('2026-12-23', 0, holidays), '2026-12-23');
});

test('a request filed on a Saturday starts counting on Monday', () => {
  assert.equal(addWorkingDays('2026-11-28', 1, new Set()), '2026-11-30');
  assert.equal(addWorkingDays('2026-11-28', 5, new Set()), '2026-12-04');
});

test('the working days a request took: after the filing day, up to the decision day', () => {
  assert.equal(workingDaysBetween('2026-12-23', '2026-12-23', holidays), 0);
  assert.equal(workingDaysBetween('2026-12-23', '2026-12-28', holidays), 1);
  assert.equal(workingDaysBetween('2026-12-21', '2026-12-31', holidays), 6);
  assert.equal(workingDaysBetween('2026-12-28', '2026-12-23', holidays), 0);
});
