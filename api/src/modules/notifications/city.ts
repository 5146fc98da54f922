// What every message says about the city that sends it: name, logo, address and contact, its time
// zone, where replies go, and the site's address the links point to.
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';

export interface City {
  id: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  replyTo: string;
  timeZone: string;
  /** absolute URL of the logo, or '' */
  logoUrl: string;
  /** the site's origin, no trailing slash */
  siteUrl: string;
}

/** PUBLIC_URL; else the customer's own host name (CUSTOMER_HOSTS); else this server on localhost. */
export function siteUrlFor(config: Config, customerId: string): string {
  if (config.publicUrl) return config.publicUrl;
  const host = Object.entries(config.customerHosts).find(([, id]) => id === customerId)?.[0];
  return host ? `https://${host}` : `http://localhost:${config.port}`;
}

export async function loadCity(db: Db, config: Config, customerId: string): Promise<City> {
  const row = await db.selectFrom('customers')
    .select(['id', 'name', 'address', 'phone', 'email', 'mail_reply_to', 'time_zone', 'logo'])
    .where('id', '=', customerId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'El cliente indicado no existe.');
  const siteUrl = siteUrlFor(config, customerId);
  const logoUrl = row.logo === '' ? '' : /^https?:\/\//.test(row.logo) ? row.logo : `${siteUrl}/djmedia/${row.logo.replace(/^\/+/, '')}`;
  return {
    id: row.id, name: row.name, address: row.address, phone: row.phone, email: row.email,
    replyTo: row.mail_reply_to.trim() || row.email, timeZone: row.time_zone, logoUrl, siteUrl,
  };
}
