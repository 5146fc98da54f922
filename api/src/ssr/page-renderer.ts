// Server rendering of a page (issue 20): loads the page's data, asks the shell's renderer for the
// HTML, and keeps the result a short while per customer, path, language, registry and data
// version. Whatever goes wrong (no server build, a remote that fails or is slow, a component that
// throws, a renderer that hangs) the page is still answered: at worst without server HTML, and
// the browser renders it as before.
import { CSRF_MARK, newNonce } from '../hosting/hosting-page.ts';
import { createHash } from 'node:crypto';
import type { Cluster } from '../cluster/cluster.ts';
import { pageTags } from './page-tags.ts';
import type { PagePurge } from './page-purge.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BootData, ServerRenderOutput, SiteConfig } from '@portal/contract';
import type { OwnedRoute } from '@portal/pages';
import type { PortalMetrics, RenderOutcome } from '../metrics/metrics.ts';
import type { Registry } from '../registry/registry.ts';
import { ownApi, pageDataLoaders, shortnameOf } from './page-data.ts';
import type { ShellRenderer, ShellSsr } from './shell-renderer.ts';

/** A rendered page: the HTML for #root, the styles for <head>, and the boot block's `ssr`. */
export interface RenderedPage extends ServerRenderOutput {
  data: Record<string, unknown>;
  renderedAt: number;
  /** Set when the render may be reused (the HTML cache's key); null for a page of one response. */
  cacheKey: string | null;
  /**
   * The CSP nonce of every response of this render that a shared cache may hold: chosen when the
   * render is made, so content written before it cannot know it (docs/security.md, "Shared caches").
   */
  nonce: string;
  /** What the page shows (page-tags.ts): a purge of any of them drops it. */
  tags: string[];
  /** A remote's page was left to the browser: kept a moment here, never shared (Redis, a CDN). */
  partial?: boolean;
}

export interface PageRenderRequest {
  host: string;
  /** The visitor's address: the server's own API calls count against the visitor's rate limits. */
  visitorIp: string;
  origin: string;
  customerId: string;
  url: string;
  language: string;
  registry: Registry;
  /** Per remote, the tag of its current manifest (a redeploy changes it). */
  versions: Record<string, string>;
  /** The route the path matched (null for the shell's own pages and the 404 page), and its params. */
  route: OwnedRoute | null;
  params: Record<string, string>;
  boot: BootData;
  /** More server data for this one response (a form's outcome): such a page is never cached. */
  extraData?: Record<string, unknown>;
  /** The request's logger, so a render's warnings carry its request id; the app's by default. */
  log?: FastifyBaseLogger;
}

/** Stands for the response's anti-forgery token in rendered HTML, which may be reused for other visitors (random per process). */
export const CSRF_PLACEHOLDER = CSRF_MARK;

// A renderer that has not answered in this time is abandoned; the page goes out without its HTML.
const RENDER_DEADLINE_MS = 1500;
const CACHE_ENTRIES = 500;
const DATA_FRESH_MS = 1000;
// A page with a remote left to the browser is kept this long: the remote is tried again soon, but
// not by every visitor. Rendering it per visitor while the remote loaded under a crowd kept the
// instance too busy to load it (npm run bench:peak).
const PARTIAL_KEPT_MS = 1000;

/** A page whose data must be fresh on every request (the certificate and receipt checks). */
function uncacheable(request: PageRenderRequest): boolean {
  return request.route?.serverData?.some((name) => name === 'certificate' || name === 'receipt') ?? false;
}

/** `<manifest folder>/server/remoteEntry.js?v=<manifest tag>`: a redeploy is a new URL, so a fresh load. */
export function serverEntryUrl(manifestUrl: string, origin: string, version: string): string {
  const url = new URL('server/remoteEntry.js', new URL(manifestUrl, origin));
  if (version) url.searchParams.set('v', version);
  return url.href;
}

export class PageRenderer {
  #cache = new Map<string, { page: RenderedPage; expires: number }>();
  // Renders under way, by cache key: concurrent requests for the same page share one.
  #inFlight = new Map<string, Promise<RenderedPage | null>>();
  #dataCache = new Map<string, { data: Promise<Record<string, unknown>>; expires: number }>();
  // The remote builds (server entries) already warmed up, by their URLs.
  #warmed = new Set<string>();
  readonly #app: FastifyInstance;
  readonly #shell: ShellRenderer;
  readonly #log: FastifyBaseLogger;
  readonly #budgetMs: number;
  readonly #cacheMs: number;
  readonly #metrics: PortalMetrics | null;
  readonly #cluster: Cluster | null;

  constructor(app: FastifyInstance, shell: ShellRenderer, { remoteBudgetMs, cacheMs, cluster = null, purge = null }: { remoteBudgetMs: number; cacheMs: number; cluster?: Cluster | null; purge?: PagePurge | null }) {
    this.#app = app;
    this.#cluster = cluster;
    // A change on any instance drops the pages showing it, and the data they were rendered from
    // (kept up to a second), so the next visitor's page is rendered from the new data at once.
    purge?.onPurge((tags) => this.#forget(tags));
    this.#shell = shell;
    this.#log = app.log;
    this.#budgetMs = remoteBudgetMs;
    this.#cacheMs = cacheMs;
    this.#metrics = app.hasDecorator('metrics') ? app.metrics : null;
  }

  /** The rendered page, or null when it can only be rendered in the browser. */
  async render(request: PageRenderRequest): Promise<RenderedPage | null> {
    const started = performance.now();
    // Which page (its route pattern, a bounded label) and how it went, for the metrics.
    const observe = (outcome: RenderOutcome) => this.#metrics?.render(request.route?.path ?? 'shell', outcome, (performance.now() - started) / 1000);
    try {
      const renderer = await this.#shell.get();
      if (!renderer) return null;
      const extra = request.extraData && Object.keys(request.extraData).length > 0 ? request.extraData : null;
      const data = { ...(await this.#recentData(request)), ...extra };
      const serverEntries = Object.fromEntries(Object.entries(request.registry).map(([name, manifest]) => [name, serverEntryUrl(manifest, request.origin, request.versions[name] ?? '')]));
      this.#warm(renderer, serverEntries, request.boot.routes);
      const key = cacheKey(request, serverEntries, data, this.#shell.version);
      if (extra || uncacheable(request)) return await this.#renderNow(renderer, request, serverEntries, data, key, false, observe);
      const cached = this.#cache.get(key);
      if (cached && cached.expires > Date.now()) {
        observe('cached');
        return cached.page;
      }
      // One render per page at a time: the visitors who ask for a page while it is being rendered
      // wait for that render, and a page whose time is up is still answered while its next render
      // runs. Without this, a page's expiry under a crowd started one render per visitor, and the
      // renders together held both cores for seconds (npm run bench:peak).
      let pending = this.#inFlight.get(key);
      if (!pending) {
        // Never rejects: a render in the background has no request left to answer with its error.
        pending = this.#sharedOrRendered(renderer, request, serverEntries, data, key, observe)
          .catch((error: unknown) => {
            (request.log ?? this.#log).error({ err: error, url: request.url }, 'server rendering failed; the page is rendered in the browser');
            observe('failed');
            return null;
          })
          .finally(() => this.#inFlight.delete(key));
        this.#inFlight.set(key, pending);
        if (!cached) return await pending;
      }
      if (cached) {
        observe('cached');
        return cached.page;
      }
      const shared = await pending;
      observe('cached');
      return shared;
    } catch (error) {
      (request.log ?? this.#log).error({ err: error, url: request.url }, 'server rendering failed; the page is rendered in the browser');
      observe('failed');
      return null;
    }
  }

  /**
   * The page another instance rendered from the same data (the cluster's shared store, with Redis),
   * else a render of its own, which it then shares. Checked once per page and expiry: the
   * single-flight above asks on behalf of every visitor waiting.
   */
  async #sharedOrRendered(renderer: ShellSsr, request: PageRenderRequest, serverEntries: Record<string, string>, data: Record<string, unknown>, key: string, observe: (outcome: RenderOutcome) => void): Promise<RenderedPage | null> {
    if (this.#cluster && this.#cacheMs > 0) {
      const stored = await this.#cluster.readShared(`page:${key}`);
      const page = stored ? parseShared(stored, key, CSRF_PLACEHOLDER) : null;
      if (page) {
        this.#remember(key, page);
        observe('shared');
        return page;
      }
    }
    const page = await this.#renderNow(renderer, request, serverEntries, data, key, true, observe);
    // With the placeholder this process writes for the token: the reader's own differs.
    if (page?.cacheKey && !page.partial && this.#cluster) void this.#cluster.writeShared(`page:${key}`, JSON.stringify({ page, csrfMark: CSRF_PLACEHOLDER }), this.#cacheMs);
    return page;
  }

  /** Drops the kept pages carrying any of `tags`, and the recent data (a purge is a change). */
  #forget(tags: string[]): void {
    const purged = new Set(tags);
    for (const [key, entry] of this.#cache) if (entry.page.tags.some((tag) => purged.has(tag))) this.#cache.delete(key);
    this.#dataCache.clear();
  }

  /** Renders the page now; `reusable` pages are kept for the next visitors. */
  async #renderNow(renderer: ShellSsr, request: PageRenderRequest, serverEntries: Record<string, string>, data: Record<string, unknown>, key: string, reusable: boolean, observe: (outcome: RenderOutcome) => void): Promise<RenderedPage | null> {
    const renderedAt = Date.now();
    const boot = { ...request.boot, csrfToken: CSRF_PLACEHOLDER, ssr: { data, modules: [], language: request.language, renderedAt } };
    const output = await withDeadline(renderer.renderPage({ url: request.url, boot, language: request.language, serverEntries, remoteBudgetMs: this.#budgetMs }), RENDER_DEADLINE_MS);
    if (!output) {
      (request.log ?? this.#log).warn({ url: request.url }, 'server rendering took too long; the page is rendered in the browser');
      observe('timeout');
      return null;
    }
    if (output.skipped.length > 0) (request.log ?? this.#log).warn({ url: request.url, modules: output.skipped }, 'server rendering left a remote page to the browser');
    const kept = reusable && this.#cacheMs > 0;
    const partial = output.skipped.length > 0;
    const page: RenderedPage = { ...output, data, renderedAt, cacheKey: kept ? key : null, nonce: newNonce(), tags: pageTags(request.customerId, data), ...(partial ? { partial } : {}) };
    if (kept) this.#remember(key, page, partial ? Math.min(PARTIAL_KEPT_MS, this.#cacheMs) : this.#cacheMs);
    observe(output.skipped.length > 0 ? 'partial' : 'rendered');
    return page;
  }

  /**
   * The page's data, loaded at most once a second per customer, host and address: under load, the
   * API answers (site config, catalogue…) are not asked for again by every request. A change made
   * by staff shows within a second, plus the HTML cache's own time.
   */
  #recentData(request: PageRenderRequest): Promise<Record<string, unknown>> {
    // A certificate check is never reused: a revocation shows at once, and each check counts
    // against its visitor's rate limit (as GET /api/v2/certificate/validate/ answers no-store).
    if (uncacheable(request)) return this.#data(request);
    const key = `${request.customerId}|${request.host}|${request.url}`;
    const now = Date.now();
    const known = this.#dataCache.get(key);
    if (known && known.expires > now) return known.data;
    const data = this.#data(request);
    if (this.#dataCache.size >= CACHE_ENTRIES) this.#dataCache.clear();
    this.#dataCache.set(key, { data, expires: now + DATA_FRESH_MS });
    data.catch(() => this.#dataCache.delete(key));
    return data;
  }

  async #data(request: PageRenderRequest): Promise<Record<string, unknown>> {
    const { get, post, getAnswer } = ownApi(this.#app, request.host, request.visitorIp);
    // The envelope's data, as the shared client hands it to the shell.
    const site = ((await get('/api/config/site/')) as { data?: SiteConfig } | null)?.data ?? null;
    const data: Record<string, unknown> = {};
    if (site) data.site = site;
    const shortname = shortnameOf(site, request.customerId);
    for (const name of request.route?.serverData ?? []) {
      const loader = pageDataLoaders[name];
      const value = loader ? await loader({ get, post, getAnswer, shortname, customerId: request.customerId, params: request.params, query: new URL(request.url, 'http://portal.invalid').searchParams }) : null;
      if (value !== null && value !== undefined) data[name] = value;
    }
    return data;
  }

  /** Loads, in the background, every page of remote builds this server has not rendered from yet. */
  #warm(renderer: ShellSsr, serverEntries: Record<string, string>, routes: BootData['routes']): void {
    const fresh = Object.entries(serverEntries).filter(([, entry]) => !this.#warmed.has(entry));
    if (fresh.length === 0) return;
    for (const [, entry] of fresh) this.#warmed.add(entry);
    const names = new Set(fresh.map(([name]) => name));
    const modules = [...new Set(routes.filter((route) => names.has(route.remote)).map((route) => `${route.remote}/${route.module.replace(/^\.\//, '')}`))];
    renderer.warmRemotes({ serverEntries, modules }).catch((error: unknown) => this.#log.warn({ err: error }, 'could not warm up the remotes for server rendering'));
  }

  #remember(key: string, page: RenderedPage, ms = this.#cacheMs): void {
    if (this.#cache.size >= CACHE_ENTRIES) {
      const now = Date.now();
      for (const [old, entry] of this.#cache) if (entry.expires <= now) this.#cache.delete(old);
      if (this.#cache.size >= CACHE_ENTRIES) this.#cache.delete(this.#cache.keys().next().value!);
    }
    this.#cache.set(key, { page, expires: Date.now() + ms });
  }
}

/** The shell's build, customer, path, language, the remote builds, the data's version and whether it is the 404 page: what the HTML depends on. */
function cacheKey(request: PageRenderRequest, serverEntries: Record<string, string>, data: Record<string, unknown>, shellVersion: number): string {
  const versions = Object.entries(data).map(([name, value]) => `${name}:${dataVersion(value)}`);
  return createHash('sha1')
    .update(JSON.stringify([shellVersion, request.customerId, request.host, request.url, request.language, serverEntries, versions, request.boot.routes.length, request.boot.notFound === true]))
    .digest('base64url');
}

// The site config and the catalogue carry a version; anything else is hashed whole.
function dataVersion(value: unknown): string {
  const own = (value as { version?: unknown; config?: { version?: unknown } } | null) ?? {};
  const version = own.version ?? own.config?.version;
  return typeof version === 'string' || typeof version === 'number' ? String(version) : createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/**
 * A page read from the shared store, when it is one (a store another version wrote may hold
 * anything), with the writer's token placeholder (random per process) turned into `ownMark`.
 */
function parseShared(text: string, key: string, ownMark: string): RenderedPage | null {
  try {
    const { page, csrfMark } = JSON.parse(text) as { page?: Partial<RenderedPage>; csrfMark?: unknown };
    const valid = page !== undefined && typeof csrfMark === 'string' && csrfMark.length >= 16 && page.cacheKey === key && typeof page.html === 'string'
      && typeof page.styles === 'string' && typeof page.nonce === 'string' && Array.isArray(page.tags) && Array.isArray(page.modules)
      && typeof page.renderedAt === 'number' && typeof page.data === 'object';
    return valid ? { ...(page as RenderedPage), html: page.html!.replaceAll(csrfMark, ownMark) } : null;
  } catch {
    return null;
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); })]).finally(() => clearTimeout(timer));
}
