// What every route plugin receives from app.ts.
import type { Cluster } from './cluster/cluster.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { PrecompressSummary } from './http/precompress.ts';
import type { ReadCache } from './http/read-cache.ts';
import type { PagePurge } from './ssr/page-purge.ts';
import type { RemoteRegistry } from './registry/registry.ts';
import type { RouteTables } from './registry/route-tables.ts';
import type { OutboxWorker } from './modules/notifications/worker.ts';

export interface AppContext {
  config: Config;
  db: Db;
  cache: ReadCache;
  /** purges rendered pages by tag on every instance and in a CDN (ssr/page-purge.ts) */
  pages: PagePurge;
  registry: RemoteRegistry;
  /** what this instance shares with the others (rate limits, cache invalidation) */
  cluster: Cluster;
  routeTables: RouteTables;
  /** the clock sessions, lockouts and the audit log read (tests pass their own) */
  now: () => Date;
  /** delivers the e-mail outbox (started by server.ts; tests drain it) */
  mail: OutboxWorker;
  /**
   * Set when the instance is asked to stop: /readyz answers 503 so the load balancer sends it no
   * new visitors, while it still serves whatever reaches it (server.ts, SHUTDOWN_DRAIN_MS).
   */
  lifecycle: {
    draining: boolean;
    /** Set by server.ts once it has run the migrations before listening: /readyz need not ask again. */
    migrated?: boolean;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the context route plugins were built with (tests reach the cache and database through it) */
    context: AppContext;
    /**
     * Settles when every compressible shell file has its brotli and gzip forms stored (started when
     * the app is built, in the background; listen() never waits for it). Never rejects.
     */
    shellPrecompressed: Promise<PrecompressSummary>;
  }
}
