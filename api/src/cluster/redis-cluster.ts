// The Redis implementation of Cluster: rate limits in @fastify/rate-limit's Redis store, events on
// one pub/sub channel. Two connections, since a subscribed Redis connection can do nothing else.
// Commands never queue while Redis is away (the rate limits then count in memory, see
// rate-limit-store.ts), and ioredis reconnects and re-subscribes by itself.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Listeners, type Cluster, type ClusterStatus, type RateLimitStoreOptions } from './cluster.ts';
import { rateLimitStore } from './rate-limit-store.ts';

export interface RedisClusterOptions {
  url: string;
  /** prefix of every key and of the channel */
  prefix: string;
  log: { warn(message: string): void; info(message: string): void };
}

interface Envelope {
  from: string;
  topic: string;
  payload: string;
}

export class RedisCluster implements Cluster {
  readonly kind = 'redis';
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #prefix: string;
  readonly #commands: Redis;
  readonly #subscriber: Redis;
  readonly #listeners = new Listeners();
  readonly #linkListeners: ((up: boolean) => void)[] = [];
  #log: RedisClusterOptions['log'];
  #subscribed = false;
  #closing = false;

  constructor({ url, prefix, log }: RedisClusterOptions) {
    this.#prefix = prefix;
    this.#channel = `${prefix}events`;
    this.#log = log;
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000, retryStrategy: (times: number) => Math.min(times * 200, 2000) };
    this.#commands = new Redis(url, options);
    // The subscriber may queue its SUBSCRIBE until the connection is up.
    this.#subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
    let lastError = '';
    const onError = (error: Error) => {
      // ioredis reports every failed reconnection; say it once per distinct failure.
      if (error.message !== lastError && !this.#closing) this.#log.warn(`Redis: ${error.message}`);
      lastError = error.message;
    };
    this.#commands.on('error', onError);
    this.#subscriber.on('error', onError);
    this.#subscriber.on('ready', () => {
      lastError = '';
      void this.#subscriber.subscribe(this.#channel).then(() => this.#setLink(true), (error: Error) => onError(error));
    });
    this.#subscriber.on('close', () => this.#setLink(false));
    this.#subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.#channel) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      // Our own events already ran locally when published.
      if (envelope.from !== this.#id) this.#listeners.emit(envelope.topic, envelope.payload);
    });
  }

  #setLink(up: boolean): void {
    if (up === this.#subscribed) return;
    this.#subscribed = up;
    if (!this.#closing) this.#log[up ? 'info' : 'warn'](up ? 'Redis: listening to other instances' : 'Redis: lost the link to other instances; caching paused');
    for (const listener of this.#linkListeners) listener(up);
  }

  /** Logs through another logger from now on (the app's, once it exists). */
  setLog(log: { warn(message: string): void; info(message: string): void }): void {
    this.#log = log;
  }

  /** Resolves once both connections are up and subscribed, or after timeoutMs (then the link is down and heals later). */
  async ready(timeoutMs = 5000): Promise<boolean> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (this.#subscribed && this.#commands.status === 'ready') return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  }

  rateLimitStore(): RateLimitStoreOptions {
    const store = rateLimitStore({
      redis: this.#commands, prefix: `${this.#prefix}rate:`,
      onFallback: (error) => this.#log.warn(`Redis: rate limits count in this instance's memory until it answers again (${error.message})`),
    });
    return { store: store as unknown as FastifyRateLimitStoreCtor };
  }

  async publish(topic: string, payload: string): Promise<void> {
    this.#listeners.emit(topic, payload);
    const envelope: Envelope = { from: this.#id, topic, payload };
    try {
      await this.#commands.publish(this.#channel, JSON.stringify(envelope));
    } catch (error) {
      this.#log.warn(`Redis: could not tell the other instances about "${topic}": ${(error as Error).message}`);
    }
  }

  subscribe(topic: string, listener: (payload: string) => void): void {
    this.#listeners.add(topic, listener);
  }

  onLinkChange(listener: (up: boolean) => void): void {
    this.#linkListeners.push(listener);
  }

  status(): ClusterStatus {
    return this.#subscribed && this.#commands.status === 'ready' ? 'ok' : 'down';
  }

  async readShared(key: string): Promise<string | null> {
    if (this.status() !== 'ok') return null;
    try {
      return await this.#commands.get(`${this.#prefix}shared:${key}`);
    } catch (error) {
      this.#log.warn(`Redis: could not read a shared value: ${(error as Error).message}`);
      return null;
    }
  }

  async writeShared(key: string, value: string, ttlMs: number): Promise<void> {
    if (this.status() !== 'ok') return;
    try {
      await this.#commands.set(`${this.#prefix}shared:${key}`, value, 'PX', Math.max(1, Math.round(ttlMs)));
    } catch (error) {
      this.#log.warn(`Redis: could not store a shared value: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#subscriber.disconnect();
    this.#commands.disconnect();
  }
}
