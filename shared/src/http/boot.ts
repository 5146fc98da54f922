/** What the hosting page tells the containers: written in by the portal server on every page. */
export interface BootData {
  customerId: string | null;
  apiHost: string;
  csrfToken: string;
  registry: Record<string, string>;
}

const EMPTY: BootData = { customerId: null, apiHost: '', csrfToken: '', registry: {} };

let cached: BootData | null = null;

/** Reads the boot data block once; a page without one (a remote run alone) gets same-origin defaults. */
export function readBoot(doc: Document = document): BootData {
  if (cached && doc === document) return cached;
  const el = doc.getElementById('portal-boot');
  let data = EMPTY;
  if (el?.textContent) {
    try {
      data = { ...EMPTY, ...(JSON.parse(el.textContent) as Partial<BootData>) };
    } catch {
      console.error('portal-boot no es JSON válido');
    }
  }
  // The spec lets blog calls fall back to a window-level customer id.
  const windowId = (globalThis as { customerId?: string | number }).customerId;
  if (data.customerId == null && windowId != null) data = { ...data, customerId: String(windowId) };
  if (doc === document) cached = data;
  return data;
}

/** Forgets the cached boot data (tests). */
export function resetBootCache(): void {
  cached = null;
}
