// Runs the server's periodic jobs (a backup, a summary of figures) on every instance's clock; each
// run is taken by one instance only (job-runs.ts). A job never runs twice at once in one process,
// and closing the app waits for the run in progress.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database.ts';
import { claimRun, finishRun } from './job-runs.ts';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** does the work and says what it did, in a few words for the log and the job's row */
  run(): Promise<string>;
}

export interface SchedulerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export class JobScheduler {
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  #timer: NodeJS.Timeout | null = null;
  #tick: Promise<void> | null = null;
  #stopped = false;

  readonly #db: Db;
  readonly #jobs: readonly ScheduledJob[];
  readonly #log: SchedulerLog;
  readonly #now: () => Date;

  constructor(db: Db, jobs: readonly ScheduledJob[], log: SchedulerLog, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#jobs = jobs;
    this.#log = log;
    this.#now = now;
  }

  /** Looks for due jobs every `checkEveryMs`, the first time one period after start (not during it). */
  start(checkEveryMs = 60_000): void {
    if (this.#jobs.length === 0 || this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), checkEveryMs);
    this.#timer.unref();
  }

  /** One look: runs each job that is due and that this instance takes. */
  tick(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#tick ??= this.#runDue().finally(() => { this.#tick = null; });
    return this.#tick;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#tick;
  }

  async #runDue(): Promise<void> {
    for (const job of this.#jobs) {
      if (this.#stopped) return;
      let taken = false;
      try {
        taken = await claimRun(this.#db, { name: job.name, everyMs: job.everyMs, holder: this.holder, now: this.#now() });
      } catch (error) {
        this.#log.error({ err: error, job: job.name }, 'scheduled job: the database could not be asked');
        continue;
      }
      if (!taken) continue;
      try {
        const detail = await job.run();
        await finishRun(this.#db, job.name, this.holder, 'ok', detail, this.#now());
        this.#log.info({ job: job.name, detail }, 'scheduled job done');
      } catch (error) {
        this.#log.error({ err: error, job: job.name }, 'scheduled job failed');
        await finishRun(this.#db, job.name, this.holder, 'failed', error instanceof Error ? error.message : String(error), this.#now()).catch(() => {});
      }
    }
  }
}
