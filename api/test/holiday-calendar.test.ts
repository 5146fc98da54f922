// The public holiday calendar (/feriados): this year's and next year's holidays of one customer, in
// its time zone, from the rows the clerks keep; never another customer's; bad input is a 400.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { adminToken, describeEachDatabase } from './support/test-app.ts';

// 2031-01-01 02:00 UTC is still 31 December 2030 in Caracas (UTC-4), the demo customers' zone.
let clock = new Date('2031-01-01T02:00:00Z');

const calendar = (app: FastifyInstance, payload: unknown) => app.inject({ method: 'POST', url: '/api/v2/holiday/calendar/', payload: payload as object });

async function addHoliday(app: FastifyInstance, customerId: string, date: string, name: string): Promise<void> {
  const response = await app.inject({
    method: 'POST', url: '/api/v2/corporate/holiday/add/', headers: { authorization: `Bearer ${adminToken}` },
    payload: { customer_id: customerId, date, name },
  });
  assert.equal(response.statusCode, 201, response.body);
}

describeEachDatabase('the public holiday calendar', (ctx) => {
  test("lists this year's and next year's holidays of the city, by date, counting the year in the city's time zone", async () => {
    const { app } = ctx();
    await addHoliday(app, '1', '2032-03-19', 'San José');
    await addHoliday(app, '1', '2030-05-01', 'Día del Trabajador');
    await addHoliday(app, '1', '2031-07-05', 'Día de la Independencia');
    await addHoliday(app, '1', '2029-12-25', 'Navidad');
    clock = new Date('2031-01-01T02:00:00Z');
    const response = await calendar(app, { customer_id: '1' });
    assert.equal(response.statusCode, 200);
    const { res, data } = response.json();
    assert.equal(res, 1);
    assert.deepEqual(data.years, [2030, 2031]);
    assert.equal(data.time_zone, 'America/Caracas');
    assert.deepEqual(data.holidays, [
      { date: '2030-05-01', name: 'Día del Trabajador' },
      { date: '2031-07-05', name: 'Día de la Independencia' },
    ]);
    // Two hours later it is 2031 in Caracas too: the calendar moves on a year.
    clock = new Date('2031-01-01T04:30:00Z');
    const later = (await calendar(app, { customer_id: '1' })).json().data;
    assert.deepEqual(later.years, [2031, 2032]);
    assert.deepEqual(later.holidays.map((holiday: { date: string }) => holiday.date), ['2031-07-05', '2032-03-19']);
  });

  test("a city's calendar never shows another city's holidays", async () => {
    const { app } = ctx();
    clock = new Date('2031-06-01T12:00:00Z');
    await addHoliday(app, '2', '2031-10-12', 'Fiesta patronal de Santa Lucía');
    const own = (await calendar(app, { customer_id: '1' })).json().data.holidays.map((holiday: { name: string }) => holiday.name);
    assert.ok(!own.includes('Fiesta patronal de Santa Lucía'));
    const theirs = (await calendar(app, { customer_id: '2' })).json().data.holidays.map((holiday: { name: string }) => holiday.name);
    assert.deepEqual(theirs, ['Fiesta patronal de Santa Lucía']);
  });

  test('an unknown city is a 404 and bad input a 400, each with a Spanish message, never a 5xx', async () => {
    const { app } = ctx();
    const unknown = await calendar(app, { customer_id: '999' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'El cliente indicado no existe.');
    for (const payload of [{}, { customer_id: "1'; drop table holidays; --" }, { customer_id: ['1'] }]) {
      const response = await calendar(app, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().res, 0);
      assert.match(response.json().message, /revise el campo/);
    }
    const notJson = await calendar(app, 'basura');
    assert.equal(notJson.statusCode, 415);
    assert.equal(notJson.json().message, 'Tipo de contenido no admitido; envíe application/json.');
  });
}, {}, { now: () => clock });
