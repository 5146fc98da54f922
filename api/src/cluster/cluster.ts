// What instances of the portal share when several run behind one load balancer: rate-limit
// counters and "this data changed" events. One small interface, two implementations: in-process
// (one instance, the default) and Redis (REDIS_URL). Features never talk to Redis themselves:
// a write route declares `config.rateLimit` (counted in the store this interface provides), and a
// write calls `ctx.cache.invalidate(prefix)` (broadcast to every instance through publish()).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimitStore } from './rate-limit-store.ts';

/**
 * The options @fastify/rate-limit is registered with: one store (rate-limit-store.ts) whose
 * counters every instance shares through Redis, and which counts in memory when Redis does not
 * answer, so a limit never turns off.
 */
export interface RateLimitStoreOptions {
  store: FastifyRateLimitStoreCtor;
}

/** Whether this instance hears every other instance's events: 'absent' means there are no others. */
export type ClusterStatus = 'absent' | 'ok' | 'down';

export interface Cluster {
  /** 'in-process' or 'redis', for the log and /readyz */
  readonly kind: 'in-process' | 'redis';
  /** The options for @fastify/rate-limit (its counters: in Redis, or in memory). */
  rateLimitStore(): RateLimitStoreOptions;
  /** Sends an event to every instance; this instance's listeners run at once, before it resolves. */
  publish(topic: string, payload: string): Promise<void>;
  /** Runs listener for each event on topic, whichever instance published it. */
  subscribe(topic: string, listener: (payload: string) => void): void;
  /**
   * Runs listener with false when events may be missed from now on (connection lost) and with
   * true once they flow again; a read cache stops caching in between.
   */
  onLinkChange(listener: (up: boolean) => void): void;
  status(): ClusterStatus;
  /**
   * A value every instance may read (a rendered page), or null: none stored, no store (one
   * instance), or the store did not answer. Never throws: a shared value is only ever a shortcut.
   */
  readShared(key: string): Promise<string | null>;
  /** Stores a value for every instance for ttlMs; a failure is only logged. */
  writeShared(key: string, value: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** One listener registry, shared by both implementations. */
export class Listeners {
  #byTopic = new Map<string, ((payload: string) => void)[]>();

  add(topic: string, listener: (payload: string) => void): void {
    this.#byTopic.set(topic, [...(this.#byTopic.get(topic) ?? []), listener]);
  }

  emit(topic: string, payload: string): void {
    for (const listener of this.#byTopic.get(topic) ?? []) listener(payload);
  }
}

/** A single instance: events stay in this process and rate limits count in its memory. */
export class LocalCluster implements Cluster {
  readonly kind = 'in-process';
  #listeners = new Listeners();

  rateLimitStore(): RateLimitStoreOptions {
    return { store: rateLimitStore({ redis: null, prefix: '' }) as unknown as FastifyRateLimitStoreCtor };
  }

  async publish(topic: string, payload: string): Promise<void> {
    this.#listeners.emit(topic, payload);
  }

  subscribe(topic: string, listener: (payload: string) => void): void {
    this.#listeners.add(topic, listener);
  }

  onLinkChange(): void {
    // Nothing to lose in one process.
  }

  status(): ClusterStatus {
    return 'absent';
  }

  async readShared(): Promise<string | null> {
    // One process: its own memory is the only store.
    return null;
  }

  async writeShared(): Promise<void> {}

  async close(): Promise<void> {}
}
