import type { Config } from '../config.ts';

/** The customer id a request is for: its host name in CUSTOMER_HOSTS, else CUSTOMER_ID. */
export function customerIdForHost(config: Config, hostname: string): string {
  const host = hostname.toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return config.customerHosts[host] ?? config.customerId;
}
