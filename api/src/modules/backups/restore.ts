// Putting a backup back: into a new SQLite file, or into an empty PostgreSQL database. Never over
// a database that holds data unless asked to (`force`, SQLite only: a PostgreSQL target must be
// empty, the operator drops it first), so a typo cannot erase the live site. Messages are in
// Spanish: they are the words of the operator's tool (backup-cli.ts).
import fs from 'node:fs';
import pg from 'pg';
import type { DatabaseSetting } from '../../config.ts';
import { checkPgDump, checkSqliteFile, copySqlite, runTool } from './backup.ts';

/** The extensions the migrations install when the server has them (search), made before the tables that use them. */
const EXTENSIONS = ['unaccent', 'pg_trgm'];

async function prepareEmptyPostgres(url: string, schema: string | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(`select 1 from information_schema.tables where table_name = 'kysely_migration' and table_schema = $1`, [schema ?? 'public']);
    if (tables.rowCount) throw new Error('la base de datos de destino ya contiene un portal: restaure en una base de datos vacía');
    for (const name of EXTENSIONS) {
      const available = await client.query('select 1 from pg_available_extensions where name = $1', [name]);
      if (available.rowCount) await client.query(`create extension if not exists ${name} schema public`);
    }
  } finally {
    await client.end();
  }
}

export async function restoreBackup(file: string, target: DatabaseSetting, { force = false } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no hay ninguna copia en ${file}`);
  if (file.endsWith('.sqlite')) {
    if (target.kind !== 'sqlite' || target.file === ':memory:') throw new Error('una copia SQLite se restaura en un fichero SQLite (--to sqlite:…)');
    checkSqliteFile(file);
    if (fs.existsSync(target.file) && !force) throw new Error(`${target.file} ya existe: muévalo a otro sitio o restaure con --force`);
    const partial = `${target.file}.restoring`;
    fs.rmSync(partial, { force: true });
    await copySqlite(file, partial);
    for (const stale of [`${target.file}-wal`, `${target.file}-shm`]) fs.rmSync(stale, { force: true });
    fs.renameSync(partial, target.file);
    return;
  }
  if (file.endsWith('.pgdump')) {
    if (target.kind !== 'postgres') throw new Error('una copia PostgreSQL se restaura en PostgreSQL (--to postgres://…)');
    await checkPgDump(file);
    await prepareEmptyPostgres(target.url, target.schema);
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file]);
    return;
  }
  throw new Error('un fichero de copia termina en .sqlite o .pgdump');
}
