import type { BootData } from '@portal/contract';

/**
 * The hosting page's boot data as a container reads it: a page without the block (a remote run
 * alone) has no customer id.
 */
export type PageBoot = Omit<BootData, 'customerId'> & { customerId: string | null };

const EMPTY: PageBoot = { customerId: null, apiHost: '', csrfToken: '', registry: {}, routes: [], routesUnknown: [] };

let cached: PageBoot | null = null;

/**
 * On the server there is no document: the shell's renderer answers the boot data of the request
 * being rendered (kept per request in an AsyncLocalStorage, so concurrent renders never mix).
 */
type ServerBootReader = () => PageBoot | undefined;
const serverBoot = (): PageBoot | undefined => (globalThis as { __portalRenderBoot?: ServerBootReader }).__portalRenderBoot?.();

/** Reads the boot data block once; a page without one (a remote run alone) gets same-origin defaults. */
export function readBoot(doc?: Document): PageBoot {
  if (!doc && typeof document === 'undefined') return serverBoot() ?? EMPTY;
  doc ??= document;
  if (cached && doc === document) return cached;
  const el = doc.getElementById('portal-boot');
  let data = EMPTY;
  if (el?.textContent) {
    try {
      data = { ...EMPTY, ...(JSON.parse(el.textContent) as Partial<PageBoot>) };
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

/**
 * The time a clock-based text (open now, today's hours) starts from: when the server rendered the
 * page, so the browser's first render matches its HTML (issue 20); else now. Its hook then moves
 * on to the browser's clock at once.
 */
export function renderTime(): Date {
  const at = readBoot().ssr?.renderedAt;
  return new Date(typeof at === 'number' ? at : Date.now());
}

/** True on the server and on a page the server rendered (its first screen is already there). */
export function serverRendered(): boolean {
  return typeof document === 'undefined' || !!readBoot().ssr;
}
