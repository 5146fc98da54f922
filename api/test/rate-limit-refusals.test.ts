// Requests refused with 429 are counted per city (the host's), limit and hour, and shown on the
// admin's dashboard for the last 24 hours and 7 days, on both databases; another city's refusals
// never show, old hours are pruned, and a failure to count never changes the refusal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { pruneRefusals, refusalHour } from '../src/modules/indicators/rate-limit-refusals.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

const CITY2 = 'santalucia.localhost';
const HOUR_MS = 3_600_000;

describeEachDatabase('rate-limit refusals on the admin dashboard', (ctx) => {
  const lookup = (host?: string) => ctx().app.inject({
    method: 'POST', url: '/api/v2/appointment/detail/', payload: { customer_id: host ? '2' : '1', code: 'ABC123', email: 'vecina@example.com' },
    ...(host ? { headers: { host } } : {}),
  });

  test("each city's refusals per limit over the last 24 hours and 7 days, never another's", async () => {
    const { app, db } = ctx();
    await db.deleteFrom('rate_limit_refusals').execute();
    const now = new Date();
    const older = (customerId: string, hoursAgo: number, count: number) => db.insertInto('rate_limit_refusals')
      .values({ customer_id: customerId, limit_name: 'write', hour: refusalHour(new Date(now.getTime() - hoursAgo * HOUR_MS)), count }).execute();
    await older('1', 3 * 24, 4); // this week, not today
    await older('1', 10 * 24, 50); // older than the dashboard shows
    await older('2', 2, 9);

    const answers = [await lookup(), await lookup(), await lookup(CITY2), await lookup(CITY2)];
    const refusedHere = answers.slice(0, 2).filter((answer) => answer.statusCode === 429).length;
    const refusedThere = answers.slice(2).filter((answer) => answer.statusCode === 429).length;
    assert.ok(refusedHere >= 1 && refusedThere >= 1, answers.map((answer) => answer.statusCode).join(' '));
    assert.equal(answers[1]!.json().message, 'Demasiadas solicitudes. Intente de nuevo más tarde.');

    await addStaff(db, 'admin1@refusals.example', 'admin', { customerId: '1' });
    const admin = await signedIn(app, 'admin1@refusals.example');
    const response = await corporate(app, 'adminDashboard/detail', { customer_id: '1' }, admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.refusals, [
      { limit_name: 'write', last_day: 0, last_week: 4 },
      { limit_name: 'lookup', last_day: refusedHere, last_week: refusedHere },
    ]);
    const stored = await db.selectFrom('rate_limit_refusals').selectAll().where('customer_id', '=', '2').where('limit_name', '=', 'lookup').execute();
    assert.deepEqual(stored.map((row) => Number(row.count)), [refusedThere]);
    // Counts only: nothing of the visitor or the route is kept.
    assert.deepEqual(Object.keys(stored[0]!).sort(), ['count', 'customer_id', 'hour', 'limit_name']);

    await pruneRefusals(db, now);
    const left = await db.selectFrom('rate_limit_refusals').select('count').where('customer_id', '=', '1').where('limit_name', '=', 'write').execute();
    assert.deepEqual(left.map((row) => Number(row.count)), [4]);
  });

  test('a refusal that cannot be counted is still the same refusal', async () => {
    const { db } = ctx();
    await sql`alter table rate_limit_refusals rename to rate_limit_refusals_away`.execute(db);
    try {
      await lookup();
      const refused = await lookup();
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().message, 'Demasiadas solicitudes. Intente de nuevo más tarde.');
    } finally {
      await sql`alter table rate_limit_refusals_away rename to rate_limit_refusals`.execute(db);
    }
  });
}, { LOOKUP_RATE_LIMIT: '1', CUSTOMER_HOSTS: `${CITY2}=2` });
