// Gauges read from the database when /metrics is scraped: what every instance shares (the e-mail
// queue, the scheduled jobs' last runs), so any instance answers the same figures.
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database.ts';
import { lastRuns } from '../jobs/job-runs.ts';

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : 0);

export function storedGauges(registry: Registry, db: Db): void {
  const registers = [registry];
  new Gauge({
    name: 'portal_outbox_messages', help: 'E-mails not yet delivered, by state: queued or being sent (the queue), failed (given up).',
    labelNames: ['status'], registers,
    async collect() {
      const rows = await db.selectFrom('outbox').select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('status', '!=', 'sent').groupBy('status').execute();
      for (const status of ['queued', 'sending', 'failed']) this.set({ status }, Number(rows.find((row) => row.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'portal_job_last_finished_timestamp_seconds', help: 'When each scheduled job (backup, …) last ended, by outcome (ok, failed); alert when the ok one grows old.',
    labelNames: ['job', 'outcome'], registers,
    async collect() {
      this.reset();
      for (const run of await lastRuns(db)) {
        if (run.outcome) this.set({ job: run.name, outcome: run.outcome }, seconds(run.finished_at));
      }
    },
  });
}
