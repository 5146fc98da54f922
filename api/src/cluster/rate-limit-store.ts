// The counters of every rate limit (@fastify/rate-limit's `store` option), for both kinds of cluster.
// - A route counts in its own budget (its method and URL), unless its `rateLimit.groupId` names a
//   budget several routes share: every code look-up ('code-lookup') or the certificate check, JSON,
//   PDF and HTML page ('certificate-check'), so a client cannot multiply its guesses by the routes.
// - With Redis the count is shared by every instance (one Lua script: increment and expiry in one
//   step). When Redis does not answer, the same limits are counted in this process's memory: a
//   limit never turns off (fail closed), it only becomes per instance until Redis is back.
import type { Redis } from 'ioredis';

export interface Counted {
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

type Done = (error: Error | null, result: Counted | null) => void;

/** The part of the route options @fastify/rate-limit hands a child store. */
interface RouteParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed-window counters in memory, one map for every route of the process. */
export class MemoryCounters {
  readonly #entries = new Map<string, { count: number; resetAt: number }>();
  readonly #maxEntries: number;

  constructor(maxEntries = 100_000) {
    this.#maxEntries = maxEntries;
  }

  incr(key: string, windowMs: number, now = Date.now()): Counted {
    let entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (!entry && this.#entries.size >= this.#maxEntries) this.#sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.#entries.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  /** Drops ended windows; when every window is live, the oldest half (a flood of addresses must not grow memory without end). */
  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
    if (this.#entries.size < this.#maxEntries) return;
    let drop = Math.ceil(this.#maxEntries / 2);
    for (const key of this.#entries.keys()) {
      if (drop-- <= 0) break;
      this.#entries.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

const script = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type RedisWithCommand = Redis & { portalRateLimit(key: string, windowMs: number): Promise<[number, number]> };

export interface StoreOptions {
  /** the shared counters; null for a single instance */
  redis: Redis | null;
  /** prefix of the Redis keys */
  prefix: string;
  /** told once per outage when the memory counters take over */
  onFallback?: (error: Error) => void;
}

/** The budget a route counts in: its group when it names one, else its method and URL. */
export function budgetOf(params: RouteParams): string {
  if (params.groupId) return `group:${params.groupId}`;
  const method = Array.isArray(params.routeInfo?.method) ? params.routeInfo.method.join(',') : params.routeInfo?.method ?? '';
  return `${method}${params.routeInfo?.url ?? ''}`;
}

/** The store class @fastify/rate-limit is registered with (`store: rateLimitStore(…)`). */
export function rateLimitStore(options: StoreOptions) {
  const memory = new MemoryCounters();
  const redis = options.redis as RedisWithCommand | null;
  if (redis && typeof redis.portalRateLimit !== 'function') redis.defineCommand('portalRateLimit', { numberOfKeys: 1, lua: script });
  let failing = false;

  return class PortalRateLimitStore {
    readonly budget: string;
    readonly groupId: string;

    constructor(_params?: unknown, budget = '', groupId = '') {
      this.budget = budget;
      this.groupId = groupId;
    }

    child(params: RouteParams): PortalRateLimitStore {
      return new PortalRateLimitStore(undefined, budgetOf(params), params.groupId ?? '');
    }

    incr(key: string, done: Done, windowMs: number): void {
      // @fastify/rate-limit appends the groupId to the key of a route that declares one, but not for
      // app.createRateLimit() (the certificate page): drop it so both count under one key.
      const client = this.groupId !== '' && key.endsWith(this.groupId) ? key.slice(0, -this.groupId.length) : key;
      const full = `${this.budget}|${client}`;
      const inMemory = () => done(null, memory.incr(full, windowMs));
      if (!redis || redis.status !== 'ready') {
        inMemory();
        return;
      }
      redis.portalRateLimit(`${options.prefix}${full}`, windowMs).then(
        ([current, ttl]) => {
          failing = false;
          done(null, { current: Number(current), ttl: Number(ttl) });
        },
        (error: Error) => {
          if (!failing) options.onFallback?.(error);
          failing = true;
          inMemory();
        },
      );
    }
  };
}
