// Read endpoints answer from memory: the serialized body and its ETag are computed once and
// reused until a write calls invalidate(). A generation counter keeps a read that started
// before a write from storing its (now stale) answer after it. Compressed forms live in the
// entry, so they are made once per entry and go away with it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export class ReadCache {
  #entries = new Map<string, Promise<CachedBody>>();
  #generation = 0;
  readonly #maxEntries: number;

  constructor(maxEntries = 5000) {
    this.#maxEntries = maxEntries;
  }

  /** Returns the cached body for key, producing it (once, even under concurrency) when missing. */
  get(key: string, produce: () => Promise<string | Buffer | ArrayBuffer>): Promise<CachedBody> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const pending = produce().then((raw) => {
      const body = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw as ArrayBuffer);
      return { body, etag: etagOf(body), encodings: new EncodedBody(() => body, cachedAnswerLevel) };
    });
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, pending);
    // Failures and answers produced across an invalidation are not kept.
    pending.then(
      () => { if (generation !== this.#generation && this.#entries.get(key) === pending) this.#entries.delete(key); },
      () => { if (this.#entries.get(key) === pending) this.#entries.delete(key); },
    );
    return pending;
  }

  /** Drops every entry; call after any write that changes what a read returns. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

/** Sends a cached JSON body, compressed when the client accepts it, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): Promise<FastifyReply> {
  reply.header('cache-control', 'no-cache');
  return sendStored(request, reply, { body: () => cached.body, size: cached.body.length, etag: cached.etag, encodings: cached.encodings }, 'application/json; charset=utf-8');
}
