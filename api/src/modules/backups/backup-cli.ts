// The operator's backup tool (`npm run backup -- …`, docs/operations.md): take a backup now, list
// them, or restore one into a new database. The server takes them by itself on BACKUP_EVERY_HOURS;
// this is for before an upgrade, and for the restore that proves a backup is worth keeping.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type DatabaseSetting } from '../../config.ts';
import { takeBackup } from './backup.ts';
import { listBackups } from './backup-files.ts';
import { restoreBackup } from './restore.ts';

const USAGE = `Uso:
  npm run backup -- now
  npm run backup -- list
  npm run backup -- restore <fichero> --to <DATABASE_URL> [--force]

  now       hace una copia de la base de datos de DATABASE_URL en BACKUP_DIR, comprueba que se puede
            leer y conserva las BACKUP_KEEP más recientes.
  list      muestra las copias de BACKUP_DIR, de la más antigua a la más reciente.
  restore   restaura una copia en una base de datos nueva: un fichero SQLite que no exista
            (--force lo reemplaza) o una base de datos PostgreSQL vacía.`;

function targetOf(url: string): DatabaseSetting {
  // The same reading the server does of DATABASE_URL.
  return loadConfig({ DATABASE_URL: url }).database;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: 'string' }, force: { type: 'boolean' } } });
  const config = loadConfig();
  const [command, file] = positionals;
  if (command === 'now') {
    const taken = await takeBackup(config.database, config.backups, new Date());
    console.log(`Copia hecha: ${taken.file} (${(taken.bytes / 1024).toFixed(0)} KB).`);
    return 0;
  }
  if (command === 'list') {
    const backups = listBackups(config.backups.dir);
    if (backups.length === 0) console.log(`No hay copias en ${config.backups.dir}.`);
    for (const backup of backups) console.log(`${backup.takenAt.toISOString()}  ${(backup.bytes / 1024).toFixed(0).padStart(8)} KB  ${backup.file}`);
    return 0;
  }
  if (command === 'restore' && file && values.to) {
    const target = targetOf(values.to);
    await restoreBackup(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), target, { force: values.force ?? false });
    console.log(`Copia restaurada en ${target.kind === 'sqlite' ? target.file : values.to.replace(/\/\/[^@/]*@/, '//***@')}.`);
    return 0;
  }
  console.error(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (error: unknown) => {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
