// Purging rendered pages by tag (page-tags.ts) on every instance, and in a CDN: a change published
// on one instance reaches the others' page caches through the cluster (Redis pub/sub, within a few
// milliseconds), and the instance that made it tells the CDN once, at CDN_PURGE_URL
// (docs/operations.md, "Purging a CDN").
import type { FastifyBaseLogger } from 'fastify';
import type { Cluster } from '../cluster/cluster.ts';

const TOPIC = 'pages:purge';
const CDN_TIMEOUT_MS = 5000;

export interface PurgeSettings {
  cdnPurgeUrl: string | null;
  cdnPurgeToken: string | null;
}

export class PagePurge {
  readonly #cluster: Cluster;
  readonly #settings: PurgeSettings;
  readonly #log: () => Pick<FastifyBaseLogger, 'warn'>;
  readonly #listeners: ((tags: string[]) => void)[] = [];

  constructor(cluster: Cluster, settings: PurgeSettings, log: () => Pick<FastifyBaseLogger, 'warn'>) {
    this.#cluster = cluster;
    this.#settings = settings;
    this.#log = log;
    cluster.subscribe(TOPIC, (payload) => {
      let tags: unknown;
      try {
        tags = JSON.parse(payload);
      } catch {
        return;
      }
      if (Array.isArray(tags)) this.#emit(tags.filter((tag): tag is string => typeof tag === 'string'));
    });
  }

  /** Runs listener with the tags of every purge, from whichever instance. */
  onPurge(listener: (tags: string[]) => void): void {
    this.#listeners.push(listener);
  }

  /** Purges the pages carrying any of `tags` here, on every other instance, and in the CDN. */
  purge(tags: string[]): void {
    if (tags.length === 0) return;
    void this.#cluster.publish(TOPIC, JSON.stringify(tags));
    if (this.#settings.cdnPurgeUrl) void this.#tellCdn(this.#settings.cdnPurgeUrl, tags);
  }

  #emit(tags: string[]): void {
    for (const listener of this.#listeners) listener(tags);
  }

  async #tellCdn(url: string, tags: string[]): Promise<void> {
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.#settings.cdnPurgeToken ? { authorization: `Bearer ${this.#settings.cdnPurgeToken}` } : {}) },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(CDN_TIMEOUT_MS),
      });
      // The pages then stay in the CDN until their s-maxage runs out: said, never thrown.
      if (!answer.ok) this.#log().warn({ status: answer.status, tags }, 'the CDN refused a purge; its copies expire with their s-maxage');
    } catch (error) {
      this.#log().warn({ err: error, tags }, 'could not reach the CDN to purge; its copies expire with their s-maxage');
    }
  }
}
