// Several real server processes on one PostgreSQL schema and one Redis prefix of their own: the
// multi-instance tests' common setup (a shell build folder, a registry, the environment), and its
// teardown.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminToken, defaultRegistry, indexHtml, postgresUrl } from './test-app.ts';
import { dropRedisPrefix, randomRedisPrefix, redisUrl } from './redis.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface Instances {
  /** what each was started with: start another (or the same port again) with it */
  env: Record<string, string>;
  servers: ServerProcess[];
  /** a connection to the instances' schema */
  client: pg.Client;
  close(): Promise<void>;
}

/** `prepareShell` writes more into the shell build folder before the instances start (a server build). */
export async function startInstances(count: number, extraEnv: Record<string, string> = {}, { prepareShell }: { prepareShell?: (shellDist: string) => void } = {}): Promise<Instances> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const prefix = randomRedisPrefix();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), indexHtml);
  prepareShell?.(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(defaultRegistry));
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.query(`set search_path to ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const env = {
    DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, SHELL_DIST: path.join(dir, 'shell'),
    MEDIA_DIR: path.join(dir, 'media'), REMOTES_FILE: path.join(dir, 'remotes.json'), ADMIN_TOKENS: adminToken, ...extraEnv,
  };
  const instances: Instances = {
    env, client,
    // All start together on an empty database: one migrates and seeds, the others wait for it.
    servers: await Promise.all(Array.from({ length: count }, () => startServer(env))),
    async close() {
      await Promise.all(instances.servers.map((server) => server.stop()));
      await client.query(`drop schema ${schema} cascade`).catch(() => {});
      await client.end();
      await dropRedisPrefix(prefix);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return instances;
}
