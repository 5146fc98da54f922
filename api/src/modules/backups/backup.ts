// Taking a backup of the live database without stopping it, and checking that what was written can
// be read back before it gets its final name: SQLite through its online backup API (a consistent
// copy while the site keeps writing), PostgreSQL through pg_dump's custom format.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import type { BackupSettings, DatabaseSetting } from '../../config.ts';
import { backupName, pruneBackups, type BackupFile } from './backup-files.ts';

/** Runs a PostgreSQL client program; rejects with its own words when it fails. */
export function runTool(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, PGCONNECT_TIMEOUT: '10', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`${program} no pudo arrancar: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${program} falló (${code}): ${Buffer.concat(err).toString('utf8').trim().slice(0, 500)}`));
    });
  });
}

/** A consistent copy of `source`, as one self-contained file (no -wal beside it to lose). */
export async function copySqlite(source: string, target: string): Promise<void> {
  const database = new DatabaseSync(source, { readOnly: true });
  try {
    await sqliteBackup(database, target);
  } finally {
    database.close();
  }
  const copy = new DatabaseSync(target);
  try {
    copy.exec('pragma journal_mode = delete');
  } finally {
    copy.close();
  }
}

/** Throws unless `file` is a whole SQLite database of the portal (its migrations are in it). */
export function checkSqliteFile(file: string): void {
  const copy = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = copy.prepare('pragma integrity_check').get() as { integrity_check?: string } | undefined;
    if (integrity?.integrity_check !== 'ok') throw new Error(`la copia está dañada: ${integrity?.integrity_check ?? 'sin respuesta'}`);
    const migrations = copy.prepare('select count(*) as n from kysely_migration').get() as { n: number };
    if (!(migrations.n > 0)) throw new Error('la copia no contiene la base de datos de un portal');
  } finally {
    copy.close();
  }
}

/** Throws unless `file` is a pg_dump archive of the portal's tables. */
export async function checkPgDump(file: string): Promise<void> {
  const contents = await runTool('pg_restore', ['--list', file]);
  if (!/TABLE [^\n]*kysely_migration/.test(contents)) throw new Error('la copia no contiene la base de datos de un portal');
}

/** Writes one backup into `settings.dir`, checks it, keeps the `keep` newest. */
export async function takeBackup(database: DatabaseSetting, settings: Pick<BackupSettings, 'dir' | 'keep'>, now: Date): Promise<BackupFile> {
  fs.mkdirSync(settings.dir, { recursive: true });
  const kind = database.kind === 'sqlite' ? 'sqlite' : 'pgdump';
  const file = path.join(settings.dir, backupName(kind, now));
  const partial = `${file}.partial`;
  try {
    if (database.kind === 'sqlite') {
      if (database.file === ':memory:') throw new Error('una base de datos en memoria no tiene nada que copiar');
      await copySqlite(database.file, partial);
      checkSqliteFile(partial);
    } else {
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, ...(database.schema ? [`--schema=${database.schema}`] : []), `--dbname=${database.url}`]);
      await checkPgDump(partial);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  pruneBackups(settings.dir, settings.keep);
  return { file, kind, takenAt: now, bytes: fs.statSync(file).size };
}
