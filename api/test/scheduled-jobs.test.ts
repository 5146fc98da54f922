// Scheduled jobs on several instances (jobs/scheduler.ts, jobs/job-runs.ts): each run is taken by
// one instance, the next is due one period after the last began, and a failure is recorded with
// its reason, on both databases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JobScheduler, type ScheduledJob } from '../src/jobs/scheduler.ts';
import { lastRuns } from '../src/jobs/job-runs.ts';
import { describeEachDatabase } from './support/test-app.ts';

const quiet = { info() {}, error() {} };
const HOUR = 3_600_000;

describeEachDatabase('scheduled jobs', (ctx) => {
  test('three instances looking at once: one runs the job; it runs again only once its period has passed', async () => {
    let clock = Date.parse('2026-12-01T02:00:00Z');
    const runs: string[] = [];
    const job = (instance: string): ScheduledJob => ({
      name: 'summary', everyMs: 24 * HOUR,
      async run() {
        runs.push(instance);
        await new Promise((resolve) => setImmediate(resolve));
        return `run by ${instance}`;
      },
    });
    const instances = ['a', 'b', 'c'].map((name) => new JobScheduler(ctx().db, [job(name)], quiet, () => new Date(clock)));
    await Promise.all(instances.map((instance) => instance.tick()));
    assert.equal(runs.length, 1, `ran on ${runs.join(', ')}`);

    clock += 23 * HOUR;
    await Promise.all(instances.map((instance) => instance.tick()));
    assert.equal(runs.length, 1, 'not due before its period');

    clock += HOUR;
    await Promise.all(instances.map((instance) => instance.tick()));
    assert.equal(runs.length, 2, 'due again one period after the last start');
    const row = (await lastRuns(ctx().db)).find((run) => run.name === 'summary')!;
    assert.equal(row.outcome, 'ok');
    assert.equal(row.detail, `run by ${runs[1]}`);
    assert.equal(row.started_at, new Date(clock).toISOString());
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  test('a failed run is recorded with its reason, and the job is due again next period', async () => {
    let clock = Date.parse('2026-12-01T02:00:00Z');
    let fail = true;
    const scheduler = new JobScheduler(ctx().db, [{
      name: 'fragile', everyMs: HOUR,
      async run() {
        if (fail) throw new Error('el disco está lleno');
        return 'listo';
      },
    }], quiet, () => new Date(clock));
    await scheduler.tick();
    let row = (await lastRuns(ctx().db)).find((run) => run.name === 'fragile')!;
    assert.equal(row.outcome, 'failed');
    assert.equal(row.detail, 'el disco está lleno');
    fail = false;
    clock += HOUR;
    await scheduler.tick();
    row = (await lastRuns(ctx().db)).find((run) => run.name === 'fragile')!;
    assert.equal(row.outcome, 'ok');
    await scheduler.stop();
    // Stopped: nothing more runs.
    clock += HOUR;
    await scheduler.tick();
    assert.equal((await lastRuns(ctx().db)).find((run) => run.name === 'fragile')!.started_at, new Date(clock - HOUR).toISOString());
  });
});
