import type { Db } from '../db/database.ts';

/** Reads the site-wide configuration and the customer-scoped store items. */
export function siteRepository(db: Db) {
  return {
    siteConfig: () => db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst(),
    /** The customer's own site texts (name, description, e-government link); undefined when it has none yet. */
    customerSiteConfig: (customerId: string) =>
      db.selectFrom('customer_site_config').selectAll().where('customer_id', '=', customerId).executeTakeFirst(),
    customers: () => db.selectFrom('customers').selectAll().orderBy('position').orderBy('id').execute(),
    customerById: (id: string) => db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst(),
    customerByShortname: (shortname: string) =>
      db.selectFrom('customers').selectAll().where('shortname', '=', shortname).executeTakeFirst(),
    menu: (customerId: string) =>
      db.selectFrom('menu_entries').selectAll().where('customer_id', '=', customerId).orderBy('position').orderBy('id').execute(),
    banners: (customerId: string) =>
      db.selectFrom('banners').selectAll().where('customer_id', '=', customerId).orderBy('position').orderBy('id').execute(),
    snippets: (customerId: string) =>
      db.selectFrom('snippets').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    /** Holidays on or after `from` ('YYYY-MM-DD'), of every customer, by date. */
    holidaysFrom: (from: string) =>
      db.selectFrom('holidays').select(['customer_id', 'date']).where('date', '>=', from).orderBy('date').execute(),
  };
}

export type SiteRepository = ReturnType<typeof siteRepository>;
