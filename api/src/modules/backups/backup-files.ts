// Backup files: their names (the time taken, sortable, so the newest is last by name) and how many
// are kept. A backup is written under a `.partial` name and renamed once checked, so a file with a
// final name is always whole.
import fs from 'node:fs';
import path from 'node:path';

export type BackupKind = 'sqlite' | 'pgdump';

const NAME = /^portal-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.(sqlite|pgdump)$/;

export interface BackupFile {
  file: string;
  kind: BackupKind;
  takenAt: Date;
  bytes: number;
}

export function backupName(kind: BackupKind, at: Date): string {
  return `portal-${at.toISOString().replace(/[:.]/g, '-')}.${kind}`;
}

/** The backups in `dir`, oldest first (partial files and anything else left out). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((name) => {
    const match = NAME.exec(name);
    if (!match) return [];
    const [date, time] = match[1]!.split('T') as [string, string];
    const [h, m, s, ms] = time.replace('Z', '').split('-');
    const file = path.join(dir, name);
    return [{ file, kind: match[2] as BackupKind, takenAt: new Date(`${date}T${h}:${m}:${s}.${ms}Z`), bytes: fs.statSync(file).size }];
  }).sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

/** Deletes all but the `keep` newest backups; answers the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((backup) => backup.file);
}
