import type { ProceduresDocument, SiteConfig } from '@portal/contract';
import { http, request } from './client';
import { readBoot } from './boot';
import { portalStore } from '../state/store';
import { currentCustomerAtom } from '../state/atoms';

/** Calls carry the current customer's id, or the hosting page's / window-level one (spec section 6). */
export function currentCustomerId(): string | number | null {
  return portalStore.get(currentCustomerAtom)?.id ?? readBoot().customerId;
}

/** GET /api/config/site/ — the site configuration and customers. */
export function fetchSiteConfig(version?: string): Promise<SiteConfig> {
  return request<SiteConfig>({
    method: 'GET',
    url: '/api/config/site/',
    params: version ? { version } : undefined,
    toastOnError: false,
  });
}

/** GET /djstatic/{customer}/procedures.json — a plain document, not an envelope. */
export async function fetchProcedures(customerName: string): Promise<ProceduresDocument> {
  const response = await http.get<ProceduresDocument>(`/djstatic/${encodeURIComponent(customerName)}/procedures.json`);
  return response.data;
}
