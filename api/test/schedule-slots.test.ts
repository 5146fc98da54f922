// The slots a schedule offers on a date (what the appointment booking will read): the weekday's
// ranges cut into slots, none on holidays or outside the validity, and wall-clock times turned into
// instants in the customer's time zone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoWeekday, slotsOn, zonedInstant } from '../src/modules/schedule/slots.ts';

const rules = { slot_minutes: 45, capacity: 2, valid_from: '2026-01-01', valid_to: '2026-12-31' };
const ranges = [{ weekday: 1, start: '13:00', end: '15:00' }, { weekday: 1, start: '08:00', end: '10:00' }, { weekday: 3, start: '08:00', end: '09:00' }];

test('a Monday offers the slots of its ranges in order; a piece shorter than a slot is not offered', () => {
  assert.equal(isoWeekday('2026-03-02'), 1);
  assert.deepEqual(slotsOn(rules, ranges, '2026-03-02', new Set()).map((slot) => `${slot.start}-${slot.end}`), [
    '08:00-08:45', '08:45-09:30', '13:00-13:45', '13:45-14:30',
  ]);
  assert.ok(slotsOn(rules, ranges, '2026-03-02', new Set()).every((slot) => slot.capacity === 2));
});

test('no slots on a holiday, on a weekday without ranges, or outside the validity period', () => {
  assert.deepEqual(slotsOn(rules, ranges, '2026-03-02', new Set(['2026-03-02'])), []);
  assert.deepEqual(slotsOn(rules, ranges, '2026-03-03', new Set()), []);
  assert.deepEqual(slotsOn(rules, ranges, '2027-03-01', new Set()), []);
  assert.equal(slotsOn(rules, ranges, '2026-03-04', new Set()).length, 1);
});

test('wall-clock times become instants in the customer’s time zone, daylight saving included', () => {
  assert.equal(zonedInstant('2026-03-02', '08:00', 'America/Caracas').toISOString(), '2026-03-02T12:00:00.000Z');
  assert.equal(zonedInstant('2026-07-06', '08:00', 'Europe/Madrid').toISOString(), '2026-07-06T06:00:00.000Z');
  assert.equal(zonedInstant('2026-01-05', '08:00', 'Europe/Madrid').toISOString(), '2026-01-05T07:00:00.000Z');
});
