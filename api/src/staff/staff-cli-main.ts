// The process behind `npm run staff -w api`: opens the configured database (migrated, and seeded
// when empty, as the server would), runs one staff-cli.ts command and exits with its code.
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { runStaffCli } from './staff-cli.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const config = loadConfig();
const db = createDatabase(config.database);
let code = 1;
try {
  await prepareDatabase(db, config.mediaDir);
  code = await runStaffCli(db, process.argv.slice(2), {
    readStdin,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    now: () => new Date(),
    publicUrl: config.publicUrl,
  });
} finally {
  await db.destroy();
}
process.exit(code);
