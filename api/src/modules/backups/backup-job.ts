// The scheduled backup: one instance of all takes it each period (jobs/job-runs.ts).
import type { Config } from '../../config.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';
import { takeBackup } from './backup.ts';

export function backupJob(config: Config, now: () => Date): ScheduledJob[] {
  const { backups, database } = config;
  if (backups.everyHours === 0 || (database.kind === 'sqlite' && database.file === ':memory:')) return [];
  return [{
    name: 'backup',
    everyMs: backups.everyHours * 3_600_000,
    async run() {
      const taken = await takeBackup(database, backups, now());
      return `${taken.file} (${taken.bytes} bytes)`;
    },
  }];
}
