// Text and addresses shared by the shared-link tags, the feed and the sitemap: every value is
// escaped where it is written, and every address is absolute (a feed reader or a social network
// resolves nothing against the page).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sanitisePostHtml } from '../content/html-sanitiser.ts';
import { isKnownHost, publicOrigin } from '../http/public-origin.ts';
import { plainText } from '../modules/search/snippet.ts';

/** Text for an XML or HTML attribute value or element content: nothing in it can end the value or open markup. */
export function escapeMarkup(text: string): string {
  return text
    // Characters XML 1.0 forbids (controls but tab and line breaks, lone surrogates, U+FFFE/F).
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The origin of this customer's public site: the request's own host when it is a configured host
 * (each city's sitemap names its own address), else PUBLIC_URL, else the server's loopback address.
 * Never an unknown Host header: a client must not choose the addresses written into a feed.
 */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  const host = request.host ?? '';
  if (host && isKnownHost(config, host) && !config.publicUrl) return `${request.protocol}://${host}`;
  return publicOrigin(config, request) || `http://127.0.0.1:${config.port}`;
}

/** A summary of at most `max` characters: the excerpt, else the text of the sanitised body, cut at a word. */
export function summaryOf(excerpt: string | null | undefined, body: string | null | undefined, max = 200): string {
  const text = plainText(excerpt?.trim() ? excerpt : sanitisePostHtml(body ?? ''));
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A post's page: /blog-details/{id}, the address that never changes with its title (the search links it too). */
export function postPath(post: { id: number }): string {
  return `/blog-details/${post.id}`;
}

/** A city page's address, as the search links it. */
export function pagePath(page: { slug: string }): string {
  return `/page/${encodeURIComponent(page.slug)}`;
}

/** A procedure's page. */
export function procedurePath(shortname: string, id: number): string {
  return `/${encodeURIComponent(shortname)}/corporate/procedure/preview/${id}`;
}

/** A post picture's absolute address (post images are paths relative to /djmedia/); null when there is none. */
export function mediaUrl(origin: string, image: string | null | undefined): string | null {
  const path = image?.trim();
  if (!path || path.startsWith('data:')) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/djmedia/')) return `${origin}${path}`;
  return `${origin}/djmedia/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/** A stored time ('2026-11-27 10:00:00', ISO, with or without zone) as RFC 3339; null when unreadable. */
export function isoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
