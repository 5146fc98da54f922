// npm run seed -w api -- [--procedures N]
// Replaces the demo content (contact messages are kept) in the configured database; with
// --procedures N, customer 1 gets N generated procedures for benchmarks.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { clearContent, seedDemo } from './seed.ts';

const { values } = parseArgs({ options: { procedures: { type: 'string' } } });
const procedures = values.procedures === undefined ? undefined : Number(values.procedures);
if (procedures !== undefined && (!Number.isInteger(procedures) || procedures < 0 || procedures > 1_000_000)) {
  console.error('--procedures must be an integer between 0 and 1000000');
  process.exit(2);
}
const config = loadConfig();
const db = createDatabase(config.database, { requestTimeouts: false });
try {
  await migrateToLatest(db);
  await clearContent(db);
  const started = performance.now();
  await seedDemo(db, config.mediaDir, { procedures });
  console.log(`Seeded demo content${procedures !== undefined ? ` with ${procedures} procedures` : ''} in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await db.destroy();
}
