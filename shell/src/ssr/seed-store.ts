import { addressKey, currentCustomerAtom, notFoundAtAtom, selectCustomer, serverDataAtom, siteConfigAtom, type PageBoot } from '@portal/shared';
import type { SiteConfig } from '@portal/contract';
import type { createStore } from 'jotai';

/**
 * Puts what the server loaded for the page (issue 20) into a jotai store before the first render:
 * the site config and customer, the page's data by name for the remote that renders it, and the
 * server's 404 for the address the page was opened at. The server does it in each request's own
 * store, the browser in the page's store before hydrating, so both first renders are the same.
 */
export function seedStore(store: ReturnType<typeof createStore>, boot: PageBoot, opened: { pathname: string; search: string }): void {
  if (boot.notFound) store.set(notFoundAtAtom, addressKey(opened));
  const data = boot.ssr?.data;
  if (!data) return;
  const site = data.site as SiteConfig | undefined;
  if (site) {
    store.set(siteConfigAtom, site);
    store.set(currentCustomerAtom, selectCustomer(site, boot.customerId));
  }
  store.set(serverDataAtom, data);
}
