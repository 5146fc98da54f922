// Who runs a scheduled job now: every instance keeps the same schedule and asks here when a job
// looks due. The row's conditional update is the lock (both databases do it atomically), so one
// instance of all takes each run, with no Redis needed; a run that died half-way (a killed
// process) is simply due again one period after it started.
import type { Db } from '../db/database.ts';

export interface RunClaim {
  name: string;
  /** how long after a run's start the next one is due */
  everyMs: number;
  /** names the instance in the row, for an operator reading it */
  holder: string;
  now: Date;
}

/** True when this instance took the job's run due at `now` (and must run it, then call finishRun). */
export async function claimRun(db: Db, { name, everyMs, holder, now }: RunClaim): Promise<boolean> {
  await db.insertInto('job_runs').values({ name, started_at: null, finished_at: null, holder: null, outcome: null })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const dueIfStartedBefore = new Date(now.getTime() - everyMs).toISOString();
  const taken = await db.updateTable('job_runs')
    .set({ started_at: now.toISOString(), finished_at: null, outcome: null, holder })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('started_at', 'is', null), eb('started_at', '<=', dueIfStartedBefore)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Records how the run this instance took ended (only its own: a later run may have begun). */
export async function finishRun(db: Db, name: string, holder: string, outcome: 'ok' | 'failed', detail: string, now: Date): Promise<void> {
  await db.updateTable('job_runs').set({ finished_at: now.toISOString(), outcome, detail: detail.slice(0, 2000) })
    .where('name', '=', name).where('holder', '=', holder).where('finished_at', 'is', null).execute();
}

/** The last run of every job, for the log and the metrics. */
export async function lastRuns(db: Db) {
  return db.selectFrom('job_runs').selectAll().orderBy('name').execute();
}
