// Rows → the site-config answer of the contract (docs/contract.md).
import type { Selectable } from 'kysely';
import { mediaSrcSet, type Customer, type EmailJsSettings, type MenuEntry, type SiteConfig } from '@portal/contract';
import type { CustomerTable, MenuEntryTable } from '../db/schema.ts';
import type { SiteRepository } from './site.repository.ts';
import { mediaAddress } from '../media/media-address.ts';

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A customer row as the contract's Customer. */
export function toCustomer(row: Selectable<CustomerTable>, holidays?: string[]): Customer {
  const apps = parseJson<Customer['apps_config']>(row.apps_config, {});
  return {
    id: row.id,
    name: row.name,
    shortname: row.shortname,
    logo: row.logo,
    address: row.address,
    phone: row.phone,
    email: row.email,
    timeZone: row.time_zone,
    apps_config: { socialNetworks: Array.isArray(apps.socialNetworks) ? apps.socialNetworks : [] },
    ...(holidays ? { holidays } : {}),
  };
}

/** How far back the site config's holidays start: a day before today in UTC covers every time zone's today. */
const HOLIDAYS_FROM_DAYS_AGO = 2;

/** The customers' holidays from (about) today on, per customer, for the "open now" rule in the browser. */
function holidaysByCustomer(rows: { customer_id: string; date: string }[]): Map<string, string[]> {
  const byCustomer = new Map<string, string[]>();
  for (const row of rows) byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row.date]);
  return byCustomer;
}

/** Flat menu rows → a tree; page_id appears only where a page is linked. */
export function toMenuTree(rows: Selectable<MenuEntryTable>[]): MenuEntry[] {
  const byParent = new Map<number | null, Selectable<MenuEntryTable>[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null, depth: number): MenuEntry[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const entry: MenuEntry = { label: row.label, url: row.url };
      if (row.page_id !== null) entry.page_id = row.page_id;
      const children = depth < 3 ? build(row.id, depth + 1) : [];
      if (children.length > 0) entry.children = children;
      return entry;
    });
  return build(null, 0);
}

export interface SiteServiceOptions {
  /** host of the e-government app when the stored config has none */
  egovHost: string;
}

/** Assembles the site config for one customer's store items. */
export async function loadSiteConfig(repo: SiteRepository, customerId: string, options: SiteServiceOptions): Promise<SiteConfig | null> {
  const holidaysFrom = new Date(Date.now() - HOLIDAYS_FROM_DAYS_AGO * 86_400_000).toISOString().slice(0, 10);
  const [shared, own, customers, menu, banners, snippets, holidays] = await Promise.all([
    repo.siteConfig(),
    repo.customerSiteConfig(customerId),
    repo.customers(),
    repo.menu(customerId),
    repo.banners(customerId),
    repo.snippets(customerId),
    repo.holidaysFrom(holidaysFrom),
  ]);
  const holidaysOf = holidaysByCustomer(holidays);
  if (!shared) return null;
  // The customer's own texts win; the shared row is only the fallback of a customer added by hand.
  const config = { ...shared, ...(own ?? {}) };
  return {
    config: {
      version: own ? `${shared.version}.${own.version}` : shared.version,
      siteName: config.site_name,
      siteDescription: config.site_description,
      siteDemo: config.site_demo === 1,
      egovHost: config.egov_host ?? options.egovHost,
      egovHomePath: config.egov_home_path,
      emailjs: parseJson<EmailJsSettings | null>(config.emailjs, null),
    },
    customers: [{ id: 'customers', customers: customers.map((row) => toCustomer(row, holidaysOf.get(row.id) ?? [])) }],
    menu: toMenuTree(menu),
    banners: banners.map((row) => {
      const sized = mediaSrcSet(row.image, mediaAddress);
      return { id: row.id, image: row.image, image_alt: row.image_alt, ...(sized ? { image_srcset: sized.srcSet } : {}), title: row.title, link: row.link };
    }),
    snippets: snippets.map((row) => ({
      id: row.id,
      enabled: row.enabled === 1,
      position: row.position,
      html: row.html,
      script: row.script,
    })),
    blogConfig: { pageSize: config.blog_page_size },
  };
}
