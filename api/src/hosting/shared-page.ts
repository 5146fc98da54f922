// Which hosting pages a shared cache (a CDN, a proxy, the browser's own) may hold, and how they
// are sent: an anonymous visitor's rendered page is the same bytes for everybody (no anti-forgery
// token, the render's own CSP nonce), so it answers `public` with an ETag, and the tags of what it
// shows for a purge (docs/server-rendering.md, "Shared caches"). Anything of one visitor stays
// `private, no-store`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, varyOnEncoding } from '../http/compression.ts';
import { csrfCookieName, tlsCsrfCookieName } from '../http/csrf.ts';
import type { SharedCopy } from '../ssr/finished-pages.ts';

// Cookies that say nothing of who the visitor is (the language is keyed on, see Vary below; the
// anti-forgery cookie never reaches the page). Any other one (the staff session, the folder's,
// a tracking or payments lookup, a form's outcome, a canary bucket) makes the page private.
const ANONYMOUS_COOKIES = new Set(['lang', csrfCookieName, tlsCsrfCookieName]);

// Pages of one person whatever the visitor's cookies say: the console and the citizen's folder.
const PERSONAL_PATHS = [/^\/admin(?:[/?#]|$)/, /^\/mi-carpeta(?:[/?#]|$)/];

const HTML = 'text/html; charset=utf-8';

/** True when nothing about this request makes its page one visitor's. */
export function sharedCacheMayHold(request: FastifyRequest, reply: FastifyReply, { pathname, canary, maxAge }: { pathname: string; canary: boolean; maxAge: number }): boolean {
  if (maxAge <= 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  if (PERSONAL_PATHS.some((path) => path.test(pathname))) return false;
  // A customer trying a canary build sends different pages to its two buckets.
  if (canary || reply.hasHeader('set-cookie')) return false;
  if (request.headers.authorization) return false;
  return Object.keys(request.cookies).every((name) => ANONYMOUS_COOKIES.has(name));
}

/** True when If-None-Match names `etag` (or is `*`). */
function known(request: FastifyRequest, etags: string[]): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const listed = header.split(',').map((value) => value.trim().replace(/^W\//, ''));
  return listed.includes('*') || listed.some((value) => etags.includes(value));
}

/** Sends the shared copy (gzipped when accepted) or 304, with the headers a shared cache keeps it by. */
export function sendSharedPage(request: FastifyRequest, reply: FastifyReply, copy: SharedCopy, { tags, language, maxAge, stale }: { tags: string[]; language: string; maxAge: number; stale: number }): FastifyReply {
  const gzip = negotiateEncoding(request.headers['accept-encoding'], 'gzip') === 'gzip';
  // One ETag per representation: the gzip bytes are not the text's.
  const gzipTag = copy.etag.replace(/"$/, '-gz"');
  reply
    // max-age=0: a browser asks again (a 304 is cheap); a shared cache keeps it s-maxage seconds.
    .header('cache-control', `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`)
    .header('etag', gzip ? gzipTag : copy.etag)
    // Fastly and Varnish read Surrogate-Key, Cloudflare and others Cache-Tag (comma-separated).
    .header('surrogate-key', tags.join(' '))
    .header('cache-tag', tags.join(','))
    .header('content-language', language)
    // The language is a cookie: a cache that cannot key on one cookie keys on them all, and a
    // visitor with any other cookie than a stored copy's is asked from here (docs/operations.md).
    .header('vary', 'Cookie');
  varyOnEncoding(reply);
  // A browser keeps the headers of a 304 in place of its copy's: the page's CSP (this render's
  // nonce) must come with it, which the page's type asks for, or its styles are blocked.
  if (known(request, [copy.etag, gzipTag])) return reply.code(304).type(HTML).send();
  reply.code(200).type(HTML);
  if (gzip) return reply.header('content-encoding', 'gzip').send(copy.gzip());
  return reply.send(copy.text);
}

/** An answer sent to an anonymous visitor, as the next ones get it. */
export interface SharedAnswer {
  copy: SharedCopy;
  tags: string[];
  language: string;
  /** the render's CSP nonce, written in the copy */
  nonce: string;
  /** the page's route pattern (the render metrics' label) */
  page: string;
}

const RECENT_ENTRIES = 500;

/**
 * The answers just sent to anonymous visitors, reused for at most a second, the time the page's
 * data is already reused for (ssr/page-renderer.ts). Under a crowd, every visitor of a page asked
 * the route tables, the head tags and the render cache, and hashed the page's data and boot block,
 * to arrive at the bytes the previous visitor got (npm run bench:peak); now one visitor a second
 * does. A purge drops the answers carrying its tags at once.
 */
export class RecentSharedAnswers {
  readonly #ttlMs: number;
  #entries = new Map<string, { answer: SharedAnswer; expires: number }>();
  #purges = 0;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** What the answer depends on for an anonymous visitor: the origin asked for, the address, the language, the remotes' registry. */
  key(request: FastifyRequest, language: string, registryVersion: string): string {
    return JSON.stringify([request.protocol, request.host, request.hostname, request.url, language, registryVersion]);
  }

  get(key: string): SharedAnswer | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expires > Date.now()) return entry.answer;
    this.#entries.delete(key);
    return null;
  }

  /** Counts purges: an answer made across one (from the data before it) is not kept. */
  get purges(): number {
    return this.#purges;
  }

  set(key: string, answer: SharedAnswer, purgesBefore: number): void {
    if (this.#ttlMs <= 0 || purgesBefore !== this.#purges) return;
    if (this.#entries.size >= RECENT_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { answer, expires: Date.now() + this.#ttlMs });
  }

  forget(tags: string[]): void {
    this.#purges += 1;
    const purged = new Set(tags);
    for (const [key, entry] of this.#entries) if (entry.answer.tags.some((tag) => purged.has(tag))) this.#entries.delete(key);
  }
}
