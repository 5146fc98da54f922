// What the server loads for a page it renders (issue 20): the site config always, and the data a
// remote's route asks for by name (`"serverData": ["procedures"]` in its src/routes.json). Each is
// the very answer of the public API call the browser would make, so the browser can use it as is.
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@portal/contract';

export interface PageDataRequest {
  /** GETs a path of this server's own API as the visitor's host would; answers the JSON or null. */
  get: (url: string) => Promise<unknown>;
  /** The selected customer's shortname (the catalogue's file is named after it). */
  shortname: string | null;
}

export type PageDataLoader = (request: PageDataRequest) => Promise<unknown>;

/** Every loader by name. A name the server does not know is skipped: the page loads it itself. */
export const pageDataLoaders: Record<string, PageDataLoader> = {
  procedures: async ({ get, shortname }) => (shortname ? get(`/djstatic/${encodeURIComponent(shortname)}/procedures.json`) : null),
};

/** A GET of the server's own API, answered in-process (no socket), as `host` would see it. */
export function ownApi(app: FastifyInstance, host: string): (url: string) => Promise<unknown> {
  return async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { host, accept: 'application/json' } });
    if (response.statusCode !== 200) return null;
    try {
      return response.json();
    } catch {
      return null;
    }
  };
}

/** The shortname of the customer `customerId` names in a site config. */
export function shortnameOf(site: SiteConfig | null, customerId: string): string | null {
  const all = site?.customers.flatMap((entry) => entry.customers ?? []) ?? [];
  return all.find((customer) => String(customer.id) === customerId)?.shortname ?? null;
}
