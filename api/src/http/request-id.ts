// Every answer carries X-Request-Id and every request's log line its id (pino's `reqId`), so a
// citizen's screenshot of an error, a proxy's log and the server's log meet on one string.
// An id sent by the client is taken only from a proxy this server trusts (TRUST_PROXY): from
// anyone else it could be chosen to collide with another request's or to forge log lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isPrivateAddress } from './trust-proxy.ts';

export const requestIdHeader = 'x-request-id';

// What proxies send (a UUID, Caddy's or nginx's hex ids, AWS's Root=1-…): no spaces, quotes or
// control characters, so it can be logged and echoed as it is.
const saneId = /^[A-Za-z0-9._:;=+/-]{8,128}$/;

const namedRanges: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** Whether the peer that connected is one of the proxies TRUST_PROXY names (the nearest hop). */
export function trustedPeer(setting: Config['trustProxy']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  // A hop count trusts a nearest proxy on a loopback or private address (see trust-proxy.ts).
  if (typeof setting === 'number') return (address) => setting > 0 && address !== undefined && isPrivateAddress(address);
  // Addresses, or a hop count whose nearest proxy is at the named addresses (`N@addresses`).
  const entries = 'nearest' in setting ? setting.nearest : setting;
  const list = new BlockList();
  for (const entry of entries) {
    const ranges = namedRanges[entry.toLowerCase()];
    if (ranges) {
      for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
      continue;
    }
    const [network = '', prefix] = entry.split('/');
    const family = isIPv6(network) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = plainAddress(address);
    try {
      return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
    } catch {
      return false;
    }
  };
}

/** Fastify's options for request ids: a trusted proxy's sane X-Request-Id, else a new UUID. */
export function requestIdOptions(config: Config): { requestIdHeader: false; genReqId: (request: IncomingMessage) => string } {
  const trusted = trustedPeer(config.trustProxy);
  return {
    // Off: Fastify would take the header from anyone; genReqId decides instead.
    requestIdHeader: false,
    genReqId(request) {
      const incoming = request.headers[requestIdHeader];
      if (typeof incoming === 'string' && saneId.test(incoming) && trusted(request.socket?.remoteAddress)) return incoming;
      return randomUUID();
    },
  };
}

/** Echoes the request's id on every answer, error pages and 404s included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
