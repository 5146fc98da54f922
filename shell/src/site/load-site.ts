import { fetchSiteConfig, portalStore, readBoot, selectCustomer, currentCustomerAtom, siteConfigAtom } from '@portal/shared';
import type { SiteConfig } from '@portal/contract';

const VERSION_KEY = 'site_config_version';

/**
 * Loads the site config and selects the customer the hosting page names (spec section 4).
 * The stored version is sent so a server may answer a cheaper, unchanged config.
 */
export async function loadSite(): Promise<SiteConfig> {
  const config = await fetchSiteConfig(localStorage.getItem(VERSION_KEY) ?? undefined);
  if (config.config?.version) localStorage.setItem(VERSION_KEY, config.config.version);
  const customer = selectCustomer(config, readBoot().customerId);
  if (!customer) console.warn('Sin cliente: no se cargarán los trámites');
  portalStore.set(currentCustomerAtom, customer);
  portalStore.set(siteConfigAtom, config);
  return config;
}
