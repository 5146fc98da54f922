// Redis for the tests that need one (127.0.0.1:6379 on the development and CI machines): skipped
// with a notice when unreachable, required when CI=true, like PostgreSQL.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisAvailable = await redisReachable();
if (!redisAvailable) {
  if (process.env.CI === 'true') throw new Error(`Redis is required when CI=true but ${redisUrl} is unreachable`);
  console.log(`# notice: Redis at ${redisUrl} is unreachable; multi-instance tests are skipped`);
}

/** A key prefix of its own for one test run, so runs sharing a Redis never see each other. */
export function randomRedisPrefix(): string {
  return `portal-test-${randomBytes(5).toString('hex')}:`;
}

/** Deletes every key under a prefix. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}
