// Read endpoints answer from memory: the serialized body and its ETag are computed once and
// reused until a write calls invalidate(). A generation counter keeps a read that started
// before a write from storing its (now stale) answer after it. Compressed forms live in the
// entry, so they are made once per entry and go away with it.
// invalidate() goes through the Cluster, so every instance drops the same entries; while this
// instance may miss other instances' events (Redis link down) it stops caching altogether. With
// several instances an entry also lasts at most UNCONFIRMED_TTL_MS: an instance whose Redis is down
// cannot tell the others about its writes, and nothing confirms that they heard, so a stale answer
// lives seconds, never until the next write.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LocalCluster, type Cluster } from '../cluster/cluster.ts';
import { cachedAnswerLevel, EncodedBody, sendStored } from './compression.ts';

export interface CachedBody {
  /** UTF-8 bytes, encoded once: re-encoding a large string on every hit costs more than the lookup */
  body: Buffer;
  etag: string;
  /** brotli and gzip forms, made on first request for each and dropped with the entry */
  encodings: EncodedBody;
}

/** Strong ETag of a body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

const invalidationTopic = 'cache:invalidate';

/** How long an entry lasts when other instances' invalidations cannot be confirmed (Redis cluster). */
export const UNCONFIRMED_TTL_MS = 5000;

function toCached(raw: string | Buffer | ArrayBuffer): CachedBody {
  const body = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw as ArrayBuffer);
  return { body, etag: etagOf(body), encodings: new EncodedBody(() => body, cachedAnswerLevel) };
}

export class ReadCache {
  #entries = new Map<string, Promise<CachedBody>>();
  #expires = new Map<string, number>();
  readonly #ttlMs: number;
  #generation = 0;
  #paused = false;
  readonly #maxEntries: number;
  readonly #cluster: Cluster;
  #lookups: ((key: string, hit: boolean) => void) | null = null;

  constructor(maxEntries = 5000, cluster: Cluster = new LocalCluster(), ttlMs = cluster.kind === 'in-process' ? Infinity : UNCONFIRMED_TTL_MS) {
    this.#maxEntries = maxEntries;
    this.#cluster = cluster;
    this.#ttlMs = ttlMs;
    cluster.subscribe(invalidationTopic, (prefix) => this.#drop(prefix));
    cluster.onLinkChange((up) => {
      // Events may have been missed while the link was down: start again from the database.
      this.#paused = !up;
      this.#drop('');
    });
  }

  /** Returns the cached body for key, producing it (once, even under concurrency) when missing. */
  get(key: string, produce: () => Promise<string | Buffer | ArrayBuffer>): Promise<CachedBody> {
    const hit = this.#entries.get(key);
    const fresh = hit !== undefined && (this.#expires.get(key) ?? Infinity) > Date.now();
    this.#lookups?.(key, fresh);
    if (fresh) return hit;
    if (hit) this.#entries.delete(key);
    if (this.#paused) return produce().then(toCached);
    const generation = this.#generation;
    const pending = produce().then(toCached);
    if (this.#entries.size >= this.#maxEntries) {
      this.#entries.clear();
      this.#expires.clear();
    }
    this.#entries.set(key, pending);
    if (Number.isFinite(this.#ttlMs)) this.#expires.set(key, Date.now() + this.#ttlMs);
    // Failures and answers produced across an invalidation are not kept.
    pending.then(
      () => { if (generation !== this.#generation && this.#entries.get(key) === pending) this.#entries.delete(key); },
      () => { if (this.#entries.get(key) === pending) this.#entries.delete(key); },
    );
    return pending;
  }

  /** Tells listener of each lookup and whether it was a hit (the metrics count them). */
  onLookup(listener: (key: string, hit: boolean) => void): void {
    this.#lookups = listener;
  }

  /** How many answers are stored. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Drops the entries whose key starts with prefix (every entry by default), here at once and on
   * every other instance; call after any write that changes what a read returns.
   */
  invalidate(prefix = ''): void {
    void this.#cluster.publish(invalidationTopic, prefix);
  }

  #drop(prefix: string): void {
    this.#generation += 1;
    if (prefix === '') {
      this.#entries.clear();
      this.#expires.clear();
      return;
    }
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}

/** Sends a cached JSON body, compressed when the client accepts it, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache');
  return sendStored(request, reply, { body: () => cached.body, size: cached.body.length, etag: cached.etag, encodings: cached.encodings }, 'application/json; charset=utf-8');
}
