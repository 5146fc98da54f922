// TRUST_PROXY as Fastify's trustProxy. Fastify 5 refuses a bare hop count (a client reaching the
// server directly could claim any address by sending enough X-Forwarded-For entries), so a hop
// count here also requires the nearest peer to connect from a loopback or private address, which
// is where a load balancer sits, or, better, from the addresses named with it ('2@10.0.0.5'): then
// exactly that many entries of the address chain, counted from the peer, are proxies, and the
// next one is the client; a peer elsewhere is the client itself.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../config.ts';

const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/** True for loopback, private (RFC 1918, unique local) and link-local addresses, IPv4-mapped included. */
export function isPrivateAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  try {
    return privateNetworks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/** A check of an address against TRUST_PROXY's addresses (CIDR and proxy-addr's names allowed). */
export function addressMatcher(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  const named = { loopback: ['127.0.0.1/8', '::1/128'], linklocal: ['169.254.0.0/16', 'fe80::/10'], uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'] } as Record<string, string[]>;
  for (const item of addresses.flatMap((entry) => named[entry.toLowerCase()] ?? [entry])) {
    const [address, prefix] = item.split('/');
    const family = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, family);
    else list.addSubnet(address!, Number(prefix), family);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    try {
      return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
    } catch {
      return false;
    }
  };
}

/** The value for Fastify's trustProxy option. */
export function trustProxyOption(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    const hops = setting;
    return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
  }
  if ('hops' in setting) {
    const { hops } = setting;
    const isNearest = addressMatcher(setting.nearest);
    return (address, hop) => hop < hops && (hop > 0 || isNearest(address));
  }
  return [...setting];
}
