// Entry point: migrate, seed an empty database, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureDemoMedia, isEmpty, seedDemo } from './db/seed.ts';

const config = loadConfig();
const db = createDatabase(config.database);
await migrateToLatest(db);
if (await isEmpty(db)) await seedDemo(db, config.mediaDir);
// The media folder is not in git; draw any demo image that is missing (e.g. a fresh clone
// pointed at an existing PostgreSQL database).
ensureDemoMedia(config.mediaDir);

const app = await buildApp({ config, db });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, finishing open requests`);
  // Requests still running after 10 s are abandoned rather than blocking a deploy.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const where = config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL';
app.log.info(`Portal at http://localhost:${config.port}/ (data: ${where})`);
