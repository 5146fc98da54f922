// The origin written into pages for the client to call back (the boot block's apiHost). A Host or
// X-Forwarded-Host header is the client's to choose, so it is echoed only when it names this site:
// PUBLIC_HOSTS, CUSTOMER_HOSTS or a loopback name. Otherwise the page gets '' and the client uses
// its own origin, which is always right and cannot be poisoned.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const loopback = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** True when a Host value (host[:port]) is one this site answers to by configuration. */
export function isKnownHost(config: Config, host: string): boolean {
  const value = host.toLowerCase();
  const hostname = value.replace(/:\d+$/, '');
  return config.publicHosts.includes(value) || config.publicHosts.includes(hostname)
    || Object.hasOwn(config.customerHosts, hostname) || loopback.test(hostname);
}

/** PUBLIC_URL, else the request's own origin when its host is a known one, else '' (the client's own origin). */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host ?? '';
  return host && isKnownHost(config, host) ? `${request.protocol}://${host}` : '';
}
