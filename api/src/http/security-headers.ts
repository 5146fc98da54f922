// Security headers on every response (pages, API, static files, media, errors, 404s).
// Scripts may come only from this origin and the customer's registered remotes; styles get the
// page's nonce (styled-components) instead of 'unsafe-inline'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_PLAYER_ORIGINS } from '@portal/contract';
import type { Config } from '../config.ts';
import { customerIdForHost } from '../hosting/customer-host.ts';
import type { RemoteRegistry } from '../registry/registry.ts';
import { SCRIPT_STARTER_SOURCE } from '../hosting/scripts-after-paint.ts';
import { isKnownHost } from './public-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the hosting page; its CSP then allows styles with this nonce */
    cspNonce: string | null;
  }
}

/** Builds the Content-Security-Policy for a set of remote origins and an optional style nonce. */
export function contentSecurityPolicy(origins: readonly string[], nonce: string | null, extraConnect: readonly string[] = []): string {
  const remotes = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  const connect = [...new Set([...origins, ...extraConnect])];
  const connectSources = connect.length > 0 ? ` ${connect.join(' ')}` : '';
  const style = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    // The one inline script a page may run: the server-rendered page's starter, by its hash.
    `script-src 'self' ${SCRIPT_STARTER_SOURCE}${remotes}`,
    `style-src 'self'${remotes}${style}`,
    `img-src 'self' data:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${connectSources}`,
    // The video players a body's click-to-play facade loads after the visitor's click (contract
    // rules/video-embeds.ts), on every page: after the first page the site navigates without
    // loading a document, so the policy of the page a visitor arrived on is the one a news story
    // reached by a link runs under. Frames only: no script, style or image of those hosts, and no
    // body can hold a frame (the sanitisers drop <iframe>), so only the facade's code makes one.
    `frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The policy of everything that is not a page (JSON, scripts, media, errors). Such a response
 * never runs as a document the site relies on, so it may load nothing at all; opening an SVG or a
 * JSON answer directly then cannot run a script either. It is also a tenth of the page policy's
 * size, which adds up over the thirty-odd responses of a first visit.
 */
export const RESOURCE_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Powerful browser features the portal never uses, refused for its pages and anything they embed. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Two years, with subdomains: past the six months the HTTP Observatory asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

function isPage(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/** A response a browser may render as a document of its own when opened directly (a page, an SVG). */
function isDocument(reply: FastifyReply): boolean {
  return isPage(reply) || String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml');
}

/** True when the client reached us over TLS (directly or, with TRUST_PROXY, via the proxy). */
export function overTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Registers the hook that adds the headers to every response; returns it for responses sent outside hooks. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, registry: RemoteRegistry): (request: FastifyRequest, reply: FastifyReply) => void {
  app.decorateRequest('cspNonce', null);
  const extraConnect = config.publicUrl ? [config.publicUrl] : [];
  const apply = (request: FastifyRequest, reply: FastifyReply): void => {
    const customerId = customerIdForHost(config, request.hostname ?? '');
    reply.header(
      'content-security-policy',
      isPage(reply) ? contentSecurityPolicy(registry.origins(customerId), request.cspNonce ?? null, extraConnect) : RESOURCE_CSP,
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Document policies (framing, opener, browser features) act only where a response is shown as a
    // document; on scripts, JSON and images they are bytes on every one of a visit's thirty-odd
    // answers (the first visit's size budget counts headers).
    if (isDocument(reply)) {
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    // No other site may embed our answers (Spectre-style reads); media may still be shown by a
    // sibling origin of the same site, such as a remote's development server on another port.
    reply.header('cross-origin-resource-policy', request.url.startsWith('/djmedia/') ? 'same-site' : 'same-origin');
    if (overTls(request)) reply.header('strict-transport-security', HSTS);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
  return apply;
}

/**
 * Behind a TLS proxy that reports a plain-HTTP client (X-Forwarded-Proto: http), sends the client
 * to the same URL over https, on a host this site is known by (never an open redirect). Health
 * checks come from the load balancer itself and are never redirected.
 */
export function registerHttpsRedirect(app: FastifyInstance, config: Config): void {
  if (config.trustProxy === false) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'http' || !request.headers['x-forwarded-proto']) return;
    if (request.url === '/healthz' || request.url === '/readyz') return;
    const host = request.host;
    if (!host || !isKnownHost(config, host)) return;
    return reply.redirect(`https://${host}${request.url}`, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
  });
}
