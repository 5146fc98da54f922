// The indicators' computation on both databases, from a known timeline: requests filed and
// decided around weekends and the city's holidays, checked figure by figure (working days to a
// decision, median, 90th percentile, share within the standard, requests per month) with the
// counts under 5 suppressed; and each office's first free appointment skips a holiday.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { computeAllIndicators } from '../src/modules/indicators/compute-indicators.ts';
import { dueDateOf } from '../src/modules/indicators/service-standards.ts';
import { describeEachDatabase } from './support/test-app.ts';

// Caracas is UTC-4: noon there is 16:00 UTC. "Today" is Tuesday 15 December 2026.
const noon = (day: string) => new Date(`${day}T16:00:00Z`);
const NOW = noon('2026-12-15');
// Monday 30 November and Tuesday 8 December are holidays; so is Wednesday 16 December.
const HOLIDAYS = ['2026-11-30', '2026-12-08', '2026-12-16'];

describeEachDatabase('service indicators', (ctx) => {
  test('figures per procedure and department from a known timeline, small counts suppressed, each city on its own', async () => {
    const { app, db } = ctx();
    // Only this timeline: the demo requests go.
    await db.deleteFrom('user_procedures').execute();
    await db.deleteFrom('holidays').where('customer_id', '=', '1').execute();
    await db.insertInto('holidays').values(HOLIDAYS.map((date) => ({ customer_id: '1', date, name: 'Feriado de prueba' }))).execute();
    const holidays = new Set(HOLIDAYS);
    // Two procedures of one department: the department's figures pool theirs.
    const department = await db.selectFrom('procedures').select(['department_id', (eb) => eb.fn.countAll().as('n')])
      .where('customer_id', '=', '1').groupBy('department_id').having((eb) => eb.fn.countAll(), '>=', 2).orderBy('department_id').executeTakeFirstOrThrow();
    const [first, second] = await db.selectFrom('procedures').select('id').where('department_id', '=', department.department_id).orderBy('id').limit(2).execute();
    await db.updateTable('procedures').set({ standard_days: 3 }).where('id', '=', first!.id).execute();
    await db.updateTable('procedures').set({ standard_days: 1 }).where('id', '=', second!.id).execute();
    const file = async (customerId: string, procedureId: number, filed: string, decided: string | null, standard: number) => {
      await db.insertInto('user_procedures').values({
        customer_id: customerId, code: `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`, procedure_id: procedureId, state_id: null,
        name: 'Persona de prueba', national_id: 'V-1', email: 'prueba@example.com', phone: '0414 000 0000',
        created: noon(filed).toISOString(), updated: noon(decided ?? filed).toISOString(), payment_status: 'not_required', payment_amount: null, payment_reference: '', paid_at: null,
        due_date: dueDateOf(noon(filed), standard, 'America/Caracas', holidays), decided_at: decided === null ? null : noon(decided).toISOString(),
      }).execute();
    };
    // The first procedure (3 working days): filed → decided, with the working days it took and its due date.
    await file('1', first!.id, '2026-11-03', '2026-11-03', 3); // 0 days, due 6 Nov: within
    await file('1', first!.id, '2026-11-06', '2026-11-20', 3); // 10 days, due 11 Nov: late
    await file('1', first!.id, '2026-11-23', '2026-11-25', 3); // 2 days, due 26 Nov: within
    await file('1', first!.id, '2026-11-27', '2026-12-01', 3); // 1 day (weekend, holiday 30), due 3 Dec: within
    await file('1', first!.id, '2026-12-03', '2026-12-10', 3); // 4 days (holiday 8), due 9 Dec: late
    await file('1', first!.id, '2026-12-07', '2026-12-14', 3); // 4 days, due 11 Dec: late
    await file('1', first!.id, '2026-12-14', null, 3); // open
    // The second procedure (1 working day): too few to publish on its own.
    await file('1', second!.id, '2026-12-01', '2026-12-02', 1); // 1 day, due 2 Dec: within
    await file('1', second!.id, '2026-12-02', '2026-12-04', 1); // 2 days, due 3 Dec: late
    await file('1', second!.id, '2026-12-04', null, 1); // open
    // Another city's requests never reach this city's figures.
    const elsewhere = await db.selectFrom('procedures').select('id').where('customer_id', '=', '2').orderBy('id').executeTakeFirstOrThrow();
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']) await file('2', elsewhere.id, day, '2026-12-09', 2);

    await computeAllIndicators(db, NOW);

    const figure = (customerId: string, scope: 'procedure' | 'department' | 'city', id: number) => db.selectFrom('indicator_figures').selectAll()
      .where('customer_id', '=', customerId).where('scope', '=', scope).where('scope_id', '=', id).executeTakeFirstOrThrow();
    const pick = ({ received, decided, median_days, p90_days, within_share, standard_days }: Awaited<ReturnType<typeof figure>>) =>
      ({ received, decided, median_days: median_days === null ? null : Number(median_days), p90_days: p90_days === null ? null : Number(p90_days), within_share: within_share === null ? null : Number(within_share), standard_days });
    // Sorted days 0 1 2 4 4 10: median (2 + 4) / 2 = 3; 90th percentile the 6th of 6 = 10; 3 of 6 within.
    assert.deepEqual(pick(await figure('1', 'procedure', first!.id)), { received: 7, decided: 6, median_days: 3, p90_days: 10, within_share: 0.5, standard_days: 3 });
    // 3 received, 2 decided: every figure suppressed.
    assert.deepEqual(pick(await figure('1', 'procedure', second!.id)), { received: null, decided: null, median_days: null, p90_days: null, within_share: null, standard_days: 1 });
    // The department pools both: days 0 1 1 2 2 4 4 10 → median 2, 90th percentile the 8th of 8 = 10; 4 of 8 within.
    assert.deepEqual(pick(await figure('1', 'department', department.department_id)), { received: 10, decided: 8, median_days: 2, p90_days: 10, within_share: 0.5, standard_days: null });

    // The whole city: here the same requests as the department.
    assert.deepEqual(pick(await figure('1', 'city', 0)), { received: 10, decided: 8, median_days: 2, p90_days: 10, within_share: 0.5, standard_days: null });

    const months = await db.selectFrom('indicator_monthly').select(['month', 'received'])
      .where('customer_id', '=', '1').where('scope', '=', 'department').where('scope_id', '=', department.department_id).orderBy('month').execute();
    assert.equal(months.length, 12);
    assert.equal(months[0]!.month, '2026-01');
    // November: 4 requests (suppressed); December: 6.
    assert.deepEqual(months.slice(-2).map((cell) => ({ ...cell })), [{ month: '2026-11', received: null }, { month: '2026-12', received: 6 }]);
    assert.ok(months.slice(0, -2).every((cell) => cell.received === 0));

    const run = await db.selectFrom('indicator_runs').selectAll().where('customer_id', '=', '1').executeTakeFirstOrThrow();
    assert.deepEqual({ ...run }, { customer_id: '1', computed_at: NOW.toISOString(), period_from: '2026-01-01', period_to: '2026-12-15' });
    // The other city: its five requests, decided on 9 December, are its own.
    const other = await db.selectFrom('indicator_figures').select(['received', 'decided']).where('customer_id', '=', '2').where('scope', '=', 'procedure').where('scope_id', '=', elsewhere.id).executeTakeFirstOrThrow();
    assert.deepEqual({ ...other }, { received: 5, decided: 5 });
    assert.equal((await db.selectFrom('indicator_figures').select('id').where('customer_id', '=', '1').where('scope_id', '=', elsewhere.id).where('scope', '=', 'procedure').execute()).length, 0);

    // Offices that give appointments: the first free one is after now, never on the holiday or a weekend.
    const offices = await db.selectFrom('indicator_offices').selectAll().where('customer_id', '=', '1').execute();
    assert.ok(offices.length > 0);
    for (const office of offices.filter((row) => row.next_date !== null)) {
      assert.ok(office.next_date! >= '2026-12-15', office.next_date!);
      assert.notEqual(office.next_date, '2026-12-16');
      assert.ok(![0, 6].includes(new Date(`${office.next_date}T00:00:00Z`).getUTCDay()), office.next_date!);
    }

    // The public call reads the summary: this city's procedures only, never another's.
    const answer = async (customerId: unknown) => app.inject({ method: 'POST', url: '/api/v2/indicators/', payload: { customer_id: customerId } });
    const own = (await answer('1')).json().data;
    assert.deepEqual(own.procedures.find((row: { id: number }) => row.id === first!.id), {
      id: first!.id, name: own.procedures.find((row: { id: number }) => row.id === first!.id).name, received: 7, decided: 6, median_days: 3, p90_days: 10, within_share: 0.5,
      months: own.procedures.find((row: { id: number }) => row.id === first!.id).months, department_id: department.department_id,
      department_name: own.procedures.find((row: { id: number }) => row.id === first!.id).department_name, standard_days: 3,
    });
    assert.equal(own.city.received, 10);
    const theirs = (await answer('2')).json().data;
    assert.ok(theirs.procedures.every((row: { id: number }) => row.id !== first!.id));
    assert.ok(own.procedures.every((row: { id: number }) => row.id !== elsewhere.id));
    assert.equal((await answer('999')).statusCode, 404);
    const malformed = await answer({ nope: 1 });
    assert.equal(malformed.statusCode, 400);

    // A second run replaces the figures instead of adding to them.
    await computeAllIndicators(db, NOW);
    assert.equal((await db.selectFrom('indicator_figures').select('id').where('customer_id', '=', '1').where('scope', '=', 'procedure').where('scope_id', '=', first!.id).execute()).length, 1);
  });
});
