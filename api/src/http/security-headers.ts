// Security headers on every response (pages, API, static files, media, errors, 404s).
// Scripts may come only from this origin and the customer's registered remotes; styles get the
// page's nonce (styled-components) instead of 'unsafe-inline'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { customerIdForHost } from '../hosting/customer-host.ts';
import type { RemoteRegistry } from '../hosting/registry.ts';

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
    `script-src 'self'${remotes}`,
    `style-src 'self'${remotes}${style}`,
    `img-src 'self' data:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${connectSources}`,
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

function isPage(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
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
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (overTls(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
  return apply;
}
