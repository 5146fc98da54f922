// Complete contract objects for unit tests, so a test names only the fields it is about and a
// field added to the contract needs one change here, not one per test.
import type { Customer, SiteConfig, SiteConfigValues } from '@portal/contract';

/** A customer with every field; `overrides` replace fields. */
export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: '1',
    name: 'San Rafael',
    shortname: 'sanrafael',
    logo: '',
    address: '',
    phone: '',
    email: '',
    timeZone: 'America/Caracas',
    apps_config: { socialNetworks: [] },
    ...overrides,
  };
}

/** A site config with every field and no content; `config` replaces settings, the rest whole lists. */
export function testSiteConfig(overrides: Partial<Omit<SiteConfig, 'config'>> & { config?: Partial<SiteConfigValues> } = {}): SiteConfig {
  const { config, ...rest } = overrides;
  return {
    config: { version: '1', siteName: 'Portal', siteDescription: '', siteDemo: false, egovHost: '', egovHomePath: '/', emailjs: null, ...config },
    customers: [],
    menu: [],
    banners: [],
    snippets: [],
    blogConfig: { pageSize: 4 },
    ...rest,
  };
}
