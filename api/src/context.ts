// What every route plugin receives from app.ts.
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { PrecompressSummary } from './http/precompress.ts';
import type { ReadCache } from './http/read-cache.ts';
import type { RemoteRegistry } from './hosting/registry.ts';

export interface AppContext {
  config: Config;
  db: Db;
  cache: ReadCache;
  registry: RemoteRegistry;
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
