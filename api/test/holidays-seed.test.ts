// The demo holidays: Venezuela's national holidays of this year and the next, on both databases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { easterSunday, venezuelanHolidays } from '../src/db/demo-holidays.ts';
import { describeEachDatabase } from './support/test-app.ts';

test('Easter falls where the calendars say it does', () => {
  assert.deepEqual(easterSunday(2024), [3, 31]);
  assert.deepEqual(easterSunday(2025), [4, 20]);
  assert.deepEqual(easterSunday(2026), [4, 5]);
  assert.deepEqual(easterSunday(2027), [3, 28]);
});

test('a year holds the fixed holidays and the movable ones computed from Easter', () => {
  const days = new Map(venezuelanHolidays(2026).map((holiday) => [holiday.date, holiday.name]));
  assert.equal(days.get('2026-01-01'), 'Año Nuevo');
  assert.equal(days.get('2026-02-16'), 'Lunes de Carnaval');
  assert.equal(days.get('2026-02-17'), 'Martes de Carnaval');
  assert.equal(days.get('2026-04-02'), 'Jueves Santo');
  assert.equal(days.get('2026-04-03'), 'Viernes Santo');
  assert.equal(days.get('2026-07-05'), 'Día de la Independencia');
  assert.equal(days.get('2026-12-25'), 'Navidad');
  assert.equal(days.size, 14);
});

describeEachDatabase('demo holidays', (ctx) => {
  test('every demo customer gets this year\'s and next year\'s national holidays', async () => {
    const year = new Date().getUTCFullYear();
    for (const customerId of ['1', '2']) {
      const rows = await ctx().db.selectFrom('holidays').select(['date', 'name']).where('customer_id', '=', customerId).orderBy('date').execute();
      assert.equal(rows.length, 28, `customer ${customerId}`);
      assert.ok(rows.some((row) => row.date === `${year}-12-25` && row.name === 'Navidad'));
      assert.ok(rows.some((row) => row.date === `${year + 1}-01-01`));
    }
  });
});
