// Runs the indicators' computation on a schedule: once soon after start, then every
// INDICATORS_EVERY_MS. Several instances may each run it: a run replaces a customer's rows in one
// transaction, so the last one wins and readers never see half. It never throws: a failure is
// logged and the next round tries again.
import type { Db } from '../../db/database.ts';
import { computeAllIndicators } from './compute-indicators.ts';
import { pruneRefusals } from './rate-limit-refusals.ts';
import { pruneMisses } from '../search/search-misses.ts';

/** Figures are an hour old at most. */
export const INDICATORS_EVERY_MS = 60 * 60_000;

export interface IndicatorJobLog {
  warn(object: object, message: string): void;
}

export class IndicatorJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  private readonly db: Db;
  private readonly log: IndicatorJobLog;
  private readonly now: () => Date;

  constructor(db: Db, log: IndicatorJobLog, now: () => Date = () => new Date()) {
    this.db = db;
    this.log = log;
    this.now = now;
  }

  start(firstInMs = 5_000): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.round(), firstInMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    this.running = computeAllIndicators(this.db, this.now())
      .catch((error: unknown) => this.log.warn({ err: error }, 'computing the indicators failed; trying again in an hour'))
      // The rate-limit refusal counts and the searches that found nothing, older than the dashboards
      // show, go at the same pace.
      .then(async () => { await Promise.all([pruneRefusals(this.db, this.now()), pruneMisses(this.db, this.now())]); })
      .catch((error: unknown) => this.log.warn({ err: error }, 'pruning the dashboards\' counts failed; trying again in an hour'));
    await this.running;
    this.running = null;
    if (this.timer) {
      this.timer = setTimeout(() => void this.round(), INDICATORS_EVERY_MS);
      this.timer.unref();
    }
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
