// The delivery loop each API process runs: claim a batch of due messages, deliver them, settle each.
// It never throws: a database or transport failure is logged and the next round tries again.
import type { MailSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { claimDue, settleFailed, settleSent } from './claim.ts';
import { createTransport, describeFailure, type Transport } from './transport.ts';

export interface WorkerLog {
  warn(object: object, message: string): void;
}

const BATCH = 10;

/** A job the worker runs between deliveries (the reminders of the day before), at most once per `everyMs`. */
export interface PeriodicJob {
  everyMs: number;
  run: () => Promise<unknown>;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private transport: Transport | null = null;

  private readonly db: Db;
  private readonly settings: MailSettings;
  private readonly log: WorkerLog;
  private readonly now: () => Date;
  private readonly job: PeriodicJob | null;
  private jobRanAt = 0;

  constructor(db: Db, settings: MailSettings, log: WorkerLog, now: () => Date = () => new Date(), job: PeriodicJob | null = null) {
    this.db = db;
    this.settings = settings;
    this.log = log;
    this.now = now;
    this.job = job;
  }

  /** A lease outlives the longest delivery by a margin: a send is cancelled before its lease ends. */
  private get leaseMs(): number {
    return this.settings.timeoutMs * 4 + 5000;
  }

  private get deliveryBudgetMs(): number {
    return this.settings.timeoutMs * 3;
  }

  private transportOf(): Transport {
    this.transport ??= createTransport(this.settings);
    return this.transport;
  }

  /** Claims and delivers one batch; answers how many messages it handled. */
  async runOnce(): Promise<number> {
    const rows = await claimDue(this.db, this.now(), BATCH, this.leaseMs);
    const transport = this.transportOf();
    await Promise.all(rows.map(async (row) => {
      try {
        const response = await transport.deliver(row, AbortSignal.timeout(this.deliveryBudgetMs));
        if (!(await settleSent(this.db, row, response, this.now()))) this.log.warn({ outbox: row.id }, 'an e-mail was delivered after its claim ran out');
      } catch (error) {
        await settleFailed(this.db, row, describeFailure(error), { baseMs: this.settings.retryBaseMs, maxAttempts: this.settings.maxAttempts }, this.now());
      }
    }));
    return rows.length;
  }

  /** Delivers until nothing is due (tests, the CLI). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) { /* next batch */ }
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a round now (a request just queued a message) instead of at the next poll. */
  nudge(): void {
    if (this.stopped || this.running) return;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = null; void this.round(); }, delayMs);
    this.timer.unref();
  }

  private async round(): Promise<void> {
    if (this.stopped || this.running) return;
    let handled = 0;
    this.running = (async () => {
      if (this.job && Date.now() - this.jobRanAt >= this.job.everyMs) {
        this.jobRanAt = Date.now();
        await this.job.run().catch((error: unknown) => this.log.warn({ err: error }, 'queueing the reminders failed; trying again in a minute'));
      }
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.log.warn({ err: error }, 'e-mail delivery round failed; trying again shortly');
      }
    })();
    await this.running;
    this.running = null;
    // A full batch suggests more are due: go on at once.
    if (!this.stopped) this.schedule(handled >= BATCH ? 0 : this.settings.pollMs);
  }

  /** Stops polling and waits for the round in progress (its claims are settled, none left hanging). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
    this.transport = null;
  }
}
